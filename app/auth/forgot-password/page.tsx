import { PlaceholderPage } from "@/components/layout/placeholder-page";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site-config";

const TITLE = "Reset Your Password";
const DESCRIPTION = "Enter your email address and we will send you a single-use link to choose a new password.";

export const metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: routes.auth.forgotPassword,
  noIndex: true,
});

export default function ForgotPasswordPage() {
  return (
    <PlaceholderPage
      title={TITLE}
      description={DESCRIPTION}
      breadcrumbs={[{ name: "Sign In", path: routes.auth.login }, { name: "Forgot Password", path: routes.auth.forgotPassword }]}
      links={[
        { label: "Back to sign in", href: routes.auth.login },
        { label: "Back to home", href: routes.home },
      ]}
    />
  );
}
