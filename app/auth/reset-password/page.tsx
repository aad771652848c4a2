import { Suspense } from "react";
import Link from "next/link";

import { AuthCard } from "@/components/auth/auth-card";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site-config";

import { ResetPasswordForm, ResetPasswordFormSkeleton } from "./_components/reset-password-form";

const TITLE = "Choose a New Password";
const DESCRIPTION = "Set a new password for your account with the link we e-mailed you.";

// Reached only from the e-mailed link: not linked from any page, not in the sitemap, never indexed.
export const metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: routes.auth.resetPassword,
  noIndex: true,
});

export default function ResetPasswordPage() {
  return (
    <AuthCard
      title={TITLE}
      description={DESCRIPTION}
      footer={
        <p>
          <Link href={routes.auth.login} className="font-medium text-brand-strong hover:underline">
            Back to sign in
          </Link>
        </p>
      }
    >
      {/* The token is in the query string: read in the browser, inside Suspense, so the page stays a static shell. */}
      <Suspense fallback={<ResetPasswordFormSkeleton />}>
        <ResetPasswordForm />
      </Suspense>
    </AuthCard>
  );
}
