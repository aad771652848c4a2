// The single source of the product's name, routes, contact details, policy figures and marketing copy.
// Rule: a number shown on a page is either computed from the database or defined once here.
// The original product quoted figures that disagree with each other (94% / 99.9% accuracy, 250+ daily picks,
// 15K+ users, 4.8 rating). None of them is repeated here: pages describe the product qualitatively, and measured
// figures (accuracy, counts) come from the database through the track record. Its 7-day free trial and earned
// premium days are real now, and their rules are defined once below (TRIAL_DAYS, EARNINGS_RULES).
// Importable from server and client components: no secrets, no server-only imports.

import { siteNav } from "./site-routes";

export { routes, signInHref, type NavLink } from "./site-routes";

export interface SocialLink {
  /** Stable key for icons (lucide has no brand icons; the footer picks its own glyph). */
  id: "x" | "facebook" | "instagram" | "youtube" | "telegram";
  label: string;
  href: string;
  handle: string;
}

export interface PoweredByItem {
  name: string;
  href: string;
  /** What it does for the product, one phrase. */
  role: string;
  /** A provider of the data shown (not named while the site shows the simulated demo world). */
  dataSource?: boolean;
}

/** Search template of the predictions list; the WebSite SearchAction in JSON-LD points here. */
export const PREDICTIONS_SEARCH_PARAM = "search";

/**
 * The open record's verify page. Linked from server-rendered pages only, so it stays out of `routes`
 * (lib/site-routes.ts), which the header ships in every page's first-load JavaScript.
 */
export const TRACK_RECORD_VERIFY_PATH = "/track-record/verify";

/** Logging a bet from a pick (`?prediction=`): linked from server-rendered pages only, out of `routes` likewise. */
export const NEW_BET_PATH = "/user/bets/new";

/** The page on time-outs, self-exclusion and where to get help; out of `routes` likewise (its links are few). */
export const SAFER_PLAY_PATH = "/safer-play";

/** The admin referral ledger: linked from the admin dashboard's server-rendered cards only, out of `routes`. */
export const ADMIN_REFERRALS_PATH = "/admin/referrals";

export const siteConfig = {
  name: "EdgeCast",
  tagline: "Fair sports probabilities from the market and the models",
  // What the product does, in the words of lib/format/prediction-display.rules.ts: the fair probability is the
  // bookmakers' no-vig consensus, pooled with a model only where its backtest beat it.
  description:
    "EdgeCast turns bookmakers' prices and its models into fair probabilities, shows value where a price beats the " +
    "fair line, and locks every pick before kickoff and grades it at the close on a public track record.",
  /** Open Graph locale and the <html lang> of the site. */
  locale: "en_US",
  language: "en",
  keywords: [
    "sports predictions",
    "fair odds",
    "football predictions",
    "basketball predictions",
    "tennis predictions",
    "esports predictions",
    "betting odds analysis",
    "expected value",
    "value bets",
    "win probability",
    "sports analytics",
    "prediction track record",
  ],

  contact: {
    email: "support@edgecast.example",
    /** Partnerships and press go to the same monitored inbox, tagged by the contact form's category. */
    phone: "+1 (555) 010-4200",
    /** E.164 form for tel: links. 555-01xx numbers are reserved for fiction. */
    phoneHref: "tel:+15550104200",
    location: "Lagos, Nigeria",
    /** How the support inbox is staffed; the reply promise is policy.supportResponseHours. */
    availability: "Messages accepted 24/7",
  },

  social: [
    { id: "x", label: "X (Twitter)", href: "https://x.com/edgecast_example", handle: "@edgecast_example" },
    {
      id: "facebook",
      label: "Facebook",
      href: "https://www.facebook.com/edgecast.example",
      handle: "edgecast.example",
    },
    {
      id: "instagram",
      label: "Instagram",
      href: "https://www.instagram.com/edgecast.example",
      handle: "@edgecast.example",
    },
    { id: "youtube", label: "YouTube", href: "https://www.youtube.com/@edgecast-example", handle: "@edgecast-example" },
    { id: "telegram", label: "Telegram", href: "https://t.me/edgecast_example", handle: "@edgecast_example" },
  ] satisfies SocialLink[],

  poweredBy: [
    { name: "Next.js", href: "https://nextjs.org", role: "web application" },
    { name: "TypeScript", href: "https://www.typescriptlang.org", role: "type-safe code" },
    { name: "PostgreSQL", href: "https://www.postgresql.org", role: "database" },
    { name: "Drizzle ORM", href: "https://orm.drizzle.team", role: "data access" },
    { name: "The Odds API", href: "https://the-odds-api.com", role: "bookmaker odds", dataSource: true },
    { name: "ESPN data", href: "https://www.espn.com", role: "fixtures and results", dataSource: true },
    { name: "Inngest", href: "https://www.inngest.com", role: "scheduled pipeline" },
  ] satisfies PoweredByItem[],

  nav: siteNav,

  /** Subscription tiers by name. Prices, limits and features live in the plans table (seeded, admin-editable). */
  plans: ["FREE", "BASIC", "PREMIUM", "ENTERPRISE", "VIP"] as const,
  /** Currency in which plan prices are quoted; checkout may charge the NGN equivalent. */
  priceCurrency: "USD",

  responsibleGaming: {
    minimumAge: 18,
    /** Some jurisdictions set a higher age for betting-related services. */
    elevatedMinimumAge: 21,
  },

  policy: {
    /** Support replies to every message within this many hours. */
    supportResponseHours: 24,
    /** A requested account deletion completes within this many days. */
    accountDeletionDays: 30,
    /** One payment buys this many days of a paid plan (subscriptions run 30 days). */
    subscriptionPeriodDays: 30,
    /** Terms: our liability is capped at what the user paid in this many months before a claim. */
    liabilityCapMonths: 3,
    /** ISO dates (YYYY-MM-DD); pages format them. */
    termsLastUpdated: "2025-08-31",
    privacyLastUpdated: "2025-08-31",
  },

  /** Legal identity used by the terms and privacy pages. Review with counsel before launch. */
  legal: {
    /** Who "we" are in the policies. */
    operator: "EdgeCast",
    governingLaw: "the Federal Republic of Nigeria",
  },

  /** Card-payment and crypto processors named in the privacy policy and checkout. */
  paymentProviders: ["Paystack", "Flutterwave", "NOWPayments"] as const,
} as const;

/** mailto: link for the support inbox, optionally with a subject. */
export function supportMailto(subject?: string): string {
  const base = `mailto:${siteConfig.contact.email}`;
  return subject ? `${base}?subject=${encodeURIComponent(subject)}` : base;
}

/** The free Premium trial's length: one per person, no card (lib/growth enforces it). */
export const TRIAL_DAYS = 7;

/**
 * The Earnings Center's rules, which the pages show and the crediting applies (lib/subscriptions/earned-days.rules.ts
 * reads them from here). Referrals credit; ads stay off until a rewarded-ad network that verifies each view
 * server-side is configured (docs/decisions.md, "Rewarded ads: what a provider must offer"), and will follow the ad
 * figures here when it is.
 */
export const EARNINGS_RULES = {
  premiumDaysPerAd: 1,
  maxAdsPerDay: 5,
  premiumDaysPerReferral: 3,
  welcomeBonusDays: 1,
  maxPremiumDaysPerDay: 5,
} as const;
