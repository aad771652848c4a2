import Link from "next/link";

import { AuthCard } from "@/components/auth/auth-card";
import { SignInForm } from "@/components/auth/sign-in-form";
import { PerRequestBoundary } from "@/components/security/per-request-boundary";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site-config";

const TITLE = "Admin Sign In";
const DESCRIPTION = "Sign in to the admin console with an administrator account.";

export const metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: routes.admin.login,
  noIndex: true,
});

// Any account may sign in here; the admin gate sends a member without an admin role on to /unauthorized.
export default function AdminLoginPage() {
  return (
    <AuthCard
      title={TITLE}
      description={DESCRIPTION}
      footer={
        <p>
          Not an administrator?{" "}
          <Link href={routes.auth.login} className="font-medium text-brand-strong hover:underline">
            Member sign in
          </Link>
        </p>
      }
    >
      <SignInForm defaultRedirect={routes.admin.dashboard} formLabel="Admin sign in form" />
      {/* The nonce-based Content-Security-Policy needs part of the page rendered per request. */}
      <PerRequestBoundary />
    </AuthCard>
  );
}
