import Form from "next/form";
import Link from "next/link";
import { FilterIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { routes } from "@/lib/site-config";
import type { TrackedPredictionsQuery } from "@/lib/members/member.input";

const STATUS_OPTIONS = [
  { value: "all", label: "All statuses" },
  { value: "PENDING", label: "Pending" },
  { value: "WIN", label: "Won" },
  { value: "LOSS", label: "Lost" },
  { value: "VOID", label: "Void" },
];

// Native selects: the form is a plain GET form (next/form navigates client-side, and it still works
// before hydration), so the filters live in the URL and a filtered view can be bookmarked.
const SELECT_CLASS =
  "h-9 w-full rounded-md border border-input bg-transparent px-3 py-1 text-sm shadow-xs outline-none " +
  "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 dark:bg-input/30";

/** Date Range, Status and League filters of /user/predictions. */
export function TrackedFilters({
  leagues,
  current,
}: {
  leagues: { id: string; name: string }[];
  current: TrackedPredictionsQuery;
}) {
  return (
    <Form
      action={routes.user.predictions}
      aria-label="Filter your predictions"
      className="grid gap-4 rounded-xl border p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_1fr_auto] lg:items-end"
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor="filter-from">From</Label>
        <Input id="filter-from" name="from" type="date" defaultValue={current.from ?? ""} />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="filter-to">To</Label>
        <Input id="filter-to" name="to" type="date" defaultValue={current.to ?? ""} />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="filter-status">Status</Label>
        <select id="filter-status" name="status" defaultValue={current.status ?? "all"} className={SELECT_CLASS}>
          {STATUS_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="filter-league">League</Label>
        <select id="filter-league" name="league" defaultValue={current.league ?? "all"} className={SELECT_CLASS}>
          <option value="all">All leagues</option>
          {leagues.map((league) => (
            <option key={league.id} value={league.id}>
              {league.name}
            </option>
          ))}
        </select>
      </div>
      <div className="flex gap-2">
        <Button type="submit">
          <FilterIcon aria-hidden="true" />
          Apply
        </Button>
        <Button asChild variant="ghost">
          <Link href={routes.user.predictions}>Clear</Link>
        </Button>
      </div>
    </Form>
  );
}
