"use client";

import { SearchIcon } from "lucide-react";

import { inputClassName } from "@/components/ui/input-classes";
import { clsx } from "clsx";

export interface SearchBoxProps {
  /** Accessible name of the search field. */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

/** A search field that filters data already on the page (no request per keystroke). */
export function SearchBox({ label, placeholder, value, onChange, className }: SearchBoxProps) {
  return (
    <div role="search" className={clsx("relative w-full", className)}>
      <SearchIcon
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <input
        type="search"
        data-slot="input"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={inputClassName({ leadingIcon: true })}
      />
    </div>
  );
}
