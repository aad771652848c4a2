"use client";

import * as React from "react";
import { ChevronDownIcon, PencilIcon, Trash2Icon } from "lucide-react";

import { BusyButton } from "@/components/forms/busy-button";
import { FormField, fieldA11y } from "@/components/forms/form-field";
import { serverFieldErrors } from "@/components/auth/server-errors";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { apiFetch } from "@/lib/api/client";
import type { BetListItem } from "@/lib/bets/bets.service";
import { BET_MARKETS, BET_STATUSES } from "@/lib/bets/bets.input";
import { formatMarket } from "@/lib/format/predictions.rules";

import { formatLocalDateTime, toLocalDateTimeInput } from "@/lib/format/dates.rules";
import { formatBookAmount } from "@/lib/format/money.rules";
import { formatSignedRate } from "@/lib/format/numbers.rules";
import { formatDecimalOdds } from "@/lib/format/odds.rules";

import { formatSelection } from "./bet-format";

// The member's bets, newest placed first, a page at a time ("Load more" follows the server's cursor), filtered by
// status, market, bookmaker and month. A pending bet can be edited or deleted; a settled one shows its result.

type Bet = Omit<BetListItem, "placedAt" | "kickoffAt" | "settledAt"> & {
  placedAt: string;
  kickoffAt: string;
  settledAt: string | null;
};
interface Page {
  bets: Bet[];
  nextCursor: string | null;
}
interface Filters {
  status: string;
  market: string;
  bookmaker: string;
  month: string;
}

const PAGE_SIZE = 25;
const EDIT_FIELDS = ["price", "stake", "bookmaker", "placedAt", "note"] as const;

function resultText(bet: Bet): string {
  if (bet.status === "PENDING") return "Open";
  if (bet.status === "VOID") return bet.stakeResult === 0 ? "Void / push" : "Void";
  const half = bet.stakeResult !== null && Math.abs(bet.stakeResult) === 0.5;
  return `${bet.status === "WIN" ? "Won" : "Lost"}${half ? " (half)" : ""}`;
}

function profitOf(bet: Bet): number | null {
  if (bet.stakeResult === null) return null;
  return bet.stake * (bet.stakeResult > 0 ? bet.stakeResult * (bet.price - 1) : bet.stakeResult);
}

function EditBet({ bet, onDone }: { bet: Bet; onDone: (changed: boolean) => void }) {
  const [values, setValues] = React.useState({
    price: String(bet.price),
    stake: String(bet.stake),
    bookmaker: bet.bookmaker ?? "",
    placedAt: toLocalDateTimeInput(bet.placedAt),
    note: bet.note ?? "",
  });
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [busy, setBusy] = React.useState(false);
  const set = (key: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const result = await apiFetch(`/user/bets/${encodeURIComponent(bet.id)}`, {
      method: "PUT",
      body: {
        price: Number(values.price),
        stake: Number(values.stake),
        bookmaker: values.bookmaker.trim() || null,
        placedAt: new Date(values.placedAt).toISOString(),
        note: values.note.trim() || null,
      },
    });
    setBusy(false);
    if (result.success) return onDone(true);
    const fieldErrors = serverFieldErrors(result.details, EDIT_FIELDS);
    setErrors({
      ...Object.fromEntries(fieldErrors.map((entry) => [entry.field, entry.message])),
      ...(fieldErrors.length === 0 ? { form: result.error } : {}),
    });
  };
  const id = (name: string) => `edit-${bet.id}-${name}`;
  return (
    <form className="mt-3 grid gap-3 sm:grid-cols-2" aria-label="Edit bet" onSubmit={save}>
      <FormField id={id("price")} label="Decimal price" error={errors.price}>
        <Input {...fieldA11y(id("price"), errors.price)} value={values.price} onChange={set("price")} />
      </FormField>
      <FormField id={id("stake")} label="Stake" error={errors.stake}>
        <Input {...fieldA11y(id("stake"), errors.stake)} value={values.stake} onChange={set("stake")} />
      </FormField>
      <FormField id={id("bookmaker")} label="Bookmaker" error={errors.bookmaker}>
        <Input {...fieldA11y(id("bookmaker"), errors.bookmaker)} value={values.bookmaker} onChange={set("bookmaker")} />
      </FormField>
      <FormField id={id("placedAt")} label="Placed at (your time)" error={errors.placedAt}>
        <Input
          {...fieldA11y(id("placedAt"), errors.placedAt)}
          type="datetime-local"
          value={values.placedAt}
          onChange={set("placedAt")}
        />
      </FormField>
      <FormField id={id("note")} label="Note" error={errors.note} className="sm:col-span-2">
        <Input {...fieldA11y(id("note"), errors.note)} value={values.note} onChange={set("note")} />
      </FormField>
      {errors.form ? (
        <p role="alert" className="text-sm text-destructive sm:col-span-2">
          {errors.form}
        </p>
      ) : null}
      <div className="flex gap-2 sm:col-span-2">
        <BusyButton type="submit" size="sm" busy={busy} busyLabel="Saving..." icon={PencilIcon}>
          Save
        </BusyButton>
        <Button type="button" size="sm" variant="outline" onClick={() => onDone(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function BetItem({ bet, currency, onChanged }: { bet: Bet; currency: string | null; onChanged: () => void }) {
  const [editing, setEditing] = React.useState(false);
  const [deleting, setDeleting] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const profit = profitOf(bet);
  const remove = async () => {
    if (!window.confirm("Delete this bet?")) return;
    setDeleting(true);
    const result = await apiFetch(`/user/bets/${encodeURIComponent(bet.id)}`, { method: "DELETE" });
    setDeleting(false);
    if (result.success) onChanged();
    else setError(result.error);
  };
  return (
    <li className="rounded-lg border p-3" data-testid="bet-item" data-status={bet.status}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex flex-col gap-0.5">
          <span className="font-medium">
            {bet.homeTeam} vs {bet.awayTeam}
          </span>
          <span className="text-sm">{formatSelection(bet)}</span>
          <span className="text-xs text-muted-foreground">
            {formatBookAmount(bet.stake, currency)} at {formatDecimalOdds(bet.price)}
            {bet.bookmaker ? ` with ${bet.bookmaker}` : ""} · placed {formatLocalDateTime(bet.placedAt)}
            {bet.publishedPrice !== null ? ` · published price ${formatDecimalOdds(bet.publishedPrice)}` : ""}
            {bet.closingProbability !== null
              ? ` · your CLV ${formatSignedRate(bet.price * bet.closingProbability - 1)}`
              : ""}
          </span>
          {bet.note ? <span className="text-xs text-muted-foreground">{bet.note}</span> : null}
        </div>
        <div className="flex flex-col items-end gap-1">
          <Badge variant={bet.status === "WIN" ? "success" : bet.status === "LOSS" ? "destructive" : "secondary"}>
            {resultText(bet)}
          </Badge>
          {profit !== null ? (
            <span className="text-sm tabular-nums" data-testid="bet-profit">
              {formatBookAmount(profit, currency, true)}
            </span>
          ) : null}
          {bet.status === "PENDING" && !editing ? (
            <div className="flex gap-1">
              <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
                <PencilIcon aria-hidden="true" />
                Edit
              </Button>
              <BusyButton
                size="sm"
                variant="ghost"
                busy={deleting}
                busyLabel="Deleting..."
                icon={Trash2Icon}
                onClick={() => void remove()}
              >
                Delete
              </BusyButton>
            </div>
          ) : null}
        </div>
      </div>
      {error ? <p className="text-sm text-destructive">{error}</p> : null}
      {editing ? (
        <EditBet
          bet={bet}
          onDone={(changed) => {
            setEditing(false);
            if (changed) onChanged();
          }}
        />
      ) : null}
    </li>
  );
}

export function BetList({
  currency,
  version,
  onChanged,
}: {
  currency: string | null;
  /** Bumped by the page when a bet was logged elsewhere: the list reads its first page again. */
  version: number;
  onChanged: () => void;
}) {
  const [filters, setFilters] = React.useState<Filters>({ status: "", market: "", bookmaker: "", month: "" });
  const [page, setPage] = React.useState<Page | null>(null);
  const [error, setError] = React.useState<string | null>(null);
  const [loadingMore, setLoadingMore] = React.useState(false);

  const read = React.useCallback(
    (cursor: string | null) =>
      apiFetch<Page>("/user/bets", { query: { ...filters, limit: PAGE_SIZE, cursor: cursor ?? undefined } }),
    [filters],
  );

  React.useEffect(() => {
    let live = true;
    void read(null).then((result) => {
      if (!live) return;
      if (result.success) {
        setPage(result.data);
        setError(null);
      } else setError(result.error);
    });
    return () => {
      live = false;
    };
  }, [read, version]);

  const loadMore = async () => {
    if (!page?.nextCursor) return;
    setLoadingMore(true);
    const result = await read(page.nextCursor);
    setLoadingMore(false);
    if (result.success) setPage({ bets: [...page.bets, ...result.data.bets], nextCursor: result.data.nextCursor });
    else setError(result.error);
  };

  const filter = (key: keyof Filters) => (event: React.ChangeEvent<HTMLSelectElement | HTMLInputElement>) =>
    setFilters((current) => ({ ...current, [key]: event.target.value }));
  return (
    <div className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-4" role="group" aria-label="Filter your bets">
        <FormField id="bets-filter-status" label="Status">
          <NativeSelect id="bets-filter-status" value={filters.status} onChange={filter("status")}>
            <NativeSelectOption value="">All</NativeSelectOption>
            {BET_STATUSES.map((status) => (
              <NativeSelectOption key={status} value={status}>
                {status === "PENDING" ? "Open" : status.charAt(0) + status.slice(1).toLowerCase()}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="bets-filter-market" label="Market">
          <NativeSelect id="bets-filter-market" value={filters.market} onChange={filter("market")}>
            <NativeSelectOption value="">All</NativeSelectOption>
            {Object.keys(BET_MARKETS).map((market) => (
              <NativeSelectOption key={market} value={market}>
                {formatMarket(market)}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="bets-filter-bookmaker" label="Bookmaker">
          <Input id="bets-filter-bookmaker" value={filters.bookmaker} onChange={filter("bookmaker")} />
        </FormField>
        <FormField id="bets-filter-month" label="Month placed (UTC)">
          <Input id="bets-filter-month" type="month" value={filters.month} onChange={filter("month")} />
        </FormField>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      {page === null ? (
        <p className="text-sm text-muted-foreground">Loading your bets...</p>
      ) : page.bets.length === 0 ? (
        <p className="text-sm text-muted-foreground">No bets here yet.</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Your bets">
          {page.bets.map((bet) => (
            <BetItem key={bet.id} bet={bet} currency={currency} onChanged={onChanged} />
          ))}
        </ul>
      )}
      {page?.nextCursor ? (
        <BusyButton
          variant="outline"
          className="self-start"
          busy={loadingMore}
          busyLabel="Loading..."
          icon={ChevronDownIcon}
          onClick={() => void loadMore()}
        >
          Load more
        </BusyButton>
      ) : null}
    </div>
  );
}
