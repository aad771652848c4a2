import type { ReactNode } from "react";

import { cn } from "@/lib/utils";
import type { BreadcrumbItem } from "@/lib/seo/json-ld";

import { PageBreadcrumb } from "./page-breadcrumb";

export interface PageHeaderProps {
  /** The page's h1. */
  title: ReactNode;
  /** One or two sentences under the heading. */
  description?: ReactNode;
  /** Crumbs after Home; renders the visible breadcrumb and its JSON-LD. Omit only when the page renders its own. */
  breadcrumbs?: readonly BreadcrumbItem[];
  /** Rendered in the breadcrumb's place instead, e.g. a <Suspense> that builds the trail from route params. */
  breadcrumbSlot?: ReactNode;
  /** Small label above the heading, e.g. "Legal". */
  eyebrow?: ReactNode;
  /** Actions or meta shown under the description (buttons, "Last updated"). */
  children?: ReactNode;
  className?: string;
}

/** Breadcrumb, h1 and description at the top of a page. Place inside the page's `container`. */
export function PageHeader({
  title,
  description,
  breadcrumbs,
  breadcrumbSlot,
  eyebrow,
  children,
  className,
}: PageHeaderProps) {
  return (
    <header className={cn("flex flex-col gap-4 pb-8 sm:pb-10", className)}>
      {breadcrumbSlot ?? (breadcrumbs ? <PageBreadcrumb items={breadcrumbs} /> : null)}
      <div className="flex max-w-3xl flex-col gap-3">
        {eyebrow ? <p className="text-sm font-semibold tracking-wide text-brand-strong uppercase">{eyebrow}</p> : null}
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
        {description ? <p className="text-lg text-pretty text-muted-foreground">{description}</p> : null}
      </div>
      {children ? <div className="flex flex-wrap items-center gap-3">{children}</div> : null}
    </header>
  );
}
