import { AuthPage, authPageMetadata } from "@/components/auth/auth-page";
import { SignInForm } from "@/components/auth/sign-in-form";
import { routes, siteConfig } from "@/lib/site-config";

const PAGE = {
  title: "Sign In",
  description: "Sign in with your email and password to reach your dashboard.",
  path: routes.auth.login,
};

export const metadata = authPageMetadata(PAGE);

export default function LoginPage() {
  return (
    <AuthPage
      page={PAGE}
      cardDescription={`Welcome back to ${siteConfig.name}. ${PAGE.description}`}
      footer={{ lead: "New here?", href: routes.auth.signup, label: "Create a free account" }}
    >
      <SignInForm defaultRedirect={routes.user.dashboard} offerConfirmation />
    </AuthPage>
  );
}
