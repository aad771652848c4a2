import { SmartphoneIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { siteConfig } from "@/lib/site-config";

/**
 * The app-download card. There are no store apps yet, so the store buttons say so and are disabled
 * (the original's buttons did nothing); the site itself installs from the browser (web manifest).
 */
export function AppPromo() {
  return (
    <section aria-labelledby="app-promo" className="flex flex-col gap-6 rounded-2xl border bg-card p-6 sm:flex-row sm:items-center sm:p-8">
      <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-brand/10 text-brand-strong">
        <SmartphoneIcon aria-hidden="true" className="size-7" />
      </span>
      <div className="flex flex-1 flex-col gap-2">
        <h2 id="app-promo" className="text-xl font-bold tracking-tight">
          {siteConfig.name} on your phone
        </h2>
        <p className="text-sm text-muted-foreground">
          Native apps are coming soon. Meanwhile the site works like an app: open your browser&apos;s menu and choose
          &ldquo;Add to Home Screen&rdquo; or &ldquo;Install&rdquo;.
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" disabled>
          App Store — coming soon
        </Button>
        <Button variant="outline" disabled>
          Google Play — coming soon
        </Button>
      </div>
    </section>
  );
}
