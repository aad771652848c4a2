import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";

import { fieldA11y, FormField } from "@/components/forms/form-field";
import { Input } from "@/components/ui/input";
import { EMAIL_MAX } from "@/lib/core/common.input";

export interface EmailFieldProps {
  /** What `register("email")` returns. */
  registration: UseFormRegisterReturn;
  error?: string;
  placeholder?: string;
}

/** The labelled e-mail input of the account forms: no auto-capitalisation or spellcheck, capped at EMAIL_MAX. */
export function EmailField({ registration, error, placeholder }: EmailFieldProps) {
  const id = useId();
  return (
    <FormField id={id} label="Email" error={error}>
      <Input
        {...fieldA11y(id, error)}
        type="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={EMAIL_MAX}
        placeholder={placeholder}
        {...registration}
      />
    </FormField>
  );
}
