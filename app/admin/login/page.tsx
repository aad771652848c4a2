import { AuthPage, authPageMetadata } from "@/components/auth/auth-page";
import { SignInForm } from "@/components/auth/sign-in-form";
import { routes } from "@/lib/site-config";

const PAGE = {
  title: "Admin Sign In",
  description: "Sign in to the admin console with an administrator account.",
  path: routes.admin.login,
};

export const metadata = authPageMetadata(PAGE);

// Any account may sign in here; the admin gate sends a member without an admin role on to /unauthorized.
export default function AdminLoginPage() {
  return (
    <AuthPage page={PAGE} footer={{ lead: "Not an administrator?", href: routes.auth.login, label: "Member sign in" }}>
      <SignInForm defaultRedirect={routes.admin.dashboard} formLabel="Admin sign in form" />
    </AuthPage>
  );
}
