import type { FormEvent, ReactNode } from "react";

import { SaveButton } from "./save-button";

/** The frame of a preferences form: its controls, then the save button. */
export function PreferencesForm({
  label,
  saveLabel,
  saving,
  onSubmit,
  children,
}: {
  /** Accessible name of the form. */
  label: string;
  saveLabel: string;
  saving: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} aria-label={label} className="flex flex-col gap-6">
      {children}
      <SaveButton saving={saving} label={saveLabel} />
    </form>
  );
}
