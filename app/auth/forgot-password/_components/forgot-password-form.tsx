"use client";

import * as React from "react";
import Link from "next/link";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2Icon, MailCheckIcon, SendIcon } from "lucide-react";
import { toast } from "sonner";

import { fieldA11y, FormField } from "@/components/auth/form-field";
import { GENERIC_ERROR, serverFieldErrors } from "@/components/auth/server-errors";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/client";
import { routes } from "@/lib/site-config";
import { EMAIL_MAX, forgotPasswordSchema, type ForgotPasswordInput } from "@/lib/validations/auth";

/** The one answer, whether or not an account uses the address: the page never reveals which. */
const RESET_LINK_SENT =
  "If an account exists for that address, we have sent a link to reset the password. The link expires in 1 hour.";

/** Asks POST /api/auth/forgot-password for a reset link. */
export function ForgotPasswordForm() {
  const id = React.useId();
  const [sent, setSent] = React.useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: "" },
    mode: "onSubmit",
  });

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
    const fieldError = result.code === "validation_failed" ? serverFieldErrors(result.details, ["email"] as const)[0] : undefined;
    if (fieldError) setError("email", { type: "server", message: fieldError.message }, { shouldFocus: true });
    toast.error("Could not send the reset link", { description: fieldError?.message ?? (result.error || GENERIC_ERROR) });
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

  const emailId = `${id}-email`;
  return (
    <form onSubmit={handleSubmit(onSubmit)} method="post" noValidate aria-label="Forgot password form" className="flex flex-col gap-5">
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
      <Button type="submit" size="lg" variant="brand" disabled={isSubmitting} className="w-full">
        {isSubmitting ? (
          <>
            <Loader2Icon aria-hidden="true" className="animate-spin" />
            Sending Link...
          </>
        ) : (
          <>
            <SendIcon aria-hidden="true" />
            Send Reset Link
          </>
        )}
      </Button>
    </form>
  );
}
