"use client";

import * as React from "react";

import { Label } from "@/components/ui/label";
import { inputClassName } from "@/components/ui/input-classes";
import type { DraftField } from "@/lib/alerts/alert-rule-form.rules";

// The alert rule form's inputs: a group of checkboxes and a number field, each tied to its draft field's label,
// hint and server error (the first failing field takes the focus through `a11y`).

type A11y = (field: DraftField) => Record<string, unknown>;

export function CheckboxGroup({
  legend,
  hint,
  field,
  a11y,
  error,
  items,
  chosen,
  onToggle,
  scroll = false,
}: {
  legend: string;
  hint: string;
  field: DraftField;
  a11y: A11y;
  error: React.ReactNode;
  items: { value: string; label: string }[];
  chosen: string[];
  onToggle: (value: string) => void;
  scroll?: boolean;
}) {
  const hintId = React.useId();
  const { id, ...first } = a11y(field);
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={hintId}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <p id={hintId} className="text-xs text-muted-foreground">
        {hint}
      </p>
      <div
        id={String(id)}
        className={
          "grid gap-x-4 gap-y-2 sm:grid-cols-2 lg:grid-cols-3" +
          (scroll ? " max-h-56 overflow-y-auto rounded-md border p-3" : "")
        }
      >
        {items.map((item, index) => (
          <label key={item.value} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              value={item.value}
              checked={chosen.includes(item.value)}
              onChange={() => onToggle(item.value)}
              className="size-4 accent-brand-strong"
              {...(index === 0 ? first : {})}
            />
            {item.label}
          </label>
        ))}
      </div>
      {error}
    </fieldset>
  );
}

export function NumberField({
  label,
  hint,
  field,
  value,
  a11y,
  error,
  onChange,
  ...limits
}: {
  label: string;
  hint: string;
  field: DraftField;
  value: string;
  a11y: A11y;
  error: React.ReactNode;
  onChange: (value: string) => void;
  step?: string;
  min?: string;
  max?: string;
}) {
  const attributes = a11y(field);
  const hintId = `${String(attributes.id)}-hint`;
  const describedBy = [hintId, attributes["aria-describedby"]].filter(Boolean).join(" ");
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={String(attributes.id)}>{label}</Label>
      <input
        type="number"
        inputMode="decimal"
        {...attributes}
        aria-describedby={describedBy}
        className={inputClassName()}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...limits}
      />
      <p id={hintId} className="text-xs text-muted-foreground">
        {hint}
      </p>
      {error}
    </div>
  );
}
