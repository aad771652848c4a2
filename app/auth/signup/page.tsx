import { PlaceholderPage } from "@/components/layout/placeholder-page";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site-config";

const TITLE = "Create Your Account";
const DESCRIPTION = "Create a free account with your name, email and a password to unlock more predictions, favourites and your dashboard.";

export const metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: routes.auth.signup,
  noIndex: true,
});

export default function SignupPage() {
  return (
    <PlaceholderPage
      title={TITLE}
      description={DESCRIPTION}
      breadcrumbs={[{ name: "Sign Up", path: routes.auth.signup }]}
      links={[
        { label: "Sign In", href: routes.auth.login },
        { label: "Back to home", href: routes.home },
      ]}
    />
  );
}
