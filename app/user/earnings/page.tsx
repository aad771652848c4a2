import { PlaceholderPage } from "@/components/layout/placeholder-page";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site-config";

const TITLE = "Earnings Center";
const DESCRIPTION = "Earn days of premium access by watching ads and inviting friends.";

export const metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: routes.user.earnings,
  noIndex: true,
});

export default function EarningsPage() {
  return (
    <PlaceholderPage
      title={TITLE}
      description={DESCRIPTION}
      breadcrumbs={[{ name: "Dashboard", path: routes.user.dashboard }, { name: "Earnings Center", path: routes.user.earnings }]}
      links={[
        { label: "Dashboard", href: routes.user.dashboard },
        { label: "Browse predictions", href: routes.predictions },
      ]}
    />
  );
}
