import { AuthPage, authPageMetadata, BACK_TO_SIGN_IN } from "@/components/auth/auth-page";
import { routes } from "@/lib/site-config";

import { VerifyEmail, VerifyEmailSkeleton } from "./_components/verify-email";

const PAGE = {
  title: "Confirm Your E-mail",
  description: "Confirm the address of your new account with the link we e-mailed you, or ask for a new link.",
  path: routes.auth.verifyEmail,
};

// Reached from the e-mailed link (or the sign-up and sign-in pages to resend it); never indexed.
export const metadata = authPageMetadata(PAGE);

export default function VerifyEmailPage() {
  return (
    <AuthPage page={PAGE} footer={BACK_TO_SIGN_IN} fallback={<VerifyEmailSkeleton />}>
      <VerifyEmail />
    </AuthPage>
  );
}
