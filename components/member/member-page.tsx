import { Suspense, type ReactNode } from "react";
import type { Metadata } from "next";

import { PageHeader } from "@/components/layout/page-header";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site-config";

// The member pages are one shape: a title and description that serve both the metadata and the header, a
// breadcrumb from the dashboard to the page, and the page's content. Each is a static shell, the same HTML
// for every member: the member's own data is read by the browser from the API, which checks the session
// on every call (components/member/use-member-data.ts; docs/decisions.md, "Signed-in pages as static shells").

/** What a member page is called and where it lives; the title is also its breadcrumb. */
export interface MemberPageText {
  title: string;
  description: string;
  path: string;
}

/** Metadata of a member page: private to the signed-in member, so never indexed. */
export function memberPageMetadata({ title, description, path }: MemberPageText): Metadata {
  return pageMetadata({ title, description, path, noIndex: true });
}

const DASHBOARD_CRUMB = { name: "Dashboard", path: routes.user.dashboard };

export interface MemberPageProps {
  page: MemberPageText;
  /** For content that suspends (e.g. reads the URL in the browser): shown until it can render. */
  fallback?: ReactNode;
  children: ReactNode;
}

export function MemberPage({ page, fallback, children }: MemberPageProps) {
  const trail =
    page.path === DASHBOARD_CRUMB.path ? [DASHBOARD_CRUMB] : [DASHBOARD_CRUMB, { name: page.title, path: page.path }];
  return (
    <div className="container w-full py-10 sm:py-14">
      <PageHeader title={page.title} description={page.description} breadcrumbs={trail} />
      {fallback === undefined ? children : <Suspense fallback={fallback}>{children}</Suspense>}
    </div>
  );
}
