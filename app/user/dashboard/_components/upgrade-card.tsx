import Link from "next/link";
import { CrownIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { routes } from "@/lib/site-config";

/** Shown to members without an active plan that includes premium picks (the original's 'Upgrade to Pro': there is no
 * Pro plan). */
export function UpgradeCard() {
  return (
    <Card className="border-brand/40 bg-brand/5">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <CrownIcon aria-hidden="true" className="size-5 text-brand-strong" />
          <h2>Upgrade to Premium</h2>
        </CardTitle>
        <CardDescription>
          Premium shows every prediction in full, premium picks included; Basic shows more of them each day.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="brand" className="w-full">
          <Link href={routes.user.subscription}>See plans</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
