"use client";

import * as React from "react";
import { toast } from "sonner";

import { EmailField } from "@/components/auth/email-field";
import { failedCallFieldErrors, reportFieldErrors } from "@/components/auth/server-errors";
import { fieldA11y, FormField } from "@/components/forms/form-field";
import { useZodForm } from "@/components/forms/use-zod-form";
import { Input } from "@/components/ui/input";
import { useAuth, type SessionUser } from "@/components/providers/use-auth";
import { apiFetch } from "@/lib/api/client";
import { FULL_NAME_MAX, updateProfileSchema, type UpdateProfileInput } from "@/lib/accounts/auth.input";

import { SaveButton } from "./save-button";
import { SettingsCard } from "./settings-card";

const FIELDS = ["fullName", "email", "currentPassword"] as const;

/** Profile tab: full name and e-mail, saved with PUT /api/auth/profile. */
export function ProfileForm({ user }: { user: SessionUser }) {
  const id = React.useId();
  const { refresh, setSession } = useAuth();
  const values = React.useMemo(
    () => ({ fullName: user.fullName, email: user.email, currentPassword: undefined }),
    [user.fullName, user.email],
  );
  const { register, handleSubmit, reset, setError, formState, watch } = useZodForm(updateProfileSchema, {
    // Follows the session's user (it is refreshed from the profile call), without overwriting typing.
    values,
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isSubmitting } = formState;
  // Moving the sign-in address needs the current password; a name change does not.
  const typedEmail = watch("email");
  const emailChanging = (typedEmail ?? "").trim().toLowerCase() !== user.email.toLowerCase();

  async function onSubmit(input: UpdateProfileInput) {
    const body = emailChanging ? input : { fullName: input.fullName, email: input.email };
    const result = await apiFetch<{ fullName?: string; full_name?: string; email?: string; token?: string }>(
      "/auth/profile",
      {
        method: "PUT",
        body,
        // A wrong current password must not end the session.
        skipAuthRedirect: true,
      },
    );
    if (!result.success) {
      const fieldErrors = failedCallFieldErrors(result, FIELDS, { conflictField: "email" });
      reportFieldErrors(setError, fieldErrors, "Failed to update profile", result.error);
      return;
    }
    const saved = result.data;
    reset({
      fullName: saved?.fullName ?? saved?.full_name ?? input.fullName,
      email: saved?.email ?? input.email,
      currentPassword: undefined,
    });
    if (saved?.token) {
      // The e-mail changed: every session ended, and this browser continues with the fresh token.
      setSession(saved.token, {
        ...user,
        fullName: saved.fullName ?? user.fullName,
        email: saved.email ?? input.email,
      });
      toast.success("E-mail address changed", {
        description:
          "Other signed-in browsers and devices have been signed out. Open the link we sent to the new address to " +
          "confirm it: signing in again needs it.",
      });
    } else {
      toast.success("Profile updated");
    }
    await refresh();
  }

  const nameId = `${id}-full-name`;
  return (
    <SettingsCard title="Profile" description="Your name and the e-mail address you sign in with.">
      <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Profile" className="flex flex-col gap-5">
        <FormField id={nameId} label="Full name" error={errors.fullName?.message}>
          <Input
            {...fieldA11y(nameId, errors.fullName?.message)}
            autoComplete="name"
            maxLength={FULL_NAME_MAX}
            {...register("fullName")}
          />
        </FormField>
        <EmailField registration={register("email")} error={errors.email?.message} />
        {emailChanging ? (
          <FormField id={`${id}-current-password`} label="Current password" error={errors.currentPassword?.message}>
            <Input
              type="password"
              {...fieldA11y(`${id}-current-password`, errors.currentPassword?.message)}
              autoComplete="current-password"
              {...register("currentPassword", { setValueAs: (value: string) => (value ? value : undefined) })}
            />
          </FormField>
        ) : null}
        <SaveButton saving={isSubmitting} label="Save Changes" />
      </form>
    </SettingsCard>
  );
}
