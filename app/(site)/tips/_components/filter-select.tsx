"use client";

import { useId } from "react";

import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { ALL } from "@/lib/predictions/filters.rules";

export interface FilterSelectProps {
  label: string;
  /** The option meaning "no filter". */
  allLabel: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { id: string; name: string }[];
}

/** A labelled select whose first option ('all') means no filter. Native: no extra client JS for a plain list. */
export function FilterSelect({ label, allLabel, value, onChange, options }: FilterSelectProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <NativeSelectOption value={ALL}>{allLabel}</NativeSelectOption>
        {options.map((option) => (
          <NativeSelectOption key={option.id} value={option.id}>
            {option.name}
          </NativeSelectOption>
        ))}
      </NativeSelect>
    </div>
  );
}
