import Link from "next/link";
import {
  BrainIcon,
  DatabaseIcon,
  FileTextIcon,
  MegaphoneIcon,
  ServerIcon,
  ShieldIcon,
  UsersIcon,
  type LucideIcon,
} from "lucide-react";

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { routes } from "@/lib/site-routes";
import { ADMIN_REFERRALS_PATH } from "@/lib/site-config";

import { CreateAdminButton } from "./create-admin-button";
import { SuperAdminLink } from "./super-admin-link";

// The dashboard's grouped link cards. Links to the super-admin-only pages (users, global
// settings, API keys) are shown disabled to plain admins, with the reason, instead of leading
// them to the access-denied page (decided in the browser: the page is the same for every admin).

interface DashboardLink {
  label: string;
  href: string;
  superAdminOnly?: boolean;
}
interface LinkGroup {
  title: string;
  icon: LucideIcon;
  links: DashboardLink[];
  /** The User Management card also holds the Create Admin User button. */
  createAdmin?: boolean;
}

const DASHBOARD_LINK_GROUPS: LinkGroup[] = [
  {
    title: "User Management",
    icon: UsersIcon,
    links: [
      { label: "User Accounts", href: routes.admin.users, superAdminOnly: true },
      { label: "Subscriptions", href: routes.admin.subscriptions },
      { label: "Referral Ledger", href: ADMIN_REFERRALS_PATH },
      { label: "Create Users", href: routes.admin.createUsers },
      { label: "Contact Messages", href: routes.admin.messages },
    ],
    createAdmin: true,
  },
  {
    title: "Content Management",
    icon: FileTextIcon,
    links: [
      { label: "Predictions", href: routes.admin.predictions },
      { label: "Leagues", href: routes.admin.leagues },
      { label: "Schedule", href: routes.admin.schedule },
    ],
  },
  {
    title: "AI & ML Models",
    icon: BrainIcon,
    links: [
      { label: "ML Models", href: routes.admin.models },
      { label: "Analytics", href: routes.admin.analytics },
    ],
  },
  {
    title: "System Management",
    icon: ServerIcon,
    links: [
      { label: "Database", href: routes.admin.database },
      { label: "System Settings", href: routes.admin.settings },
      { label: "Payments", href: routes.admin.payments },
    ],
  },
  {
    title: "Security & Settings",
    icon: ShieldIcon,
    links: [
      { label: "Security", href: routes.admin.security },
      { label: "Global Settings", href: routes.admin.globalSettings, superAdminOnly: true },
      { label: "API Keys", href: routes.admin.apiKeys, superAdminOnly: true },
    ],
  },
  {
    title: "Data Scraping & ML Pipeline",
    icon: DatabaseIcon,
    links: [
      { label: "Scraper", href: routes.admin.scraper },
      { label: "Data Sources", href: routes.admin.dataSources, superAdminOnly: true },
    ],
  },
  {
    title: "AdSense Management",
    icon: MegaphoneIcon,
    links: [
      { label: "Ad Management", href: routes.admin.ads },
      { label: "Revenue Reports", href: routes.admin.revenue },
    ],
  },
];

const linkClass =
  "rounded-md border px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground";

export function DashboardLinks() {
  return (
    <section aria-labelledby="dashboard-links-heading" className="flex flex-col gap-4">
      <h2 id="dashboard-links-heading" className="text-xl font-semibold">
        Management
      </h2>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {DASHBOARD_LINK_GROUPS.map((group) => (
          <Card key={group.title} role="region" aria-label={group.title}>
            <CardHeader>
              <CardTitle className="flex items-center gap-2 text-base">
                <group.icon aria-hidden="true" className="size-4" />
                {group.title}
              </CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-2">
              {group.links.map((link) =>
                link.superAdminOnly ? (
                  <SuperAdminLink key={link.href} href={link.href} label={link.label} className={linkClass} />
                ) : (
                  <Link key={link.href} href={link.href} className={linkClass}>
                    {link.label}
                  </Link>
                ),
              )}
              {group.createAdmin ? <CreateAdminButton /> : null}
            </CardContent>
          </Card>
        ))}
      </div>
    </section>
  );
}
