import type { MouseEvent, ReactNode } from "react";
import { ChevronLeftIcon, ChevronRightIcon, InfoIcon, PauseIcon, PlayIcon, RefreshCwIcon } from "lucide-react";

import { PredictionCard } from "@/components/predictions/prediction-card";
import { buttonVariants } from "@/components/ui/button-variants";
import { formatClock } from "@/lib/format/predictions.rules";
import type { LiveListPage, LiveSummary, PredictionCardData, ReferenceLabels } from "@/lib/predictions/card.dto";
import {
  ALL_SPORTS,
  defaultWindowNotice,
  filtersToSearchParams,
  HIGH_CONFIDENCE_MIN,
  LIVE_LIST_LIMIT,
  type DateWindow,
  type LiveFilters,
  type WindowCounts,
} from "@/lib/predictions/live-filters.rules";
import { MODEL_BADGE } from "@/lib/format/prediction-display.rules";
import { routes } from "@/lib/site-routes";
import { formatCount } from "@/lib/format/numbers.rules";
import type { OddsFormat } from "@/lib/format/odds.rules";
import { clsx } from "clsx";

import { LiveListControls } from "./live-list-controls";
import { LiveListEmpty, LiveListError, LiveListSkeleton } from "./live-list-states";
import { SummaryCards } from "./summary-cards";

// The live list's states: loading, loaded, empty or error.
export type LiveListState =
  | { kind: "loading" }
  | {
      kind: "loaded";
      items: PredictionCardData[];
      total: number | null;
      totalAbove?: number;
      page: number;
      pages: number | null;
    }
  | { kind: "error"; message: string };

/**
 * Which date window the list shows (the URL's, or the default one once known), each tab's count, and the
 * summary cards of the same filters and tab (null until known, or when they failed to load).
 */
export interface LiveListWindow {
  date: DateWindow | null;
  counts: WindowCounts | null;
  summary: LiveSummary | null;
}

/** The list the server painted first, as a state: loaded, unless the server had no list to give. */
export function serverListState(initial: LiveListPage): {
  state: LiveListState;
  lastUpdate: Date | null;
  window: LiveListWindow;
} {
  return initial.queryKey === ""
    ? { state: { kind: "loading" }, lastUpdate: null, window: { date: null, counts: null, summary: null } }
    : {
        state: {
          kind: "loaded",
          items: initial.items,
          total: initial.total,
          totalAbove: initial.totalAbove,
          page: initial.page,
          pages: initial.pages,
        },
        lastUpdate: new Date(initial.loadedAt),
        window: { date: initial.date, counts: initial.counts, summary: initial.summary },
      };
}

interface LiveListHandlers {
  onFiltersChange: (next: LiveFilters) => void;
  onOddsFormat: (format: OddsFormat) => void;
  onToggleRealtime: () => void;
  onRefresh: () => void;
  onRetry: () => void;
}

export interface LiveListViewProps {
  filters: LiveFilters;
  labels: ReferenceLabels;
  state: LiveListState;
  window: LiveListWindow;
  lastUpdate: Date | null;
  realtime: boolean;
  /** The odds format shown; null until the browser has read it (and in the server's first paint). */
  oddsFormat?: OddsFormat | null;
  /** The card footer's buttons (follow, favourite). */
  actions: (prediction: PredictionCardData) => ReactNode;
  /**
   * Absent in the prerendered first paint (a server component renders this view without behaviour),
   * present once the list's code has loaded in the browser (live-predictions.tsx).
   */
  handlers?: LiveListHandlers;
}

/**
 * What the live list shows, with no state of its own: the heading with the real-time badge, last update,
 * Stop/Start and Refresh, the filters, then the skeleton, error, empty state or the cards. Server-
 * renderable, so the static page and the interactive list paint the same markup.
 */
export function LiveListView({
  filters,
  labels,
  state,
  window,
  lastUpdate,
  realtime,
  oddsFormat,
  actions,
  handlers,
}: LiveListViewProps) {
  const notReady = handlers ? undefined : true;
  // The list opened on another day by itself (the URL names none): say why.
  const notice = state.kind === "loaded" && !filters.date && window.date ? defaultWindowNotice(window.date) : null;
  return (
    <>
      <SummaryCards summary={window.summary} filtered={filterWords(filters, labels)} />
      <section
        aria-labelledby="live-predictions-heading"
        className="flex flex-col gap-6"
        data-live={handlers ? "ready" : "static"}
      >
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-center gap-3">
            <h2 id="live-predictions-heading" className="text-2xl font-semibold tracking-tight">
              Live Predictions
            </h2>
            <span
              className={clsx(
                "inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium",
                realtime ? "bg-success/15 text-success-strong" : "bg-muted text-muted-foreground",
              )}
              data-testid="realtime-status"
            >
              <span
                aria-hidden="true"
                className={clsx("size-2 rounded-full", realtime ? "animate-pulse bg-success" : "bg-muted-foreground")}
              />
              {realtime ? "Real-time on" : "Real-time off"}
            </span>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <p className="text-sm text-muted-foreground" aria-live="polite">
              Last update: <span data-testid="last-update">{lastUpdate ? formatClock(lastUpdate) : "—"}</span>
            </p>
            <button
              type="button"
              className={buttonVariants({ size: "sm", variant: "outline" })}
              onClick={handlers?.onToggleRealtime}
              aria-disabled={notReady}
            >
              {realtime ? <PauseIcon aria-hidden="true" /> : <PlayIcon aria-hidden="true" />}
              {realtime ? "Stop" : "Start"}
            </button>
            <button
              type="button"
              className={buttonVariants({ size: "sm", variant: "outline" })}
              onClick={handlers?.onRefresh}
              aria-disabled={notReady}
            >
              <RefreshCwIcon aria-hidden="true" />
              Refresh
            </button>
          </div>
        </div>

        <LiveListControls
          filters={filters}
          activeDate={filters.date ?? window.date}
          counts={window.counts}
          sports={labels.sports}
          emptySports={labels.emptySports}
          onChange={handlers?.onFiltersChange}
          leagueName={filters.league ? labels.leagues[filters.league] : undefined}
          categoryName={filters.category ? labels.categories[filters.category] : undefined}
          oddsFormat={oddsFormat}
          onOddsFormat={handlers?.onOddsFormat}
        />

        {notice ? (
          <p
            className="flex items-center gap-2 rounded-lg border bg-accent/50 px-4 py-2 text-sm font-medium"
            role="status"
            data-testid="default-day-notice"
          >
            <InfoIcon aria-hidden="true" className="size-4 shrink-0 text-brand-strong" />
            {notice}
          </p>
        ) : null}

        {state.kind === "loading" ? <LiveListSkeleton /> : null}
        {state.kind === "error" ? <LiveListError message={state.message} onRetry={handlers?.onRetry} /> : null}
        {state.kind === "loaded" && state.items.length === 0 ? <LiveListEmpty onCheck={handlers?.onRefresh} /> : null}
        {state.kind === "loaded" && state.items.length > 0 ? (
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Predictions" data-testid="live-list">
            {state.items.map((prediction) => (
              <li key={prediction.id} className="flex">
                <PredictionCard
                  prediction={prediction}
                  sportName={labels.sports[prediction.sport]}
                  leagueName={labels.leagues[prediction.league]}
                  className="w-full"
                  actions={actions(prediction)}
                />
              </li>
            ))}
          </ul>
        ) : null}
        {state.kind === "loaded" && (state.pages !== 1 || state.page > 1) ? (
          <LiveListPager
            filters={filters}
            total={state.total ?? `more than ${formatCount(state.totalAbove ?? 0)}`}
            page={state.page}
            pages={state.pages}
            itemCount={state.items.length}
            onChange={handlers?.onFiltersChange}
          />
        ) : null}
      </section>
    </>
  );
}

/** The list's filters in words, for the summary cards ("Hockey · NHL · High confidence 75%+"); null for none. */
function filterWords(filters: LiveFilters, labels: ReferenceLabels): string | null {
  const words = [
    filters.sport !== ALL_SPORTS ? (labels.sports[filters.sport] ?? filters.sport) : null,
    filters.league ? (labels.leagues[filters.league] ?? filters.league) : null,
    filters.category ? (labels.categories[filters.category] ?? filters.category) : null,
    filters.highConfidence ? `High confidence ${HIGH_CONFIDENCE_MIN}%+` : null,
    filters.positiveEdge ? "Positive EV" : null,
    filters.valueOnly ? "Value only" : null,
    filters.modelShaped ? `${MODEL_BADGE.label}-shaped only` : null,
  ].filter((word): word is string => word !== null);
  return words.length > 0 ? words.join(" · ") : null;
}

/** The page's own URL for some filters (what the pager's links point at). */
function pageHref(filters: LiveFilters): string {
  const query = filtersToSearchParams(filters).toString();
  return query ? `${routes.predictions}?${query}` : routes.predictions;
}

/**
 * Where the list stands ('13–24 of 41') with Previous and Next. They are real links to ?page=n, so they
 * work in the prerendered HTML too; once the list's code has loaded they change the URL in place.
 */
function LiveListPager({
  filters,
  total,
  page,
  pages,
  itemCount,
  onChange,
}: {
  filters: LiveFilters;
  /** The count, or "more than n" when the window holds more picks than the API counts (pages is then null). */
  total: number | string;
  page: number;
  pages: number | null;
  itemCount: number;
  onChange?: (next: LiveFilters) => void;
}) {
  const first = (page - 1) * LIVE_LIST_LIMIT + 1;
  const step = (target: number) => ({
    href: pageHref({ ...filters, page: target }),
    onClick: onChange
      ? (event: MouseEvent<HTMLAnchorElement>) => {
          event.preventDefault();
          onChange({ ...filters, page: target });
          document.getElementById("live-predictions-heading")?.scrollIntoView({ block: "start" });
        }
      : undefined,
  });
  const link = buttonVariants({ size: "sm", variant: "outline" });
  return (
    <nav aria-label="Pages of predictions" className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
      <p className="text-sm text-muted-foreground" data-testid="live-list-position">
        {itemCount > 0 ? (
          <>
            Showing {first}–{first + itemCount - 1} of {total} · page {page}
            {pages === null ? null : ` of ${pages}`}
          </>
        ) : (
          <>
            Page {page} is past the end: {total} picks
            {pages === null ? null : ` in ${pages} ${pages === 1 ? "page" : "pages"}`}
          </>
        )}
      </p>
      <div className="flex items-center gap-2">
        {page > 1 ? (
          <a className={link} rel="prev" {...step(Math.min(page - 1, pages ?? page - 1))}>
            <ChevronLeftIcon aria-hidden="true" />
            Previous
          </a>
        ) : null}
        {(pages === null ? itemCount > 0 : page < pages) ? (
          <a className={link} rel="next" {...step(page + 1)}>
            Next
            <ChevronRightIcon aria-hidden="true" />
          </a>
        ) : null}
      </div>
    </nav>
  );
}
