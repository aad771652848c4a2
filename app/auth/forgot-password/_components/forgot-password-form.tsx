"use client";

import * as React from "react";
import Link from "next/link";
import { MailCheckIcon, SendIcon } from "lucide-react";

import { EmailField } from "@/components/auth/email-field";
import { failedCallFieldErrors, reportFieldErrors } from "@/components/auth/server-errors";
import { BusyButton } from "@/components/forms/busy-button";
import { useZodForm } from "@/components/forms/use-zod-form";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/api/client";
import { routes } from "@/lib/site-config";
import { forgotPasswordSchema, type ForgotPasswordInput } from "@/lib/accounts/auth.input";

/** The one answer, whether or not an account uses the address: the page never reveals which. */
const RESET_LINK_SENT =
  "If an account exists for that address, we have sent a link to reset the password. The link expires in 1 hour.";

/** Asks POST /api/auth/forgot-password for a reset link. */
export function ForgotPasswordForm() {
  const [sent, setSent] = React.useState(false);
  const { register, handleSubmit, setError, reset, formState } = useZodForm(forgotPasswordSchema, {
    defaultValues: { email: "" },
  });
  const { errors, isSubmitting } = formState;

  async function onSubmit(values: ForgotPasswordInput) {
    const result = await apiFetch<{ message: string }>("/auth/forgot-password", {
      method: "POST",
      body: values,
      skipAuthRedirect: true,
    });
    if (result.success) {
      setSent(true);
      return;
    }
    // Only input problems, rate limits and outages get here; none of them depends on the address existing.
    reportFieldErrors(
      setError,
      failedCallFieldErrors(result, ["email"] as const),
      "Could not send the reset link",
      result.error,
    );
  }

  if (sent) {
    return (
      <div className="flex flex-col gap-5">
        <Alert variant="success" role="status">
          <MailCheckIcon aria-hidden="true" />
          <AlertTitle>Check your inbox</AlertTitle>
          <AlertDescription>{RESET_LINK_SENT}</AlertDescription>
        </Alert>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button asChild variant="brand" className="flex-1">
            <Link href={routes.auth.login}>Back to sign in</Link>
          </Button>
          <Button
            type="button"
            variant="outline"
            className="flex-1"
            onClick={() => {
              reset({ email: "" });
              setSent(false);
            }}
          >
            Use another address
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      method="post"
      noValidate
      aria-label="Forgot password form"
      className="flex flex-col gap-5"
    >
      <EmailField registration={register("email")} error={errors.email?.message} placeholder="you@example.com" />
      <BusyButton
        type="submit"
        size="lg"
        variant="brand"
        busy={isSubmitting}
        busyLabel="Sending Link..."
        icon={SendIcon}
        className="w-full"
      >
        Send Reset Link
      </BusyButton>
    </form>
  );
}
