"use client";

import * as React from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2Icon, LogOutIcon } from "lucide-react";
import { toast } from "sonner";

import { fieldA11y, FormField } from "@/components/auth/form-field";
import { PasswordInput } from "@/components/auth/password-input";
import { GENERIC_ERROR, serverFieldErrors } from "@/components/auth/server-errors";
import { Button } from "@/components/ui/button";
import { useAuth, type SessionUser } from "@/hooks/use-auth";
import { apiFetch, endLocalSession } from "@/lib/api/client";
import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  changePasswordFormSchema,
  type ChangePasswordFormInput,
} from "@/lib/validations/auth";

import { SaveButton } from "./save-button";
import { SettingsCard } from "./settings-card";

const EMPTY_FORM: ChangePasswordFormInput = { currentPassword: "", newPassword: "", confirmPassword: "" };
const FIELDS = ["currentPassword", "newPassword"] as const;

/** Security tab: change the password, and sign out every other browser or device. */
export function SecurityPanel({ user }: { user: SessionUser }) {
  return (
    <div className="flex flex-col gap-6">
      <ChangePasswordForm user={user} />
      <OtherSessionsCard user={user} />
    </div>
  );
}

function ChangePasswordForm({ user }: { user: SessionUser }) {
  const id = React.useId();
  const { setSession } = useAuth();
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordFormInput>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY_FORM,
    mode: "onSubmit",
  });
  const [currentPassword, newPassword, confirmPassword] = useWatch({
    control,
    name: ["currentPassword", "newPassword", "confirmPassword"],
  });
  // Public spec §5: the button stays disabled until all three fields are filled.
  const complete = Boolean(currentPassword && newPassword && confirmPassword);

  async function onSubmit(values: ChangePasswordFormInput) {
    const result = await apiFetch<{ token: string }>("/auth/change-password", {
      method: "PUT",
      body: { currentPassword: values.currentPassword, newPassword: values.newPassword },
      // A wrong current password may answer 401; that must not end the session.
      skipAuthRedirect: true,
    });
    if (!result.success) {
      const wrongCurrent = /current password/i.test(result.error);
      if (result.status === 401 && !wrongCurrent) {
        // The session itself has expired: same as any other 401 (public spec §4).
        endLocalSession();
        return;
      }
      const fieldErrors = wrongCurrent
        ? [{ field: "currentPassword" as const, message: result.error }]
        : result.code === "validation_failed"
          ? serverFieldErrors(result.details, FIELDS)
          : [];
      fieldErrors.forEach(({ field, message }, index) =>
        setError(field, { type: "server", message }, { shouldFocus: index === 0 }),
      );
      toast.error("Failed to update password", { description: fieldErrors[0]?.message ?? (result.error || GENERIC_ERROR) });
      return;
    }
    // The change signs out every session; the answer carries a fresh token for this browser.
    if (result.data?.token) setSession(result.data.token, user);
    reset(EMPTY_FORM);
    toast.success("Password updated", { description: "Any other signed-in browsers and devices have been signed out." });
  }

  const currentId = `${id}-current`;
  const newId = `${id}-new`;
  const confirmId = `${id}-confirm`;
  return (
    <SettingsCard
      title="Change password"
      description="Changing your password signs you out everywhere else; this browser stays signed in."
    >
      <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Change password" className="flex flex-col gap-5">
        {/* Lets password managers attach the new password to the right account. */}
        <input type="text" name="username" autoComplete="username" value={user.email} readOnly hidden />
        <FormField id={currentId} label="Current password" error={errors.currentPassword?.message}>
          <PasswordInput
            {...fieldA11y(currentId, errors.currentPassword?.message)}
            autoComplete="current-password"
            maxLength={PASSWORD_MAX}
            {...register("currentPassword")}
          />
        </FormField>
        <FormField
          id={newId}
          label="New password"
          error={errors.newPassword?.message}
          hint={`At least ${PASSWORD_MIN} characters. A longer passphrase is stronger.`}
        >
          <PasswordInput
            {...fieldA11y(newId, errors.newPassword?.message, true)}
            autoComplete="new-password"
            maxLength={PASSWORD_MAX}
            {...register("newPassword")}
          />
        </FormField>
        <FormField id={confirmId} label="Confirm new password" error={errors.confirmPassword?.message}>
          <PasswordInput
            {...fieldA11y(confirmId, errors.confirmPassword?.message)}
            autoComplete="new-password"
            maxLength={PASSWORD_MAX}
            {...register("confirmPassword")}
          />
        </FormField>
        <SaveButton saving={isSubmitting} disabled={!complete} label="Update Password" />
      </form>
    </SettingsCard>
  );
}

function OtherSessionsCard({ user }: { user: SessionUser }) {
  const { setSession } = useAuth();
  const [busy, setBusy] = React.useState(false);

  async function revokeOthers() {
    setBusy(true);
    const result = await apiFetch<{ token: string }>("/auth/sessions/revoke-others", { method: "POST" });
    setBusy(false);
    if (!result.success) {
      toast.error("Failed to sign out other sessions", { description: result.error || GENERIC_ERROR });
      return;
    }
    if (result.data?.token) setSession(result.data.token, user);
    toast.success("Other sessions signed out");
  }

  return (
    <SettingsCard
      title="Other sessions"
      description="Signed in on a shared or lost device? Sign out every other browser and device; this one stays signed in."
    >
      <Button type="button" variant="outline" onClick={() => void revokeOthers()} disabled={busy}>
        {busy ? (
          <>
            <Loader2Icon aria-hidden="true" className="animate-spin" />
            Signing out...
          </>
        ) : (
          <>
            <LogOutIcon aria-hidden="true" />
            Sign out other sessions
          </>
        )}
      </Button>
    </SettingsCard>
  );
}
