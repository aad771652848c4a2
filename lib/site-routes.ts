// Routes and header/account navigation, split from lib/site-config.ts so client components (header,
// favourite buttons, cookie banner) can import them without bundling the whole site config (marketing copy,
// policy figures, footer) into every page's first-load JS. lib/site-config.ts re-exports all of it.

export interface NavLink {
  label: string;
  href: string;
  /** Short helper text for menus and footers. */
  description?: string;
}

export interface AccountNavLink extends NavLink {
  /** Shown only to ADMIN and SUPER_ADMIN users. */
  adminOnly?: boolean;
}

export interface FooterColumn {
  title: string;
  links: NavLink[];
}

/** Public URL paths. Pages, links, the sitemap and breadcrumbs read these instead of spelling paths again. */
export const routes = {
  home: "/",
  predictions: "/predictions",
  prediction: (predictionId: string) => `/predictions/${encodeURIComponent(predictionId)}`,
  tips: "/tips",
  leagues: "/leagues",
  categories: "/categories",
  trackRecord: "/track-record",
  webScraper: "/web-scraper",
  about: "/about",
  faq: "/faq",
  contact: "/contact",
  help: "/help",
  terms: "/terms",
  privacy: "/privacy",
  ageVerification: "/legal/age-verification",
  unauthorized: "/unauthorized",
  testBackend: "/test-backend",
  auth: {
    login: "/auth/login",
    signup: "/auth/signup",
    forgotPassword: "/auth/forgot-password",
    resetPassword: "/auth/reset-password",
    verifyEmail: "/auth/verify-email",
  },
  user: {
    dashboard: "/user/dashboard",
    predictions: "/user/predictions",
    favorites: "/user/favorites",
    alerts: "/user/alerts",
    notifications: "/user/notifications",
    bets: "/user/bets",
    settings: "/user/settings",
    subscription: "/user/subscription",
    earnings: "/user/earnings",
  },
  admin: {
    root: "/admin",
    login: "/admin/login",
    dashboard: "/admin/dashboard",
    createUsers: "/admin/create-users",
    predictions: "/admin/predictions",
    schedule: "/admin/schedule",
    analytics: "/admin/analytics",
    settings: "/admin/settings",
    subscriptions: "/admin/subscriptions",
    payments: "/admin/payments",
    ads: "/admin/ads",
    models: "/admin/models",
    users: "/admin/users",
    globalSettings: "/admin/global-settings",
    apiKeys: "/admin/api-keys",
    leagues: "/admin/leagues",
    database: "/admin/database",
    security: "/admin/security",
    messages: "/admin/messages",
    scraper: "/admin/scraper",
    dataSources: "/admin/data-sources",
    revenue: "/admin/revenue",
  },
} as const;

/** The sign-in page, bringing the user back to `returnPath` afterwards. */
export const signInHref = (returnPath: string) =>
  `${routes.auth.login}?callbackUrl=${encodeURIComponent(returnPath || "/")}`;

export const siteNav = {
  /** Header links, desktop and mobile (the original links plus the track record). */
  main: [
    { label: "Home", href: routes.home },
    { label: "All Predictions", href: routes.predictions, description: "Today's picks with probability, price and EV" },
    { label: "Tips", href: routes.tips, description: "League tips derived from today's predictions" },
    { label: "Leagues", href: routes.leagues, description: "Competitions we cover" },
    { label: "Categories", href: routes.categories, description: "Market types: results, goals, props and more" },
    { label: "Track Record", href: routes.trackRecord, description: "Every settled pick, measured" },
    { label: "About", href: routes.about },
  ] satisfies NavLink[],
  /** Highlighted link to the plans in the header (the original's 'ELITE': no plan has that name). */
  upgrade: { label: "Plans", href: routes.user.subscription } satisfies NavLink,
  /** The header also carries these legal links; the footer repeats them. */
  legal: [
    { label: "Privacy", href: routes.privacy },
    { label: "Terms", href: routes.terms },
    { label: "Age Verification", href: routes.ageVerification },
  ] satisfies NavLink[],
  admin: { label: "ADMIN", href: routes.admin.root } satisfies NavLink,
  account: [
    { label: "Dashboard", href: routes.user.dashboard },
    { label: "Alerts", href: routes.user.alerts },
    { label: "Bets", href: routes.user.bets },
    { label: "Settings", href: routes.user.settings },
    { label: "Admin Panel", href: routes.admin.dashboard, adminOnly: true },
  ] satisfies AccountNavLink[],
  signedOut: {
    signIn: { label: "Sign In", href: routes.auth.login } satisfies NavLink,
    signUp: { label: "Get Started", href: routes.auth.signup } satisfies NavLink,
  },
  footer: [
    {
      title: "Predictions",
      links: [
        { label: "All Predictions", href: routes.predictions },
        { label: "Tips", href: routes.tips },
        { label: "Leagues", href: routes.leagues },
        { label: "Categories", href: routes.categories },
        { label: "Track Record", href: routes.trackRecord },
      ],
    },
    {
      title: "Company",
      links: [
        { label: "About", href: routes.about },
        { label: "Contact", href: routes.contact },
        { label: "Web Scraper", href: routes.webScraper },
      ],
    },
    {
      title: "Support",
      links: [
        { label: "Help Centre", href: routes.help },
        { label: "FAQ", href: routes.faq },
        { label: "Plans", href: routes.user.subscription },
      ],
    },
    {
      title: "Legal",
      links: [
        { label: "Terms of Service", href: routes.terms },
        { label: "Privacy Policy", href: routes.privacy },
        { label: "Age Verification", href: routes.ageVerification },
      ],
    },
  ] satisfies FooterColumn[],
} as const;
