"use client";

import * as React from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";

import { fieldA11y, FormField } from "@/components/auth/form-field";
import { GENERIC_ERROR, serverFieldErrors } from "@/components/auth/server-errors";
import { Input } from "@/components/ui/input";
import { useAuth, type SessionUser } from "@/hooks/use-auth";
import { apiFetch } from "@/lib/api/client";
import { EMAIL_MAX, FULL_NAME_MAX, updateProfileSchema, type UpdateProfileInput } from "@/lib/validations/auth";

import { SaveButton } from "./save-button";
import { SettingsCard } from "./settings-card";

const FIELDS = ["fullName", "email"] as const;

/** Profile tab: full name and e-mail, saved with PUT /api/auth/profile. */
export function ProfileForm({ user }: { user: SessionUser }) {
  const id = React.useId();
  const { refresh } = useAuth();
  const values = React.useMemo(() => ({ fullName: user.fullName, email: user.email }), [user.fullName, user.email]);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<UpdateProfileInput>({
    resolver: zodResolver(updateProfileSchema),
    // Follows the session's user (it is refreshed from the profile call), without overwriting typing.
    values,
    resetOptions: { keepDirtyValues: true },
    mode: "onSubmit",
  });

  async function onSubmit(input: UpdateProfileInput) {
    const result = await apiFetch<{ fullName?: string; full_name?: string; email?: string }>("/auth/profile", {
      method: "PUT",
      body: input,
    });
    if (!result.success) {
      const fieldErrors =
        result.code === "validation_failed"
          ? serverFieldErrors(result.details, FIELDS)
          : result.code === "conflict"
            ? [{ field: "email" as const, message: result.error }]
            : [];
      fieldErrors.forEach(({ field, message }, index) =>
        setError(field, { type: "server", message }, { shouldFocus: index === 0 }),
      );
      toast.error("Failed to update profile", { description: fieldErrors[0]?.message ?? (result.error || GENERIC_ERROR) });
      return;
    }
    const saved = result.data;
    reset({ fullName: saved?.fullName ?? saved?.full_name ?? input.fullName, email: saved?.email ?? input.email });
    toast.success("Profile updated");
    await refresh();
  }

  const nameId = `${id}-full-name`;
  const emailId = `${id}-email`;
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
        <FormField id={emailId} label="Email" error={errors.email?.message}>
          <Input
            {...fieldA11y(emailId, errors.email?.message)}
            type="email"
            autoComplete="email"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={EMAIL_MAX}
            {...register("email")}
          />
        </FormField>
        <SaveButton saving={isSubmitting} label="Save Changes" />
      </form>
    </SettingsCard>
  );
}
