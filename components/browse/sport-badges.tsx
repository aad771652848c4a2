"use client";

import { badgeVariants } from "@/components/ui/badge-variants";
import { ALL } from "@/lib/predictions/filters.rules";
import { clsx } from "clsx";

export interface SportBadgesProps {
  /** `picks`, when given: the sport's published picks; a sport with none says "no picks yet". */
  sports: readonly { id: string; name: string; picks?: number }[];
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
            {"picks" in option && option.picks === 0 ? (
              <span className="font-normal text-muted-foreground">· no picks yet</span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
