import Link from "next/link";
import { CrownIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { routes } from "@/lib/site-config";

/** Shown to members without an active premium plan (the 'Upgrade to Pro' card). */
export function UpgradeCard() {
  return (
    <Card className="border-brand/40 bg-brand/5">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <CrownIcon aria-hidden="true" className="size-5 text-brand-strong" />
          <h2>Upgrade to Pro</h2>
        </CardTitle>
        <CardDescription>Unlock premium picks, unlimited predictions and the full analysis behind each one.</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="brand" className="w-full">
          <Link href={routes.user.subscription}>See plans</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
