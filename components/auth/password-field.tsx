import { useId, type ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";

import { fieldA11y, FormField } from "@/components/forms/form-field";
import { PASSWORD_MAX } from "@/lib/accounts/auth.input";

import { PasswordInput } from "./password-input";

export interface PasswordFieldProps {
  label: string;
  autoComplete: "current-password" | "new-password";
  /** What `register(name)` returns. */
  registration: UseFormRegisterReturn;
  error?: string;
  /** Help text under the input, linked to it with aria-describedby. */
  hint?: ReactNode;
  /** Shown at the end of the label row, e.g. a 'Forgot password?' link. */
  aside?: ReactNode;
}

/** A labelled password input with its show/hide toggle, capped at PASSWORD_MAX. */
export function PasswordField({ label, autoComplete, registration, error, hint, aside }: PasswordFieldProps) {
  const id = useId();
  return (
    <FormField id={id} label={label} error={error} hint={hint} aside={aside}>
      <PasswordInput
        {...fieldA11y(id, error, Boolean(hint))}
        autoComplete={autoComplete}
        maxLength={PASSWORD_MAX}
        {...registration}
      />
    </FormField>
  );
}
