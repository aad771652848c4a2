import Link from "next/link";

import { AuthCard } from "@/components/auth/auth-card";
import { SignInForm } from "@/components/auth/sign-in-form";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes, siteConfig } from "@/lib/site-config";

const TITLE = "Sign In";
const DESCRIPTION = "Sign in with your email and password to reach your dashboard.";

export const metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: routes.auth.login,
  noIndex: true,
});

export default function LoginPage() {
  return (
    <AuthCard
      title={TITLE}
      description={`Welcome back to ${siteConfig.name}. ${DESCRIPTION}`}
      footer={
        <p>
          New here?{" "}
          <Link href={routes.auth.signup} className="font-medium text-brand-strong hover:underline">
            Join Elite
          </Link>
        </p>
      }
    >
      <SignInForm defaultRedirect={routes.user.dashboard} offerConfirmation />
    </AuthCard>
  );
}
