"use client";

import * as React from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { KeyRoundIcon, TriangleAlertIcon } from "lucide-react";
import { toast } from "sonner";

import { NewPasswordFields } from "@/components/auth/new-password-fields";
import { GENERIC_ERROR, serverFieldErrors } from "@/components/auth/server-errors";
import { useLinkToken } from "@/components/auth/use-link-token";
import { BusyButton } from "@/components/forms/busy-button";
import { useZodForm } from "@/components/forms/use-zod-form";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { apiFetch } from "@/lib/api/client";
import { routes } from "@/lib/site-config";
import { resetPasswordFormSchema, type ResetPasswordFormInput } from "@/lib/accounts/auth.input";

const INVALID_LINK = "This reset link is invalid or has expired.";

/** Chooses a new password with the single-use token from the e-mailed link (?token=…). */
export function ResetPasswordForm() {
  const { token, looksValid } = useLinkToken();
  return looksValid ? <NewPasswordForm token={token} /> : <InvalidLink message={INVALID_LINK} />;
}

function NewPasswordForm({ token }: { token: string }) {
  const router = useRouter();
  const [linkError, setLinkError] = React.useState<string | null>(null);
  const [done, setDone] = React.useState(false);
  const { register, handleSubmit, setError, formState } = useZodForm(resetPasswordFormSchema, {
    defaultValues: { password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = formState;

  async function onSubmit(values: ResetPasswordFormInput) {
    const result = await apiFetch<{ message: string }>("/auth/reset-password", {
      method: "POST",
      body: { token, password: values.password },
      skipAuthRedirect: true,
    });
    if (result.success) {
      setDone(true);
      toast.success("Password updated", {
        description: result.data?.message || "Sign in with your new password.",
      });
      router.replace(routes.auth.login);
      return;
    }
    if (result.code === "validation_failed") {
      const passwordError = serverFieldErrors(result.details, ["password"] as const)[0];
      const tokenError = serverFieldErrors(result.details, ["token"] as const)[0];
      if (tokenError && !passwordError) {
        setLinkError(INVALID_LINK);
        return;
      }
      const message = passwordError?.message ?? result.error ?? GENERIC_ERROR;
      setError("password", { type: "server", message }, { shouldFocus: true });
      toast.error("Failed to update password", { description: message });
      return;
    }
    if (result.code === "bad_request" || result.status === 400) {
      setLinkError(result.error || INVALID_LINK);
      return;
    }
    toast.error("Failed to update password", { description: result.error || GENERIC_ERROR });
  }

  if (linkError) return <InvalidLink message={linkError} />;

  const busy = isSubmitting || done;
  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      method="post"
      noValidate
      aria-label="Reset password form"
      className="flex flex-col gap-5"
    >
      <NewPasswordFields
        newPassword={{ registration: register("password"), error: errors.password?.message }}
        confirmPassword={{ registration: register("confirmPassword"), error: errors.confirmPassword?.message }}
      />
      <BusyButton
        type="submit"
        size="lg"
        variant="brand"
        busy={busy}
        busyLabel="Saving..."
        icon={KeyRoundIcon}
        className="w-full"
      >
        Set New Password
      </BusyButton>
    </form>
  );
}

function InvalidLink({ message }: { message: string }) {
  return (
    <div className="flex flex-col gap-5">
      <Alert variant="destructive">
        <TriangleAlertIcon aria-hidden="true" />
        <AlertTitle>Link not valid</AlertTitle>
        <AlertDescription>{message} Reset links work once and expire after 1 hour.</AlertDescription>
      </Alert>
      <Button asChild variant="brand" className="w-full">
        <Link href={routes.auth.forgotPassword}>Request a new link</Link>
      </Button>
    </div>
  );
}

/** Shown in the static shell until the browser has read the token from the address bar. */
export function ResetPasswordFormSkeleton() {
  return (
    <div className="flex flex-col gap-5" aria-hidden="true">
      {[0, 1].map((index) => (
        <div key={index} className="flex flex-col gap-2">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-9 w-full" />
        </div>
      ))}
      <Skeleton className="h-10 w-full" />
    </div>
  );
}
