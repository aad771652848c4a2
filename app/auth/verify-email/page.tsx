import { Suspense } from "react";
import Link from "next/link";

import { AuthCard } from "@/components/auth/auth-card";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site-config";

import { VerifyEmail, VerifyEmailSkeleton } from "./_components/verify-email";

const TITLE = "Confirm Your E-mail";
const DESCRIPTION = "Confirm the address of your new account with the link we e-mailed you, or ask for a new link.";

// Reached from the e-mailed link (or the sign-up and sign-in pages to resend it); never indexed.
export const metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: routes.auth.verifyEmail,
  noIndex: true,
});

export default function VerifyEmailPage() {
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
      <Suspense fallback={<VerifyEmailSkeleton />}>
        <VerifyEmail />
      </Suspense>
    </AuthCard>
  );
}
