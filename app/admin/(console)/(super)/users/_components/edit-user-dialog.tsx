"use client";

import * as React from "react";
import { SaveIcon } from "lucide-react";
import { toast } from "sonner";

import { AdminDialog, DialogForm } from "@/components/admin/admin-dialog";
import { NativeSelect } from "@/components/admin/native-select";
import { fieldA11y, FormField } from "@/components/forms/form-field";
import { useZodForm } from "@/components/forms/use-zod-form";
import { Label } from "@/components/ui/label";
import { apiFetch } from "@/lib/api/client";
import {
  editUserFormSchema,
  SUBSCRIPTION_STATUSES,
  SUBSCRIPTION_TIERS,
  USER_ROLES,
  type EditUserFormValues,
} from "@/lib/accounts/users.input";

import { errorTitle, type UserRow } from "./user-row";

export interface EditUserDialogProps {
  /** The user being edited; null keeps the dialog closed. */
  user: UserRow | null;
  /** The signed-in super admin edits their own account: the server refuses a change of their own role. */
  isSelf: boolean;
  onClose: () => void;
  onSaved: () => void;
}

/** Edit role, plan, subscription status and the verified flag through PUT /api/users/{userId}. */
export function EditUserDialog({ user, isSelf, onClose, onSaved }: EditUserDialogProps) {
  return (
    <AdminDialog
      open={user !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Edit user"
      description={user ? `${user.fullName} (${user.email})` : null}
    >
      {/* Keyed by user so the form starts from the chosen user's values each time. */}
      {user ? <EditUserForm key={user.id} user={user} isSelf={isSelf} onSaved={onSaved} /> : null}
    </AdminDialog>
  );
}

function EditUserForm({ user, isSelf, onSaved }: { user: UserRow; isSelf: boolean; onSaved: () => void }) {
  const id = React.useId();
  const { register, handleSubmit, formState } = useZodForm(editUserFormSchema, {
    defaultValues: {
      role: user.role,
      subscriptionTier: user.subscriptionTier,
      subscriptionStatus: user.subscriptionStatus,
      emailVerified: user.emailVerified,
    },
  });
  const { errors, isSubmitting } = formState;

  async function onSubmit(values: EditUserFormValues) {
    const result = await apiFetch(`/users/${encodeURIComponent(user.id)}`, { method: "PUT", body: values });
    if (!result.success) {
      toast.error(errorTitle(result.details, "Failed to update user"), { description: result.error });
      return;
    }
    toast.success("User updated successfully");
    onSaved();
  }

  return (
    <DialogForm
      ariaLabel="Edit user form"
      onSubmit={handleSubmit(onSubmit)}
      submit={{ label: "Save changes", busyLabel: "Saving...", icon: SaveIcon, busy: isSubmitting }}
    >
      <FormField
        id={`${id}-role`}
        label="Role"
        error={errors.role?.message}
        hint={isSelf ? "You cannot change your own role." : undefined}
      >
        {/* Not `disabled`: react-hook-form drops disabled fields from the values. One's own role is the one choice. */}
        <NativeSelect {...fieldA11y(`${id}-role`, errors.role?.message, isSelf)} {...register("role")}>
          {(isSelf ? [user.role] : USER_ROLES).map((role) => (
            <option key={role} value={role}>
              {role}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id={`${id}-tier`} label="Subscription tier" error={errors.subscriptionTier?.message}>
        <NativeSelect {...fieldA11y(`${id}-tier`, errors.subscriptionTier?.message)} {...register("subscriptionTier")}>
          {SUBSCRIPTION_TIERS.map((tier) => (
            <option key={tier} value={tier}>
              {tier}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id={`${id}-status`} label="Subscription status" error={errors.subscriptionStatus?.message}>
        <NativeSelect
          {...fieldA11y(`${id}-status`, errors.subscriptionStatus?.message)}
          {...register("subscriptionStatus")}
        >
          {SUBSCRIPTION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <div className="flex items-center gap-2">
        <input type="checkbox" id={`${id}-verified`} className="size-4 accent-primary" {...register("emailVerified")} />
        <Label htmlFor={`${id}-verified`}>Email verified</Label>
      </div>
    </DialogForm>
  );
}
