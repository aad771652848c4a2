import { SmartphoneIcon } from "lucide-react";

import { siteConfig } from "@/lib/site-config";

/**
 * The app card. There are no store apps, so instead of the original's dead store buttons it explains
 * what works today: the site installs from the browser (app/manifest.ts) and runs like an app.
 */
export function AppPromo() {
  return (
    <section
      aria-labelledby="app-promo"
      className="flex flex-col gap-6 rounded-2xl border bg-card p-6 sm:flex-row sm:items-center sm:p-8"
    >
      <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-brand/10 text-brand-strong">
        <SmartphoneIcon aria-hidden="true" className="size-7" />
      </span>
      <div className="flex flex-1 flex-col gap-2">
        <h2 id="app-promo" className="text-xl font-bold tracking-tight">
          {siteConfig.name} on your phone
        </h2>
        <p className="text-sm text-muted-foreground">
          Install {siteConfig.name} from your browser and it opens full screen from your home screen, like any other
          app.
        </p>
      </div>
      <ol className="flex flex-col gap-1 text-sm sm:max-w-xs" aria-label="How to install">
        <li>
          <strong className="font-semibold">iPhone and iPad:</strong> Safari&apos;s Share menu, then &ldquo;Add to Home
          Screen&rdquo;.
        </li>
        <li>
          <strong className="font-semibold">Android and desktop:</strong> the browser menu, then &ldquo;Install
          app&rdquo;.
        </li>
      </ol>
    </section>
  );
}
