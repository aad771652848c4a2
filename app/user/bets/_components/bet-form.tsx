"use client";

import * as React from "react";
import { PlusIcon, SearchIcon } from "lucide-react";

import { FormField, fieldA11y } from "@/components/forms/form-field";
import { BusyButton } from "@/components/forms/busy-button";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { serverFieldErrors } from "@/components/auth/server-errors";
import { apiFetch } from "@/lib/api/client";
import { BET_MARKETS } from "@/lib/bets/bets.input";
import { formatMarket } from "@/lib/format/predictions.rules";
import { formatDecimalOdds } from "@/lib/format/odds.rules";

import { formatLocalDateTime, toLocalDateTimeInput } from "@/lib/format/dates.rules";

// Logging a bet: from a pick (its match, market, selection and line are the pick's; the best published price and
// its bookmaker are filled in, and stay editable) or by hand on any stored match (found by team name) and market.
// The server checks everything again and answers each bad field by name; the message lands under its field.

const FIELDS = ["matchId", "market", "selection", "line", "price", "stake", "bookmaker", "placedAt", "note"] as const;
type Field = (typeof FIELDS)[number];
type Errors = Partial<Record<Field | "form", string>>;

const LINE_MARKETS: readonly string[] = ["over_under", "total", "spread", "asian_handicap"];

export interface PickForBet {
  id: string;
  homeTeam: string;
  awayTeam: string;
  pick: string;
  market: string;
  matchDate: string;
  decimalOdds: number;
  bookmaker: string | null;
}

interface FoundMatch {
  id: string;
  sportId: string;
  homeTeam: string;
  awayTeam: string;
  kickoffAt: string;
  status: string;
}

function MatchSearch({ onPick, error }: { onPick: (match: FoundMatch) => void; error?: string }) {
  const [q, setQ] = React.useState("");
  const [found, setFound] = React.useState<FoundMatch[] | null>(null);
  const [message, setMessage] = React.useState<string | null>(null);
  const search = async () => {
    const result = await apiFetch<{ matches: FoundMatch[] }>("/user/bets/matches", { query: { q } });
    if (result.success) {
      setFound(result.data.matches);
      setMessage(result.data.matches.length === 0 ? "No match found." : null);
    } else setMessage(result.error);
  };
  return (
    <div className="flex flex-col gap-2">
      <FormField id="bet-match-search" label="Match (search by team)" error={error ?? message ?? undefined}>
        <div className="flex gap-2">
          <Input
            {...fieldA11y("bet-match-search", error ?? message ?? undefined)}
            value={q}
            onChange={(event) => setQ(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                void search();
              }
            }}
            placeholder="e.g. Arsenal"
          />
          <Button type="button" variant="outline" onClick={() => void search()}>
            <SearchIcon aria-hidden="true" />
            Search
          </Button>
        </div>
      </FormField>
      {found && found.length > 0 ? (
        <ul className="flex max-h-56 flex-col gap-1 overflow-auto rounded-md border p-1" aria-label="Matches found">
          {found.map((match) => (
            <li key={match.id}>
              <button
                type="button"
                className="w-full rounded px-2 py-1 text-left text-sm hover:bg-muted"
                onClick={() => {
                  onPick(match);
                  setFound(null);
                }}
              >
                {match.homeTeam} vs {match.awayTeam} · {formatLocalDateTime(match.kickoffAt)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The form that logs a bet; `pick` prefills it from a published pick, without one it is a bet by hand. */
export function BetForm({ pick, onLogged }: { pick?: PickForBet; onLogged: () => void }) {
  const [match, setMatch] = React.useState<FoundMatch | null>(null);
  const [market, setMarket] = React.useState<keyof typeof BET_MARKETS>("1x2");
  const [selection, setSelection] = React.useState<string>("home");
  const [line, setLine] = React.useState("");
  const [price, setPrice] = React.useState(pick ? String(pick.decimalOdds) : "");
  const [stake, setStake] = React.useState("");
  const [bookmaker, setBookmaker] = React.useState(pick?.bookmaker ?? "");
  const [placedAt, setPlacedAt] = React.useState(() => toLocalDateTimeInput(new Date().toISOString()));
  const [note, setNote] = React.useState("");
  const [errors, setErrors] = React.useState<Errors>({});
  const [busy, setBusy] = React.useState(false);

  const kickoff = pick?.matchDate ?? match?.kickoffAt;
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const numbers = { price: Number(price), stake: Number(stake) };
    const found: Errors = {};
    if (!price || !Number.isFinite(numbers.price)) found.price = "Enter the decimal price you took";
    if (!stake || !Number.isFinite(numbers.stake)) found.stake = "Enter your stake";
    if (!pick && !match) found.matchId = "Choose a match";
    if (Object.keys(found).length > 0) return setErrors(found);
    const body = {
      ...(pick
        ? { predictionId: pick.id }
        : {
            matchId: match!.id,
            market,
            selection,
            ...(LINE_MARKETS.includes(market) ? { line: line === "" ? null : Number(line) } : {}),
          }),
      ...numbers,
      ...(bookmaker.trim() ? { bookmaker: bookmaker.trim() } : {}),
      placedAt: new Date(placedAt).toISOString(),
      ...(note.trim() ? { note: note.trim() } : {}),
    };
    setBusy(true);
    const result = await apiFetch("/user/bets", { method: "POST", body });
    setBusy(false);
    if (result.success) {
      setErrors({});
      setStake("");
      setNote("");
      onLogged();
      return;
    }
    const fieldErrors = serverFieldErrors(result.details, FIELDS);
    setErrors({
      ...Object.fromEntries(fieldErrors.map((entry) => [entry.field, entry.message])),
      form: fieldErrors.length === 0 ? result.error : undefined,
    });
  };

  const selections: readonly string[] = BET_MARKETS[market];
  return (
    <form className="flex flex-col gap-4" aria-label={pick ? "Log this bet" : "Log a bet by hand"} onSubmit={submit}>
      {pick ? (
        <p className="text-sm">
          <span className="font-medium">
            {pick.homeTeam} vs {pick.awayTeam}
          </span>{" "}
          · {formatMarket(pick.market)}: {pick.pick} · published at {formatDecimalOdds(pick.decimalOdds)}
          {pick.bookmaker ? ` (${pick.bookmaker})` : ""}
        </p>
      ) : (
        <>
          <MatchSearch onPick={setMatch} error={errors.matchId} />
          {match ? (
            <p className="text-sm" data-testid="bet-chosen-match">
              {match.homeTeam} vs {match.awayTeam} · kick-off {formatLocalDateTime(match.kickoffAt)}
            </p>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-3">
            <FormField id="bet-market" label="Market" error={errors.market}>
              <NativeSelect
                {...fieldA11y("bet-market", errors.market)}
                value={market}
                onChange={(event) => {
                  const next = event.target.value as keyof typeof BET_MARKETS;
                  setMarket(next);
                  setSelection(BET_MARKETS[next][0]);
                }}
              >
                {Object.keys(BET_MARKETS).map((key) => (
                  <NativeSelectOption key={key} value={key}>
                    {formatMarket(key)}
                  </NativeSelectOption>
                ))}
              </NativeSelect>
            </FormField>
            <FormField id="bet-selection" label="Selection" error={errors.selection}>
              <NativeSelect
                {...fieldA11y("bet-selection", errors.selection)}
                value={selection}
                onChange={(event) => setSelection(event.target.value)}
              >
                {selections.map((key) => (
                  <NativeSelectOption key={key} value={key}>
                    {key === "home" && match ? match.homeTeam : key === "away" && match ? match.awayTeam : key}
                  </NativeSelectOption>
                ))}
              </NativeSelect>
            </FormField>
            {LINE_MARKETS.includes(market) ? (
              <FormField id="bet-line" label="Line (home side for handicaps)" error={errors.line}>
                <Input
                  {...fieldA11y("bet-line", errors.line)}
                  inputMode="decimal"
                  value={line}
                  onChange={(event) => setLine(event.target.value)}
                />
              </FormField>
            ) : null}
          </div>
        </>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="bet-price" label="Decimal price you took" error={errors.price}>
          <Input
            {...fieldA11y("bet-price", errors.price)}
            inputMode="decimal"
            value={price}
            onChange={(event) => setPrice(event.target.value)}
          />
        </FormField>
        <FormField id="bet-stake" label="Stake" error={errors.stake}>
          <Input
            {...fieldA11y("bet-stake", errors.stake)}
            inputMode="decimal"
            value={stake}
            onChange={(event) => setStake(event.target.value)}
          />
        </FormField>
        <FormField id="bet-bookmaker" label="Bookmaker" error={errors.bookmaker}>
          <Input
            {...fieldA11y("bet-bookmaker", errors.bookmaker)}
            value={bookmaker}
            onChange={(event) => setBookmaker(event.target.value)}
          />
        </FormField>
        <FormField
          id="bet-placed-at"
          label="Placed at (your time)"
          error={errors.placedAt}
          hint={kickoff ? `Before kick-off: ${formatLocalDateTime(kickoff)}` : undefined}
        >
          <Input
            {...fieldA11y("bet-placed-at", errors.placedAt, Boolean(kickoff))}
            type="datetime-local"
            value={placedAt}
            onChange={(event) => setPlacedAt(event.target.value)}
          />
        </FormField>
      </div>
      <FormField id="bet-note" label="Note (optional)" error={errors.note}>
        <Input {...fieldA11y("bet-note", errors.note)} value={note} onChange={(event) => setNote(event.target.value)} />
      </FormField>
      {errors.form ? (
        <p role="alert" className="text-sm text-destructive">
          {errors.form}
        </p>
      ) : null}
      <BusyButton
        type="submit"
        variant="brand"
        className="self-start"
        busy={busy}
        busyLabel="Logging..."
        icon={PlusIcon}
      >
        Log bet
      </BusyButton>
    </form>
  );
}
