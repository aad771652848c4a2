"use client";

import * as React from "react";
import { Controller } from "react-hook-form";
import { UserPlusIcon } from "lucide-react";
import { toast } from "sonner";

import { NativeSelect } from "@/components/admin/native-select";
import { PasswordField } from "@/components/auth/password-field";
import { failedCallFieldErrors, reportFieldErrors } from "@/components/auth/server-errors";
import { BusyButton } from "@/components/forms/busy-button";
import { fieldA11y, FormField } from "@/components/forms/form-field";
import { useZodForm } from "@/components/forms/use-zod-form";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { apiFetch } from "@/lib/api/client";
import type { Role } from "@/lib/accounts/roles.rules";
import { FULL_NAME_MAX } from "@/lib/accounts/auth.input";
import { createUserFormSchema, type CreateUserFormValues } from "@/lib/accounts/users.input";

import { roleOptionsFor } from "./role-options";

const FIELDS = ["fullName", "email", "password", "role", "emailVerified"] as const;
const EMPTY: CreateUserFormValues = { fullName: "", email: "", password: "", role: "USER", emailVerified: false };

interface CreatedUser {
  id: string;
  email: string;
  role: Role;
  emailVerified: boolean;
}

/**
 * Full name, email, password, role, and whether the admin vouches for the address, sent to POST /api/users.
 * Vouched, the account signs in at once; otherwise the server e-mails a link and it signs in once confirmed.
 */
export function CreateUserForm({ callerRole, onCreated }: { callerRole: Role; onCreated: () => void }) {
  const id = React.useId();
  const { control, register, handleSubmit, reset, setError, formState } = useZodForm(createUserFormSchema, {
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = formState;
  const options = roleOptionsFor(callerRole);

  async function onSubmit(values: CreateUserFormValues) {
    const result = await apiFetch<CreatedUser>("/users", { method: "POST", body: values });
    if (!result.success) {
      if (result.status === 403) {
        // The server's verdict on the role: 'Only super admins can create admin users.' and the like.
        toast.error("Permission Denied", { description: result.error });
        return;
      }
      const fieldErrors = failedCallFieldErrors(result, FIELDS, { conflictField: "email" });
      if (fieldErrors.length > 0) reportFieldErrors(setError, fieldErrors, "Error", result.error);
      else toast.error("Error", { description: "Something went wrong. Please try again." });
      return;
    }
    const signIn = result.data.emailVerified
      ? "They can sign in now."
      : "They sign in once they confirm the address from the e-mail we sent.";
    toast.success("User Created Successfully!", {
      description: `${result.data.email} was created as ${result.data.role}. ${signIn}`,
    });
    reset(EMPTY);
    onCreated();
  }

  return (
    <form noValidate aria-label="Create user form" className="flex flex-col gap-4" onSubmit={handleSubmit(onSubmit)}>
      <FormField id={`${id}-name`} label="Full name" error={errors.fullName?.message}>
        <Input
          autoComplete="off"
          maxLength={FULL_NAME_MAX}
          {...fieldA11y(`${id}-name`, errors.fullName?.message)}
          {...register("fullName")}
        />
      </FormField>
      <FormField id={`${id}-email`} label="Email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="off"
          {...fieldA11y(`${id}-email`, errors.email?.message)}
          {...register("email")}
        />
      </FormField>
      <PasswordField
        label="Password"
        autoComplete="new-password"
        registration={register("password")}
        error={errors.password?.message}
        hint="At least 8 characters."
      />
      <FormField id={`${id}-role`} label="Role" error={errors.role?.message}>
        <NativeSelect {...fieldA11y(`${id}-role`, errors.role?.message)} {...register("role")}>
          {options.map((option) => (
            <option key={option.role} value={option.role}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <div className="flex items-start gap-3">
        <Controller
          control={control}
          name="emailVerified"
          render={({ field }) => (
            <Checkbox
              ref={field.ref}
              id={`${id}-verified`}
              name={field.name}
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              className="mt-0.5"
              aria-describedby={`${id}-verified-hint`}
            />
          )}
        />
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-verified`} className="font-normal">
            I vouch for this address: the account can sign in at once
          </Label>
          <p id={`${id}-verified-hint`} className="text-sm text-muted-foreground">
            Leave it unticked and we e-mail the address a link; the account signs in once the link is opened.
          </p>
        </div>
      </div>
      <BusyButton type="submit" className="self-start" busy={isSubmitting} busyLabel="Creating..." icon={UserPlusIcon}>
        Create User
      </BusyButton>
    </form>
  );
}
