import type { ChangeEvent } from "react";
import { BadgeCheckIcon, FlameIcon, SparklesIcon, TrendingUpIcon, XIcon, type LucideIcon } from "lucide-react";

import { OddsFormatSwitch } from "@/components/predictions/odds-format-switch";
import { buttonVariants } from "@/components/ui/button-variants";
import { titleCase } from "@/lib/format/predictions.rules";
import type { OddsFormat } from "@/lib/format/odds.rules";
import { MODEL_BADGE } from "@/lib/format/prediction-display.rules";
import {
  ALL_SPORTS,
  DATE_WINDOW_LABELS,
  DATE_WINDOWS,
  HIGH_CONFIDENCE_MIN,
  LIVE_SORT_LABELS,
  LIVE_SORTS,
  type DateWindow,
  type LiveFilters,
  type LiveSort,
  type WindowCounts,
} from "@/lib/predictions/live-filters.rules";
import { clsx } from "clsx";

type ToggleKey = "highConfidence" | "positiveEdge" | "valueOnly" | "modelShaped";

// "Model-shaped" lists the cards that carry the model badge (display.rules modelShaped): the old "AI Picks
// Only" chip listed every generated pick, most of whose probabilities are the bookmakers' consensus alone.
const CHIPS: { key: ToggleKey; label: string; icon: LucideIcon }[] = [
  { key: "highConfidence", label: `High Confidence ${HIGH_CONFIDENCE_MIN}%+`, icon: FlameIcon },
  { key: "positiveEdge", label: "Positive EV", icon: TrendingUpIcon },
  { key: "valueOnly", label: "Value only", icon: BadgeCheckIcon },
  { key: "modelShaped", label: `${MODEL_BADGE.label}-shaped only`, icon: SparklesIcon },
];

export interface LiveListControlsProps {
  filters: LiveFilters;
  /** The tab shown pressed: the URL's date, or the default window the list opened on (null until known). */
  activeDate: DateWindow | null;
  /** Picks per tab for the other filters; null until known. */
  counts: WindowCounts | null;
  /** Every sport by id with its name, in the sports table's order: the sport selector's options. */
  sports: Record<string, string>;
  /** Sports with no published pick: their option says "no picks yet". */
  emptySports?: readonly string[];
  /** Absent in the prerendered first paint: the controls are drawn, and work once the list's code loads. */
  onChange?: (next: LiveFilters) => void;
  /** Names of the league and category in the URL, when known. */
  leagueName?: string;
  categoryName?: string;
  /** The odds format shown (null until the browser has read it) and the way to change it (absent in the first paint).
   */
  oddsFormat?: OddsFormat | null;
  onOddsFormat?: (format: OddsFormat) => void;
}

/** Date and sport selectors, the chips, the order, the odds format and the league/category from the URL. */
export function LiveListControls({
  filters,
  activeDate,
  counts,
  sports,
  emptySports = [],
  onChange,
  leagueName,
  categoryName,
  oddsFormat,
  onOddsFormat,
}: LiveListControlsProps) {
  // A sport in the URL that the table does not name still shows as selected.
  const sportOptions = Object.entries(sports);
  if (filters.sport !== ALL_SPORTS && !Object.hasOwn(sports, filters.sport))
    sportOptions.push([filters.sport, titleCase(filters.sport)]);
  // Without onChange no handler is attached at all (a server component may render this).
  const changeTo = (patch: Partial<LiveFilters>) => (onChange ? () => onChange({ ...filters, ...patch }) : undefined);
  // Until then the controls say they are not usable yet (no visual change; assistive tech and tests wait).
  const notReady = onChange ? undefined : true;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <div role="group" aria-label="Date" className="grid grid-cols-4 gap-1 rounded-lg bg-muted p-1 md:inline-flex">
          {DATE_WINDOWS.map((window: DateWindow) => (
            <button
              key={window}
              type="button"
              aria-pressed={activeDate === window}
              aria-disabled={notReady}
              onClick={changeTo({ date: window })}
              className={clsx(
                "inline-flex items-center justify-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium " +
                  "whitespace-nowrap transition-colors outline-none focus-visible:ring-[3px] " +
                  "focus-visible:ring-ring/50",
                activeDate === window ? "bg-background text-foreground shadow-sm" : "text-muted-foreground",
              )}
            >
              {DATE_WINDOW_LABELS[window]}
              {counts ? " " : null}
              {counts ? (
                <span
                  className="rounded-full bg-muted px-1.5 text-xs tabular-nums"
                  data-testid={`date-count-${window}`}
                >
                  {counts[window]}
                </span>
              ) : null}
            </button>
          ))}
        </div>
        <label className="flex items-center gap-2 text-sm font-medium">
          Sport
          <select
            aria-disabled={notReady}
            {...(onChange
              ? {
                  value: filters.sport,
                  onChange: (event: ChangeEvent<HTMLSelectElement>) =>
                    onChange({ ...filters, sport: event.target.value }),
                }
              : { defaultValue: filters.sport })}
            className={
              "h-9 flex-1 rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none " +
              "focus-visible:ring-[3px] focus-visible:ring-ring/50 md:w-44 md:flex-none"
            }
          >
            <option value={ALL_SPORTS}>All sports</option>
            {sportOptions.map(([id, name]) => (
              <option key={id} value={id}>
                {emptySports.includes(id) ? `${name} (no picks yet)` : name}
              </option>
            ))}
          </select>
        </label>
      </div>

      <div className="flex flex-wrap items-center gap-2">
        {CHIPS.map(({ key, label, icon: Icon }) => (
          <button
            key={key}
            type="button"
            aria-pressed={filters[key]}
            aria-disabled={notReady}
            onClick={changeTo({ [key]: !filters[key] })}
            className={buttonVariants({ size: "sm-pill", variant: filters[key] ? "default" : "outline" })}
          >
            <Icon aria-hidden="true" />
            {label}
          </button>
        ))}
        <label className="flex items-center gap-2 text-sm font-medium md:ms-auto">
          Sort by
          <select
            aria-disabled={notReady}
            {...(onChange
              ? {
                  value: filters.sort,
                  onChange: (event: ChangeEvent<HTMLSelectElement>) =>
                    onChange({ ...filters, sort: event.target.value as LiveSort }),
                }
              : { defaultValue: filters.sort })}
            className={
              "h-9 rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none " +
              "focus-visible:ring-[3px] focus-visible:ring-ring/50"
            }
          >
            {LIVE_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {LIVE_SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </label>
        <OddsFormatSwitch current={oddsFormat} onSelect={onOddsFormat} />
      </div>

      {filters.league || filters.category ? (
        <div className="flex flex-wrap items-center gap-2 text-sm" aria-label="Active filters">
          {filters.league ? (
            <ActiveFilter label={`League: ${leagueName ?? filters.league}`} onClear={changeTo({ league: null })} />
          ) : null}
          {filters.category ? (
            <ActiveFilter
              label={`Category: ${categoryName ?? filters.category}`}
              onClear={changeTo({ category: null })}
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function ActiveFilter({ label, onClear }: { label: string; onClear?: () => void }) {
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full border bg-accent py-0.5 ps-3 pe-1 font-medium"
      data-testid="active-filter"
    >
      {label}
      <button
        type="button"
        onClick={onClear}
        aria-disabled={onClear ? undefined : true}
        aria-label={`Clear ${label}`}
        className={
          "rounded-full p-1 text-muted-foreground outline-none hover:text-foreground " +
          "focus-visible:ring-[3px] focus-visible:ring-ring/50"
        }
      >
        <XIcon aria-hidden="true" className="size-3.5" />
      </button>
    </span>
  );
}
