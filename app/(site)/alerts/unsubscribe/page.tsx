import { Suspense } from "react";

import { PageHeader } from "@/components/layout/page-header";
import { Card, CardContent } from "@/components/ui/card";
import { pageMetadata } from "@/lib/seo/metadata";

import { UnsubscribeConfirm } from "./_components/unsubscribe-confirm";

// Opened from the link in an alert e-mail; never indexed. The page asks before it unsubscribes, so a mail
// scanner that opens the link changes nothing; mail clients use the one-click POST of the e-mail's header.
export const metadata = pageMetadata({
  title: "Stop alert e-mails",
  description: "Turn off e-mail for the alert rule that sent you this message, without signing in.",
  path: "/alerts/unsubscribe",
  noIndex: true,
});

export default function AlertUnsubscribePage() {
  return (
    <div className="container mx-auto max-w-xl px-4 py-10">
      <PageHeader
        title="Stop alert e-mails"
        description="Turn off e-mail for the alert rules that sent you this message. Other channels stay as they are."
      />
      <Card>
        <CardContent className="pt-6">
          <Suspense fallback={null}>
            <UnsubscribeConfirm />
          </Suspense>
        </CardContent>
      </Card>
    </div>
  );
}
