import type { ReactNode } from "react";
import Link from "next/link";
import { ConstructionIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import type { BreadcrumbItem } from "@/lib/seo/json-ld";
import type { NavLink } from "@/lib/site-config";

import { PageHeader } from "./page-header";

export interface PlaceholderPageProps {
  /** The page's h1. */
  title: string;
  /** One line on what this page will show. */
  description: string;
  /** Crumbs after Home, e.g. [{ name: "Admin", path: "/admin/dashboard" }, { name: "Users", path: "/admin/users" }]. */
  breadcrumbs?: readonly BreadcrumbItem[];
  /** Replaces `breadcrumbs` when the trail depends on route params (see PageHeader). */
  breadcrumbSlot?: ReactNode;
  /** Where to go meanwhile; defaults to the predictions list and the home page. */
  links?: readonly NavLink[];
  /** Extra content under the heading (e.g. a Suspense-wrapped part that reads params). */
  children?: ReactNode;
}

const DEFAULT_LINKS: readonly NavLink[] = [
  { label: "Browse predictions", href: "/predictions" },
  { label: "Back to home", href: "/" },
];

/** A route that a later release fills: heading, one-line description, breadcrumb + JSON-LD, and a way on. */
export function PlaceholderPage({
  title,
  description,
  breadcrumbs,
  breadcrumbSlot,
  links = DEFAULT_LINKS,
  children,
}: PlaceholderPageProps) {
  return (
    <div className="container w-full py-10 sm:py-14">
      <PageHeader title={title} description={description} breadcrumbs={breadcrumbs} breadcrumbSlot={breadcrumbSlot} />
      {children}
      <section
        aria-label="Status"
        className="flex max-w-3xl flex-col gap-4 rounded-xl border border-dashed bg-muted/40 p-6 sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="flex items-start gap-3">
          <ConstructionIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
          <p className="text-sm text-muted-foreground">This page is being built and will be available soon.</p>
        </div>
        {links.length > 0 ? (
          <div className="flex flex-wrap gap-2">
            {links.map((link, index) => (
              <Button key={link.href} asChild size="sm" variant={index === 0 ? "default" : "outline"}>
                <Link href={link.href}>{link.label}</Link>
              </Button>
            ))}
          </div>
        ) : null}
      </section>
    </div>
  );
}
