import type { UseFormRegisterReturn } from "react-hook-form";

import { PASSWORD_MIN } from "@/lib/accounts/auth.input";

import { PasswordField } from "./password-field";

interface NewPasswordInput {
  /** What `register(name)` returns. */
  registration: UseFormRegisterReturn;
  error?: string;
}

export interface NewPasswordFieldsProps {
  newPassword: NewPasswordInput;
  confirmPassword: NewPasswordInput;
  labels?: { newPassword: string; confirmPassword: string };
}

const NEW_PASSWORD_LABELS = { newPassword: "New password", confirmPassword: "Confirm new password" };

/** A new password, with the length hint, and its confirmation. */
export function NewPasswordFields({
  newPassword,
  confirmPassword,
  labels = NEW_PASSWORD_LABELS,
}: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label={labels.newPassword}
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN} characters. A longer passphrase is stronger.`}
        {...newPassword}
      />
      <PasswordField label={labels.confirmPassword} autoComplete="new-password" {...confirmPassword} />
    </>
  );
}
