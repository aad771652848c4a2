"use client";

import * as React from "react";
import { toast } from "sonner";

import { EmailField } from "@/components/auth/email-field";
import { failedCallFieldErrors, reportFieldErrors } from "@/components/auth/server-errors";
import { fieldA11y, FormField } from "@/components/forms/form-field";
import { useZodForm } from "@/components/forms/use-zod-form";
import { Input } from "@/components/ui/input";
import { useAuth, type SessionUser } from "@/hooks/use-auth";
import { apiFetch } from "@/lib/api/client";
import { FULL_NAME_MAX, updateProfileSchema, type UpdateProfileInput } from "@/lib/validations/auth";

import { SaveButton } from "./save-button";
import { SettingsCard } from "./settings-card";

const FIELDS = ["fullName", "email"] as const;

/** Profile tab: full name and e-mail, saved with PUT /api/auth/profile. */
export function ProfileForm({ user }: { user: SessionUser }) {
  const id = React.useId();
  const { refresh } = useAuth();
  const values = React.useMemo(() => ({ fullName: user.fullName, email: user.email }), [user.fullName, user.email]);
  const { register, handleSubmit, reset, setError, formState } = useZodForm(updateProfileSchema, {
    // Follows the session's user (it is refreshed from the profile call), without overwriting typing.
    values,
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isSubmitting } = formState;

  async function onSubmit(input: UpdateProfileInput) {
    const result = await apiFetch<{ fullName?: string; full_name?: string; email?: string }>("/auth/profile", {
      method: "PUT",
      body: input,
    });
    if (!result.success) {
      const fieldErrors = failedCallFieldErrors(result, FIELDS, { conflictField: "email" });
      reportFieldErrors(setError, fieldErrors, "Failed to update profile", result.error);
      return;
    }
    const saved = result.data;
    reset({ fullName: saved?.fullName ?? saved?.full_name ?? input.fullName, email: saved?.email ?? input.email });
    toast.success("Profile updated");
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
        <SaveButton saving={isSubmitting} label="Save Changes" />
      </form>
    </SettingsCard>
  );
}
