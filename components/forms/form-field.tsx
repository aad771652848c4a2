import type { ReactNode } from "react";

import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

// Label, control, hint and inline error for the forms, wired for assistive technology:
// the control gets aria-invalid and aria-describedby (hint and error) through fieldA11y().

export const errorIdFor = (id: string) => `${id}-error`;
const hintIdFor = (id: string) => `${id}-hint`;

/** id, aria-invalid and aria-describedby for the control of a FormField with the same id. */
export function fieldA11y(id: string, error: string | undefined, hasHint = false) {
  const describedBy = [hasHint ? hintIdFor(id) : null, error ? errorIdFor(id) : null].filter(Boolean).join(" ");
  return {
    id,
    "aria-invalid": error ? (true as const) : undefined,
    "aria-describedby": describedBy || undefined,
  };
}

export interface FormFieldProps {
  id: string;
  label: ReactNode;
  error?: string;
  /** Help text under the control; pass `hasHint` to fieldA11y() as well. */
  hint?: ReactNode;
  /** Shown at the end of the label row, e.g. a 'Forgot password?' link. */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}

export function FormField({ id, label, error, hint, aside, className, children }: FormFieldProps) {
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      {aside ? (
        <div className="flex items-baseline justify-between gap-4">
          <Label htmlFor={id}>{label}</Label>
          {aside}
        </div>
      ) : (
        <Label htmlFor={id}>{label}</Label>
      )}
      {children}
      {hint ? (
        <p id={hintIdFor(id)} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorIdFor(id)} message={error} />
    </div>
  );
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm text-destructive">
      {message}
    </p>
  );
}
