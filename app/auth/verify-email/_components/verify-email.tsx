"use client";

import * as React from "react";
import { KeyRoundIcon, MailCheckIcon, SendIcon, ShieldCheckIcon, TriangleAlertIcon } from "lucide-react";
import { toast } from "sonner";

import { EmailField } from "@/components/auth/email-field";
import { NewPasswordFields } from "@/components/auth/new-password-fields";
import {
  failedCallFieldErrors,
  GENERIC_ERROR,
  reportFieldErrors,
  serverFieldErrors,
} from "@/components/auth/server-errors";
import { useLinkToken } from "@/components/auth/use-link-token";
import { BusyButton } from "@/components/forms/busy-button";
import { useZodForm } from "@/components/forms/use-zod-form";
import { fieldA11y, FormField } from "@/components/forms/form-field";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { useAuth } from "@/components/providers/use-auth";
import { apiFetch } from "@/lib/api/client";
import { routes } from "@/lib/site-config";
import {
  choosePasswordFormSchema,
  FULL_NAME_MAX,
  resendVerificationSchema,
  type ChoosePasswordFormInput,
  type ResendVerificationInput,
} from "@/lib/accounts/auth.input";

const INVALID_LINK = "This confirmation link is invalid, has already been used or has expired.";

/**
 * With ?token=… from the e-mailed link: a button that confirms the address (POST /api/auth/verify-email) and
 * signs the member in. The token is not used on page load, so a mail scanner opening the link cannot
 * spend it. When the account has no password yet (a new link for a sign-up, or an admin confirmed the address),
 * the server asks for one and the page shows the name and password form. Without a usable token: a form that
 * asks for a new link.
 */
export function VerifyEmail() {
  const { token, looksValid } = useLinkToken();
  const [linkError, setLinkError] = React.useState<string | null>(null);
  const [choosePassword, setChoosePassword] = React.useState<string | null>(null);
  if (!token) return <ResendForm />;
  if (!looksValid || linkError) return <ResendForm notice={linkError ?? INVALID_LINK} />;
  if (choosePassword) return <ChoosePasswordForm token={token} prompt={choosePassword} onInvalid={setLinkError} />;
  return <ConfirmButton token={token} onInvalid={setLinkError} onPasswordNeeded={setChoosePassword} />;
}

type VerifyAnswer = { token: string; user: unknown };

/** Stores the session the confirmation answered and opens the dashboard. */
function useSignInAfterConfirm() {
  const { setSession } = useAuth();
  return (session: VerifyAnswer) => {
    setSession(session.token, session.user);
    // A full navigation, so server components and the page gate see the new session cookie.
    window.location.assign(routes.user.dashboard);
  };
}

function ConfirmButton({
  token,
  onInvalid,
  onPasswordNeeded,
}: {
  token: string;
  onInvalid: (message: string) => void;
  onPasswordNeeded: (message: string) => void;
}) {
  const signIn = useSignInAfterConfirm();
  const [busy, setBusy] = React.useState(false);

  async function confirm() {
    setBusy(true);
    const result = await apiFetch<VerifyAnswer>("/auth/verify-email", {
      method: "POST",
      body: { token },
      skipAuthRedirect: true,
    });
    if (!result.success) {
      setBusy(false);
      const passwordNeeded =
        result.status === 422 && serverFieldErrors(result.details, ["password"] as const).length > 0;
      if (passwordNeeded) onPasswordNeeded(result.error);
      else if (result.status === 400 || result.status === 422) onInvalid(result.error || INVALID_LINK);
      else toast.error("Could not confirm the address", { description: result.error || GENERIC_ERROR });
      return;
    }
    signIn(result.data);
  }

  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-muted-foreground">
        Confirm that this address is yours to finish creating your account. You will be signed in.
      </p>
      <BusyButton
        type="button"
        size="lg"
        variant="brand"
        busy={busy}
        busyLabel="Confirming..."
        icon={ShieldCheckIcon}
        className="w-full"
        onClick={confirm}
      >
        Confirm My Address
      </BusyButton>
    </div>
  );
}

const CHOOSE_FIELDS = ["fullName", "password", "confirmPassword"] as const;

/** The account has no password yet: whoever holds the link chooses the name and password, then is signed in. */
function ChoosePasswordForm({
  token,
  prompt,
  onInvalid,
}: {
  token: string;
  prompt: string;
  onInvalid: (message: string) => void;
}) {
  const id = React.useId();
  const signIn = useSignInAfterConfirm();
  const { register, handleSubmit, setError, formState } = useZodForm(choosePasswordFormSchema, {
    defaultValues: { fullName: "", password: "", confirmPassword: "" } satisfies ChoosePasswordFormInput,
  });
  const { errors, isSubmitting } = formState;

  async function onSubmit(values: ChoosePasswordFormInput) {
    const body = { token, fullName: values.fullName, password: values.password };
    const result = await apiFetch<VerifyAnswer>("/auth/verify-email", { method: "POST", body, skipAuthRedirect: true });
    if (result.success) return signIn(result.data);
    const fieldErrors = failedCallFieldErrors(result, CHOOSE_FIELDS);
    if (fieldErrors.length === 0 && result.status === 400) return onInvalid(result.error || INVALID_LINK);
    reportFieldErrors(setError, fieldErrors, "Could not confirm the address", result.error);
  }

  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      method="post"
      noValidate
      aria-label="Choose your password form"
      className="flex flex-col gap-5"
    >
      <p className="text-sm text-muted-foreground">{prompt} Confirming the address signs you in.</p>
      <FormField id={`${id}-name`} label="Your name" error={errors.fullName?.message}>
        <Input
          {...fieldA11y(`${id}-name`, errors.fullName?.message)}
          autoComplete="name"
          maxLength={FULL_NAME_MAX}
          {...register("fullName")}
        />
      </FormField>
      <NewPasswordFields
        labels={{ newPassword: "Password", confirmPassword: "Confirm password" }}
        newPassword={{ registration: register("password"), error: errors.password?.message }}
        confirmPassword={{ registration: register("confirmPassword"), error: errors.confirmPassword?.message }}
      />
      <BusyButton
        type="submit"
        size="lg"
        variant="brand"
        busy={isSubmitting}
        busyLabel="Confirming..."
        icon={KeyRoundIcon}
        className="w-full"
      >
        Confirm and Sign In
      </BusyButton>
    </form>
  );
}

const RESENT =
  "If an account at that address is waiting to be confirmed, we have sent it a new link. The link expires in 24 hours.";

function ResendForm({ notice }: { notice?: string }) {
  const [sent, setSent] = React.useState(false);
  const { register, handleSubmit, setError, formState } = useZodForm(resendVerificationSchema, {
    defaultValues: { email: "" },
  });
  const { errors, isSubmitting } = formState;

  async function onSubmit(values: ResendVerificationInput) {
    const result = await apiFetch<{ message: string }>("/auth/resend-verification", {
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
      "Could not send the link",
      result.error,
    );
  }

  if (sent) {
    return (
      <Alert variant="success" role="status">
        <MailCheckIcon aria-hidden="true" />
        <AlertTitle>Check your inbox</AlertTitle>
        <AlertDescription>{RESENT}</AlertDescription>
      </Alert>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      {notice ? (
        <Alert variant="destructive">
          <TriangleAlertIcon aria-hidden="true" />
          <AlertTitle>Link not valid</AlertTitle>
          <AlertDescription>{notice} Ask for a new one below.</AlertDescription>
        </Alert>
      ) : null}
      <form
        onSubmit={handleSubmit(onSubmit)}
        method="post"
        noValidate
        aria-label="Resend confirmation form"
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
          Send a New Link
        </BusyButton>
      </form>
    </div>
  );
}

/** Shown in the static shell until the browser has read the token from the address bar. */
export function VerifyEmailSkeleton() {
  return (
    <div className="flex flex-col gap-5" aria-hidden="true">
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-10 w-full" />
    </div>
  );
}
