import { PlaceholderPage } from "@/components/layout/placeholder-page";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site-config";

const TITLE = "Admin Sign In";
const DESCRIPTION = "Sign in to the admin console with an administrator account.";

export const metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: routes.admin.login,
  noIndex: true,
});

export default function AdminLoginPage() {
  return (
    <PlaceholderPage
      title={TITLE}
      description={DESCRIPTION}
      breadcrumbs={[{ name: "Admin Sign In", path: routes.admin.login }]}
      links={[
        { label: "User sign in", href: routes.auth.login },
        { label: "Back to home", href: routes.home },
      ]}
    />
  );
}
