import { DownloadIcon } from "lucide-react";

import { Button } from "@/components/ui/button";

/** The privacy tab's copy of everything held about the member (GET /api/user/privacy/export), as a JSON file. */
export function DownloadMyData() {
  return (
    <div className="mt-6 flex flex-col gap-2 border-t pt-6">
      <h3 className="font-medium">Your data</h3>
      <p className="text-sm text-muted-foreground">
        Download a copy of everything we hold about you: your profile, settings, favourites, follows, alert rules,
        devices, bets, staking and play limits, subscriptions and payments (JSON).
      </p>
      <Button asChild variant="outline" className="w-fit">
        <a href="/api/user/privacy/export" download>
          <DownloadIcon aria-hidden="true" />
          Download my data
        </a>
      </Button>
    </div>
  );
}
