"use client";

import * as React from "react";
import { CoffeeIcon, ShieldOffIcon } from "lucide-react";
import { toast } from "sonner";

import { BusyButton } from "@/components/forms/busy-button";
import { HelpLinksList } from "@/components/play/help-links-list";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { apiFetch } from "@/lib/api/client";
import type { BudgetStatus } from "@/lib/bets/budget.rules";
import { formatLocalDateTime } from "@/lib/format/dates.rules";
import type { PlayLimitsDto } from "@/lib/play/play-limits.dto";
import {
  REALITY_CHECK_CHOICES,
  SELF_EXCLUSION_PERIODS,
  TIMEOUT_PERIODS,
  type SelfExclusionPeriod,
  type TimeoutPeriod,
} from "@/lib/play/play-limits.rules";
import { SAFER_PLAY_PATH } from "@/lib/site-config";
import { runtimeTimeZone } from "@/lib/time/zoned-time.rules";

import { BudgetBanner } from "../../bets/_components/budget-banner";
import { SaveButton } from "./save-button";
import { SettingsCard } from "./settings-card";

type Loaded = { limits: PlayLimitsDto; budget: BudgetStatus | null };

/** An instant written on the browser's own clock and zone, with the zone named. */
const localTime = (iso: string) => `${formatLocalDateTime(iso)} (${runtimeTimeZone()})`;

/** Safer play tab: the running pause, the weekly budget and reality checks, time-outs, self-exclusion, help. */
export function SaferPlayPanel() {
  const [state, setState] = React.useState<Loaded | null>(null);
  const [error, setError] = React.useState<string | null>(null);

  React.useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    void Promise.all([
      apiFetch<PlayLimitsDto>("/user/play-limits", { signal }),
      apiFetch<BudgetStatus>("/user/play-limits/budget", { signal }),
    ]).then(([limits, budget]) => {
      if (signal.aborted) return;
      if (!limits.success) setError(limits.error);
      else setState({ limits: limits.data, budget: budget.success ? budget.data : null });
    });
    return () => controller.abort();
  }, []);

  if (error) return <p role="alert">{error}</p>;
  if (!state) return <p aria-busy="true">Loading your limits…</p>;
  const onSaved = (limits: PlayLimitsDto) => setState((current) => ({ budget: current?.budget ?? null, limits }));

  return (
    <div className="flex flex-col gap-6" data-testid="safer-play-panel">
      <PauseStatus limits={state.limits} />
      <LimitsForm limits={state.limits} budget={state.budget} onSaved={onSaved} />
      <TimeoutCard limits={state.limits} onSaved={onSaved} />
      <SelfExclusionCard limits={state.limits} onSaved={onSaved} />
      <SettingsCard title="Get help" description="Free, confidential help with gambling, and tools that block it.">
        <HelpLinksList />
        <p className="mt-4 text-sm">
          <a href={SAFER_PLAY_PATH} className="underline underline-offset-4">
            How these tools work
          </a>
        </p>
      </SettingsCard>
    </div>
  );
}

function PauseStatus({ limits }: { limits: PlayLimitsDto }) {
  if (!limits.pause) {
    return (
      <p className="text-sm text-muted-foreground" data-testid="pause-status">
        No time-out or self-exclusion is running.
      </p>
    );
  }
  const what = limits.pause.kind === "TIMEOUT" ? "Time-out" : "Self-exclusion";
  return (
    <div role="status" className="rounded-lg border border-amber-500/50 bg-amber-500/10 p-4 text-sm">
      <p className="font-medium" data-testid="pause-status">
        {what} until {localTime(limits.pause.until)}, in your time zone.
      </p>
      <p className="mt-1 text-muted-foreground">
        Until then you get no alerts, no marketing e-mail, no stake suggestions and no renewals.{" "}
        {limits.pause.kind === "TIMEOUT"
          ? "You can extend it, but not shorten or end it."
          : "It cannot be shortened or lifted early."}
      </p>
    </div>
  );
}

function LimitsForm({
  limits,
  budget,
  onSaved,
}: {
  limits: PlayLimitsDto;
  budget: BudgetStatus | null;
  onSaved: (limits: PlayLimitsDto) => void;
}) {
  const [weeklyBudget, setWeeklyBudget] = React.useState(limits.weeklyBudget?.toString() ?? "");
  const [minutes, setMinutes] = React.useState(limits.realityCheckMinutes?.toString() ?? "");
  const [saving, setSaving] = React.useState(false);
  const [fieldError, setFieldError] = React.useState<string | null>(null);

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    setSaving(true);
    setFieldError(null);
    const result = await apiFetch<PlayLimitsDto>("/user/play-limits", {
      method: "PUT",
      body: {
        weeklyBudget: weeklyBudget.trim() === "" ? null : Number(weeklyBudget),
        realityCheckMinutes: minutes === "" ? null : Number(minutes),
      },
    });
    setSaving(false);
    if (!result.success) {
      setFieldError(result.error);
      return;
    }
    onSaved(result.data);
    toast.success("Limits saved");
  }

  return (
    <SettingsCard
      title="Budget and reality checks"
      description="A weekly stake budget for the bets you log, and a reminder of how long you have been here."
    >
      <form onSubmit={(event) => void onSubmit(event)} aria-label="Budget and reality checks" className="grid gap-5">
        {budget ? <BudgetBanner status={budget} /> : null}
        <div className="grid gap-2">
          <Label htmlFor="weekly-budget">Weekly stake budget (Monday to Sunday; empty for none)</Label>
          <Input
            id="weekly-budget"
            inputMode="decimal"
            value={weeklyBudget}
            onChange={(event) => setWeeklyBudget(event.target.value)}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? "limits-error" : undefined}
            className="max-w-48"
          />
          {budget && budget.budget !== null ? (
            <p className="text-sm text-muted-foreground">
              Staked this week ({budget.week.firstDay} to {budget.week.lastDay}): {budget.staked} of {budget.budget}
            </p>
          ) : null}
        </div>
        <div className="grid max-w-48 gap-2">
          <Label htmlFor="reality-check">Reality check</Label>
          <NativeSelect id="reality-check" value={minutes} onChange={(event) => setMinutes(event.target.value)}>
            <option value="">Off</option>
            {REALITY_CHECK_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                Every {choice} minutes
              </option>
            ))}
          </NativeSelect>
        </div>
        {fieldError ? (
          <p id="limits-error" role="alert" className="text-sm text-destructive">
            {fieldError}
          </p>
        ) : null}
        <SaveButton saving={saving} label="Save limits" />
      </form>
    </SettingsCard>
  );
}

async function startPause(body: Record<string, unknown>, onSaved: (limits: PlayLimitsDto) => void) {
  const result = await apiFetch<PlayLimitsDto>("/user/play-limits/pause", { method: "POST", body });
  if (!result.success) {
    toast.error("Not started", { description: result.error });
    return false;
  }
  onSaved(result.data);
  return true;
}

function TimeoutCard({ limits, onSaved }: { limits: PlayLimitsDto; onSaved: (limits: PlayLimitsDto) => void }) {
  const [period, setPeriod] = React.useState<TimeoutPeriod>("24h");
  const [busy, setBusy] = React.useState(false);
  const running = limits.timeoutUntil !== null;
  return (
    <SettingsCard
      title="Take a time-out"
      description="A break from alerts, marketing, stake suggestions and renewals. It can be extended, not shortened."
    >
      <div className="flex flex-wrap items-end gap-3" id="time-out">
        <div className="grid gap-2">
          <Label htmlFor="timeout-period">Time-out length</Label>
          <NativeSelect
            id="timeout-period"
            value={period}
            onChange={(event) => setPeriod(event.target.value as TimeoutPeriod)}
          >
            {(Object.keys(TIMEOUT_PERIODS) as TimeoutPeriod[]).map((key) => (
              <option key={key} value={key}>
                {TIMEOUT_PERIODS[key].label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <BusyButton
          type="button"
          variant="outline"
          icon={CoffeeIcon}
          busy={busy}
          busyLabel="Starting..."
          onClick={() => {
            setBusy(true);
            void startPause({ kind: "TIMEOUT", period }, onSaved).then((started) => {
              setBusy(false);
              if (started) toast.success(`Time-out started: ${TIMEOUT_PERIODS[period].label}`);
            });
          }}
        >
          {running ? "Extend time-out" : "Start time-out"}
        </BusyButton>
      </div>
    </SettingsCard>
  );
}

function SelfExclusionCard({ limits, onSaved }: { limits: PlayLimitsDto; onSaved: (limits: PlayLimitsDto) => void }) {
  const [period, setPeriod] = React.useState<SelfExclusionPeriod>("6m");
  const [confirmed, setConfirmed] = React.useState(false);
  const [busy, setBusy] = React.useState(false);
  return (
    <SettingsCard
      title="Self-exclusion"
      description={
        "Six months or more without alerts, marketing, stake suggestions or renewals. It cannot be lifted early."
      }
    >
      <div className="grid gap-4">
        <div className="grid max-w-48 gap-2">
          <Label htmlFor="exclusion-period">Self-exclusion length</Label>
          <NativeSelect
            id="exclusion-period"
            value={period}
            onChange={(event) => setPeriod(event.target.value as SelfExclusionPeriod)}
          >
            {(Object.keys(SELF_EXCLUSION_PERIODS) as SelfExclusionPeriod[]).map((key) => (
              <option key={key} value={key}>
                {SELF_EXCLUSION_PERIODS[key].label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex items-start gap-2">
          <Checkbox
            id="exclusion-confirm"
            checked={confirmed}
            onCheckedChange={(value) => setConfirmed(value === true)}
          />
          <Label htmlFor="exclusion-confirm" className="leading-snug font-normal">
            I understand that a self-exclusion cannot be shortened or lifted early, not even by asking support.
          </Label>
        </div>
        <BusyButton
          type="button"
          variant="destructive"
          icon={ShieldOffIcon}
          busy={busy}
          busyLabel="Starting..."
          disabled={!confirmed}
          className="self-start"
          onClick={() => {
            setBusy(true);
            void startPause({ kind: "SELF_EXCLUSION", period, confirm: true }, onSaved).then((started) => {
              setBusy(false);
              if (started) toast.success(`Self-exclusion started: ${SELF_EXCLUSION_PERIODS[period].label}`);
            });
          }}
        >
          {limits.selfExcludedUntil ? "Lengthen self-exclusion" : "Exclude myself"}
        </BusyButton>
      </div>
    </SettingsCard>
  );
}
