import { PlaceholderPage } from "@/components/layout/placeholder-page";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site-config";

const TITLE = "Sign In";
const DESCRIPTION = "Sign in with your email and password to reach your dashboard.";

export const metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: routes.auth.login,
  noIndex: true,
});

export default function LoginPage() {
  return (
    <PlaceholderPage
      title={TITLE}
      description={DESCRIPTION}
      breadcrumbs={[{ name: "Sign In", path: routes.auth.login }]}
      links={[
        { label: "Join Elite", href: routes.auth.signup },
        { label: "Back to home", href: routes.home },
      ]}
    />
  );
}
