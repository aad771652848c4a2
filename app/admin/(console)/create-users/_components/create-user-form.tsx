"use client";

import * as React from "react";
import { UserPlusIcon } from "lucide-react";
import { toast } from "sonner";

import { NativeSelect } from "@/components/admin/native-select";
import { PasswordField } from "@/components/auth/password-field";
import { failedCallFieldErrors, reportFieldErrors } from "@/components/auth/server-errors";
import { BusyButton } from "@/components/forms/busy-button";
import { fieldA11y, FormField } from "@/components/forms/form-field";
import { useZodForm } from "@/components/forms/use-zod-form";
import { Input } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/client";
import type { Role } from "@/lib/accounts/roles.rules";
import { FULL_NAME_MAX } from "@/lib/accounts/auth.input";
import { createUserFormSchema, type CreateUserFormValues } from "@/lib/accounts/users.input";

import { roleOptionsFor } from "./role-options";

const FIELDS = ["fullName", "email", "password", "role"] as const;
const EMPTY: CreateUserFormValues = { fullName: "", email: "", password: "", role: "USER" };

interface CreatedUser {
  id: string;
  email: string;
  role: Role;
}

/** Full name, email, password and role, sent to POST /api/users. */
export function CreateUserForm({ callerRole, onCreated }: { callerRole: Role; onCreated: () => void }) {
  const id = React.useId();
  const { register, handleSubmit, reset, setError, formState } = useZodForm(createUserFormSchema, { defaultValues: EMPTY });
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
    toast.success("User Created Successfully!", { description: `${result.data.email} was created as ${result.data.role}.` });
    reset(EMPTY);
    onCreated();
  }

  return (
    <form noValidate aria-label="Create user form" className="flex flex-col gap-4" onSubmit={handleSubmit(onSubmit)}>
      <FormField id={`${id}-name`} label="Full name" error={errors.fullName?.message}>
        <Input autoComplete="off" maxLength={FULL_NAME_MAX} {...fieldA11y(`${id}-name`, errors.fullName?.message)} {...register("fullName")} />
      </FormField>
      <FormField id={`${id}-email`} label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="off" {...fieldA11y(`${id}-email`, errors.email?.message)} {...register("email")} />
      </FormField>
      <PasswordField label="Password" autoComplete="new-password" registration={register("password")} error={errors.password?.message} hint="At least 8 characters." />
      <FormField id={`${id}-role`} label="Role" error={errors.role?.message}>
        <NativeSelect {...fieldA11y(`${id}-role`, errors.role?.message)} {...register("role")}>
          {options.map((option) => (
            <option key={option.role} value={option.role}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <BusyButton type="submit" className="self-start" busy={isSubmitting} busyLabel="Creating..." icon={UserPlusIcon}>
        Create User
      </BusyButton>
    </form>
  );
}
