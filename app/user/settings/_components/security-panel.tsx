"use client";

import * as React from "react";
import { useWatch } from "react-hook-form";
import { LogOutIcon } from "lucide-react";
import { toast } from "sonner";

import { NewPasswordFields } from "@/components/auth/new-password-fields";
import { PasswordField } from "@/components/auth/password-field";
import { failedCallFieldErrors, GENERIC_ERROR, reportFieldErrors } from "@/components/auth/server-errors";
import { BusyButton } from "@/components/forms/busy-button";
import { useZodForm } from "@/components/forms/use-zod-form";
import { useAuth, type SessionUser } from "@/components/providers/use-auth";
import { apiFetch, endLocalSession } from "@/lib/api/client";
import { changePasswordFormSchema, type ChangePasswordFormInput } from "@/lib/accounts/auth.input";

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
  const { setSession } = useAuth();
  const { control, register, handleSubmit, reset, setError, formState } = useZodForm(changePasswordFormSchema, {
    defaultValues: EMPTY_FORM,
  });
  const { errors, isSubmitting } = formState;
  const [currentPassword, newPassword, confirmPassword] = useWatch({
    control,
    name: ["currentPassword", "newPassword", "confirmPassword"],
  });
  // The button stays disabled until all three fields are filled.
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
        // The session itself has expired: same as any other 401.
        endLocalSession();
        return;
      }
      const fieldErrors = wrongCurrent
        ? [{ field: "currentPassword" as const, message: result.error }]
        : failedCallFieldErrors(result, FIELDS);
      reportFieldErrors(setError, fieldErrors, "Failed to update password", result.error);
      return;
    }
    // The change signs out every session; the answer carries a fresh token for this browser.
    if (result.data?.token) setSession(result.data.token, user);
    reset(EMPTY_FORM);
    toast.success("Password updated", {
      description: "Any other signed-in browsers and devices have been signed out.",
    });
  }

  return (
    <SettingsCard
      title="Change password"
      description="Changing your password signs you out everywhere else; this browser stays signed in."
    >
      <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Change password" className="flex flex-col gap-5">
        {/* Lets password managers attach the new password to the right account. */}
        <input type="text" name="username" autoComplete="username" value={user.email} readOnly hidden />
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          registration={register("currentPassword")}
          error={errors.currentPassword?.message}
        />
        <NewPasswordFields
          newPassword={{ registration: register("newPassword"), error: errors.newPassword?.message }}
          confirmPassword={{ registration: register("confirmPassword"), error: errors.confirmPassword?.message }}
        />
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
      description={
        "Signed in on a shared or lost device? Sign out every other browser and device; this one stays " + "signed in."
      }
    >
      <BusyButton
        type="button"
        variant="outline"
        onClick={() => void revokeOthers()}
        busy={busy}
        busyLabel="Signing out..."
        icon={LogOutIcon}
      >
        Sign out other sessions
      </BusyButton>
    </SettingsCard>
  );
}
