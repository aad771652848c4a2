import { PlaceholderPage } from "@/components/layout/placeholder-page";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site-config";

const TITLE = "Backend Integration Tests";
const DESCRIPTION = "Run each API endpoint test, or all of them in sequence, and see Pass or Fail with the JSON result.";

export const metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: routes.testBackend,
  noIndex: true,
});

export default function TestBackendPage() {
  return (
    <PlaceholderPage
      title={TITLE}
      description={DESCRIPTION}
      breadcrumbs={[{ name: "Backend Tests", path: routes.testBackend }]}
    />
  );
}
