import Link from "next/link";

import { AuthCard } from "@/components/auth/auth-card";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site-config";

import { ForgotPasswordForm } from "./_components/forgot-password-form";

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
    <AuthCard
      title={TITLE}
      description={DESCRIPTION}
      footer={
        <p>
          Remembered it?{" "}
          <Link href={routes.auth.login} className="font-medium text-brand-strong hover:underline">
            Back to sign in
          </Link>
        </p>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
