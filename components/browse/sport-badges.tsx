"use client";

import { badgeVariants } from "@/components/ui/badge-variants";
import { ALL } from "@/lib/predictions/filters.rules";
import { clsx } from "clsx";

export interface SportBadgesProps {
  sports: readonly { id: string; name: string }[];
  /** The selected sport id, or 'all'. */
  value: string;
  onChange: (sport: string) => void;
}

/** Sport badges that filter: one pressed at a time, 'All sports' first. */
export function SportBadges({ sports, value, onChange }: SportBadgesProps) {
  const options = [{ id: ALL, name: "All sports" }, ...sports];
  return (
    <div role="group" aria-label="Filter by sport" className="flex flex-wrap gap-2">
      {options.map((option) => {
        const pressed = value === option.id;
        return (
          <button
            key={option.id}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(option.id)}
            className={clsx(badgeVariants({ variant: pressed ? "brand" : "outline", size: "lg" }), "cursor-pointer")}
          >
            {option.name}
          </button>
        );
      })}
    </div>
  );
}
