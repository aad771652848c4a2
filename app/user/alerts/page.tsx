import { MemberPage, memberPageMetadata } from "@/components/member/member-page";
import { cachedAlertRuleOptions } from "@/lib/alerts/alert-options.cache";
import { routes } from "@/lib/site-config";

import { AlertsView } from "./_components/alerts-view";

const PAGE = {
  title: "Alerts",
  description: "Say which value picks you want to hear about, and how: in the app, by push or by e-mail.",
  path: routes.user.alerts,
};

export const metadata = memberPageMetadata(PAGE);

// A static shell: the editor's choices (sports, leagues, bookmakers) are the same for everyone and cached; the
// member's rules, switches and this device's push state load in the browser (docs/decisions.md, "Signed-in pages
// as static shells").
export default async function AlertsPage() {
  const options = await cachedAlertRuleOptions();
  return (
    <MemberPage page={PAGE}>
      <AlertsView options={options} />
    </MemberPage>
  );
}
