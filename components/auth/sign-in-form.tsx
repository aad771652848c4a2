"use client";

import * as React from "react";
import Link from "next/link";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2Icon, LogInIcon } from "lucide-react";
import { toast } from "sonner";

import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useAuth } from "@/hooks/use-auth";
import { apiFetch } from "@/lib/api/client";
import { routes } from "@/lib/site-config";
import { EMAIL_MAX, PASSWORD_MAX, loginSchema, safeCallbackPath, type LoginInput } from "@/lib/validations/auth";

import { fieldA11y, FormField } from "./form-field";
import { PasswordInput } from "./password-input";
import { GENERIC_ERROR, serverFieldErrors } from "./server-errors";

const FIELDS = ["email", "password"] as const;

export interface SignInFormProps {
  /** Where to go after signing in when the URL carries no usable `callbackUrl`. */
  defaultRedirect: string;
  /** Accessible name of the form. */
  formLabel?: string;
}

/**
 * Email + password sign-in (public spec §2 "Sign in", admin spec §2 "/admin/login"). POST /api/auth/login sets
 * the session cookie and answers { token, user }; the token and user are stored for the client session,
 * then a full navigation to `callbackUrl` (only a path on this site) or the default page lets server
 * components and the page gate see the new cookie.
 */
export function SignInForm({ defaultRedirect, formLabel = "Sign in form" }: SignInFormProps) {
  const id = React.useId();
  const { status, user, setSession } = useAuth();
  // Stays true while the browser leaves the page, so the button keeps reading 'Signing In...'.
  const [redirecting, setRedirecting] = React.useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: "", password: "" },
    // Validate on submit, then live: errors appearing on blur would shift the button under a click.
    mode: "onSubmit",
  });

  async function onSubmit(values: LoginInput) {
    const result = await apiFetch<{ token: string; user: unknown }>("/auth/login", {
      method: "POST",
      body: values,
      // A 401 here is a wrong password, not an expired session.
      skipAuthRedirect: true,
    });
    if (!result.success) {
      const fieldErrors = result.code === "validation_failed" ? serverFieldErrors(result.details, FIELDS) : [];
      fieldErrors.forEach(({ field, message }, index) =>
        setError(field, { type: "server", message }, { shouldFocus: index === 0 }),
      );
      toast.error("Login Failed", { description: fieldErrors[0]?.message ?? (result.error || GENERIC_ERROR) });
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
  const emailId = `${id}-email`;
  const passwordId = `${id}-password`;

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

      <FormField id={emailId} label="Email" error={errors.email?.message}>
        <Input
          {...fieldA11y(emailId, errors.email?.message)}
          type="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={EMAIL_MAX}
          placeholder="you@example.com"
          {...register("email")}
        />
      </FormField>

      <FormField
        id={passwordId}
        label="Password"
        error={errors.password?.message}
        aside={
          <Link href={routes.auth.forgotPassword} className="text-sm font-medium text-brand-strong hover:underline">
            Forgot password?
          </Link>
        }
      >
        <PasswordInput
          {...fieldA11y(passwordId, errors.password?.message)}
          autoComplete="current-password"
          maxLength={PASSWORD_MAX}
          {...register("password")}
        />
      </FormField>

      <Button type="submit" size="lg" variant="brand" disabled={busy} className="w-full">
        {busy ? (
          <>
            <Loader2Icon aria-hidden="true" className="animate-spin" />
            Signing In...
          </>
        ) : (
          <>
            <LogInIcon aria-hidden="true" />
            Sign In
          </>
        )}
      </Button>
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
