import { AuthPage, authPageMetadata, BACK_TO_SIGN_IN } from "@/components/auth/auth-page";
import { routes } from "@/lib/site-config";

import { ResetPasswordForm, ResetPasswordFormSkeleton } from "./_components/reset-password-form";

const PAGE = {
  title: "Choose a New Password",
  description: "Set a new password for your account with the link we e-mailed you.",
  path: routes.auth.resetPassword,
};

// Reached only from the e-mailed link: not linked from any page, not in the sitemap, never indexed.
export const metadata = authPageMetadata(PAGE);

export default function ResetPasswordPage() {
  return (
    <AuthPage page={PAGE} footer={BACK_TO_SIGN_IN} fallback={<ResetPasswordFormSkeleton />}>
      <ResetPasswordForm />
    </AuthPage>
  );
}
