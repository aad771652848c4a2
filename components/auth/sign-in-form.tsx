"use client";

import * as React from "react";
import Link from "next/link";
import { LogInIcon, MailCheckIcon } from "lucide-react";
import { toast } from "sonner";

import { BusyButton } from "@/components/forms/busy-button";
import { useHydrated } from "@/hooks/use-hydrated";
import { useZodForm } from "@/components/forms/use-zod-form";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { useAuth } from "@/components/providers/use-auth";
import { apiFetch } from "@/lib/api/client";
import { routes } from "@/lib/site-config";
import { loginSchema, safeCallbackPath, type LoginInput } from "@/lib/accounts/auth.input";

import { EmailField } from "./email-field";
import { PasswordField } from "./password-field";
import { failedCallFieldErrors, GENERIC_ERROR, reportFieldErrors } from "./server-errors";

const FIELDS = ["email", "password"] as const;

/** The reason a sign-in with the right password answers 403: the address is not confirmed (a fresh link was sent). */
const EMAIL_UNCONFIRMED = "email_unconfirmed";

export interface SignInFormProps {
  /** Where to go after signing in when the URL carries no usable `callbackUrl`. */
  defaultRedirect: string;
  /** Accessible name of the form. */
  formLabel?: string;
  /** The member sign-in offers the link to confirm a new address (the admin one does not). */
  offerConfirmation?: boolean;
}

/**
 * Email + password sign-in. POST /api/auth/login sets
 * the session cookie and answers { token, user }; the token and user are stored for the client session,
 * then a full navigation to `callbackUrl` (only a path on this site) or the default page lets server
 * components and the page gate see the new cookie.
 */
export function SignInForm({
  defaultRedirect,
  formLabel = "Sign in form",
  offerConfirmation = false,
}: SignInFormProps) {
  const { status, user, setSession } = useAuth();
  // Stays true while the browser leaves the page, so the button keeps reading 'Signing In...'.
  const [redirecting, setRedirecting] = React.useState(false);
  // Set when the server answered "confirm your address first": its message, shown instead of a failure toast.
  const [confirmFirst, setConfirmFirst] = React.useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useZodForm(loginSchema, {
    defaultValues: { email: "", password: "" },
  });
  const { errors, isSubmitting } = formState;

  async function onSubmit(values: LoginInput) {
    setConfirmFirst(null);
    const result = await apiFetch<{ token: string; user: unknown }>("/auth/login", {
      method: "POST",
      body: values,
      // A 401 here is a wrong password, not an expired session.
      skipAuthRedirect: true,
    });
    if (!result.success) {
      if (result.status === 403 && (result.details as { reason?: unknown } | undefined)?.reason === EMAIL_UNCONFIRMED) {
        setConfirmFirst(result.error);
        return;
      }
      reportFieldErrors(setError, failedCallFieldErrors(result, FIELDS), "Login Failed", result.error);
      return;
    }
    try {
      setSession(result.data.token, result.data.user);
    } catch {
      toast.error("Login Failed", { description: GENERIC_ERROR });
      return;
    }
    setRedirecting(true);
    window.location.assign(redirectTarget(defaultRedirect));
  }

  const busy = isSubmitting || redirecting;
  // The page is static and often paints before its code runs: until then the button cannot send (a native
  // submit would only reload the page and clear what was typed).
  const hydrated = useHydrated();

  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      // A submit before hydration must not put the password into the URL of a GET.
      method="post"
      noValidate
      aria-label={formLabel}
      className="flex flex-col gap-5"
    >
      {status === "authenticated" && user && !busy ? (
        <Alert>
          <AlertDescription>
            <span>
              You are signed in as <strong className="font-medium text-foreground">{user.email}</strong>.{" "}
              <Link href={defaultRedirect} className="font-medium text-brand-strong hover:underline">
                Continue
              </Link>{" "}
              or sign in with another account.
            </span>
          </AlertDescription>
        </Alert>
      ) : null}

      {confirmFirst ? (
        <Alert variant="success" role="status">
          <MailCheckIcon aria-hidden="true" />
          <AlertTitle>Confirm your e-mail address</AlertTitle>
          <AlertDescription>
            <p>
              {confirmFirst}{" "}
              <Link href={routes.auth.verifyEmail} className="font-medium text-brand-strong hover:underline">
                No e-mail? Ask for another link
              </Link>
              .
            </p>
          </AlertDescription>
        </Alert>
      ) : null}

      <EmailField registration={register("email")} error={errors.email?.message} placeholder="you@example.com" />

      <PasswordField
        label="Password"
        autoComplete="current-password"
        registration={register("password")}
        error={errors.password?.message}
        aside={
          <Link href={routes.auth.forgotPassword} className="text-sm font-medium text-brand-strong hover:underline">
            Forgot password?
          </Link>
        }
      />

      <BusyButton
        type="submit"
        size="lg"
        variant="brand"
        busy={busy}
        disabled={!hydrated}
        busyLabel="Signing In..."
        icon={LogInIcon}
        className="w-full"
      >
        Sign In
      </BusyButton>

      {/* Shown to everyone: a new member may not have signed in yet, or may look for the link again. */}
      {offerConfirmation ? (
        <p className="text-center text-sm text-muted-foreground">
          Just signed up?{" "}
          <Link href={routes.auth.verifyEmail} className="font-medium text-brand-strong hover:underline">
            Confirm your e-mail or get a new link
          </Link>
        </p>
      ) : null}
    </form>
  );
}

/**
 * The page to open after signing in: a same-site `callbackUrl` from the address bar, read at submit time so the
 * form stays part of the static page shell (no useSearchParams). Sign-in pages themselves are skipped.
 */
function redirectTarget(fallback: string): string {
  const requested = safeCallbackPath(new URLSearchParams(window.location.search).get("callbackUrl"));
  if (!requested) return fallback;
  const pathname = requested.split(/[?#]/, 1)[0] ?? "";
  const isSignInPage = [routes.auth.login, routes.auth.signup, routes.admin.login, "/login"].some(
    (page) => pathname === page || pathname.startsWith(`${page}/`),
  );
  return isSignInPage ? fallback : requested;
}
