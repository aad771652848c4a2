import Link from "next/link";

import { AuthCard } from "@/components/auth/auth-card";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site-config";

import { SignupForm } from "./_components/signup-form";

const TITLE = "Create Your Account";
const DESCRIPTION = "Create a free account with your name, email and a password to unlock more predictions, favourites and your dashboard.";

export const metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: routes.auth.signup,
  noIndex: true,
});

export default function SignupPage() {
  return (
    <AuthCard
      title={TITLE}
      description={DESCRIPTION}
      footer={
        <p>
          Already have an account?{" "}
          <Link href={routes.auth.login} className="font-medium text-brand-strong hover:underline">
            Sign In
          </Link>
        </p>
      }
    >
      <SignupForm />
    </AuthCard>
  );
}
