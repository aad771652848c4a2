import type { Metadata } from "next";
import Link from "next/link";
import { HomeIcon, ShieldAlertIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site-config";

export const metadata: Metadata = pageMetadata({
  title: "Access Denied",
  description: "Your account does not have permission to open this page.",
  path: routes.unauthorized,
  noIndex: true,
});

export default function UnauthorizedPage() {
  return (
    <section aria-labelledby="unauthorized-title" className="container flex flex-1 items-center justify-center py-20">
      <div className="flex max-w-md flex-col items-center text-center">
        <div
          className={
            "flex size-16 items-center justify-center rounded-2xl border border-destructive/30 " +
            "bg-destructive/10 text-destructive"
          }
        >
          <ShieldAlertIcon className="size-8" aria-hidden="true" />
        </div>
        <h1 id="unauthorized-title" className="mt-6 text-2xl font-semibold tracking-tight sm:text-3xl">
          Access Denied
        </h1>
        <p className="mt-3 text-muted-foreground">
          Your account doesn&apos;t have permission to view this page. If you think this is a mistake, sign in with an
          account that has access or contact support.
        </p>
        <Button asChild className="mt-8">
          <Link href={routes.home}>
            <HomeIcon aria-hidden="true" />
            Return Home
          </Link>
        </Button>
      </div>
    </section>
  );
}
