import { PlaceholderPage } from "@/components/layout/placeholder-page";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site-config";

const TITLE = "Track Record";
const DESCRIPTION = "Every settled prediction counted: accuracy, return at the published odds and calibration by sport, market and month, with sample sizes.";

export const metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: routes.trackRecord,
});

export default function TrackRecordPage() {
  return (
    <PlaceholderPage
      title={TITLE}
      description={DESCRIPTION}
      breadcrumbs={[{ name: "Track Record", path: routes.trackRecord }]}
    />
  );
}
