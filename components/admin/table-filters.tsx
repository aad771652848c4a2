import type { ReactNode } from "react";

import { NativeSelect } from "@/components/admin/native-select";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { formatCount } from "@/lib/format/numbers.rules";

// The filter bar above the console tables (users, predictions, subscriptions, payments, API keys): a
// search box, selects whose first option 'all' means no filter, and the live count of matching rows.
// Every change goes through `onChange`, where the list state (./admin-list-state.ts) returns to the first page.

/** The row of filters, with the count pushed to the right. */
export function FilterBar({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap items-end gap-3">{children}</div>;
}

export function SearchFilter({
  id,
  label,
  placeholder,
  value,
  onChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="flex min-w-64 flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="search"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

export interface SelectFilterProps {
  id: string;
  label: string;
  /** The first option, value 'all': no filter. */
  allLabel: string;
  value: string;
  onChange: (value: string) => void;
  /** Plain values are shown as they are; give {value, label} pairs for display names. */
  options: readonly (string | { value: string; label: string })[];
}

export function SelectFilter({ id, label, allLabel, value, onChange, options }: SelectFilterProps) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="all">{allLabel}</option>
        {options.map((option) => {
          const { value: optionValue, label: optionLabel } =
            typeof option === "string" ? { value: option, label: option } : option;
          return (
            <option key={optionValue} value={optionValue}>
              {optionLabel}
            </option>
          );
        })}
      </NativeSelect>
    </div>
  );
}

/**
 * "Loading…", then "12 payments" (singular for one); nothing before the first answer. `totalAbove`: the
 * count stopped at a cap, "More than 1,000 payments".
 */
export function ResultCount({
  loading,
  total,
  totalAbove,
  noun,
}: {
  loading: boolean;
  total: number | undefined;
  totalAbove?: number | undefined;
  noun: string;
}) {
  return (
    <p className="ml-auto text-sm text-muted-foreground" aria-live="polite">
      {loading
        ? "Loading…"
        : total !== undefined
          ? `${total} ${noun}${total === 1 ? "" : "s"}`
          : totalAbove !== undefined
            ? `More than ${formatCount(totalAbove)} ${noun}s`
            : null}
    </p>
  );
}
