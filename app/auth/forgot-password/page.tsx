import { AuthPage, authPageMetadata, BACK_TO_SIGN_IN } from "@/components/auth/auth-page";
import { routes } from "@/lib/site-config";

import { ForgotPasswordForm } from "./_components/forgot-password-form";

const PAGE = {
  title: "Reset Your Password",
  description: "Enter your email address and we will send you a single-use link to choose a new password.",
  path: routes.auth.forgotPassword,
};

export const metadata = authPageMetadata(PAGE);

export default function ForgotPasswordPage() {
  return (
    <AuthPage page={PAGE} footer={{ lead: "Remembered it?", ...BACK_TO_SIGN_IN }}>
      <ForgotPasswordForm />
    </AuthPage>
  );
}
