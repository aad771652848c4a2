import { Suspense } from "react";

import { routes } from "@/lib/site-config";
import { MemberPage, memberPageMetadata } from "@/components/member/member-page";

import { SubscriptionLoader } from "./_components/subscription-loader";
import { SubscriptionSkeleton } from "./_components/subscription-skeleton";

const PAGE = {
  title: "Subscription",
  description: "Compare plans, subscribe or renew, and manage your current plan.",
  path: routes.user.subscription,
};

export const metadata = memberPageMetadata(PAGE);

// A static shell: the plans and the member's subscription are read by the browser from the API
// (docs/decisions.md, "Signed-in pages as static shells"). Suspense: the loader reads ?payment= in the browser.
export default function SubscriptionPage() {
  return (
    <MemberPage page={PAGE}>
      <Suspense fallback={<SubscriptionSkeleton />}>
        <SubscriptionLoader />
      </Suspense>
    </MemberPage>
  );
}
