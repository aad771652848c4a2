import { AuthPage, authPageMetadata } from "@/components/auth/auth-page";
import { routes } from "@/lib/site-config";

import { SignupForm } from "./_components/signup-form";

const PAGE = {
  title: "Create Your Account",
  description:
    "Create a free account with your name, email and a password to unlock more predictions, favourites and your " +
    "dashboard.",
  path: routes.auth.signup,
};

export const metadata = authPageMetadata(PAGE);

export default function SignupPage() {
  return (
    <AuthPage page={PAGE} footer={{ lead: "Already have an account?", href: routes.auth.login, label: "Sign In" }}>
      <SignupForm />
    </AuthPage>
  );
}
