"use client";

import * as React from "react";
import { SaveIcon } from "lucide-react";

import { serverFieldErrors } from "@/components/auth/server-errors";
import { BusyButton } from "@/components/forms/busy-button";
import { FormField, fieldA11y } from "@/components/forms/form-field";
import { Input } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/client";
import { DEFAULT_KELLY_FRACTION, DEFAULT_STAKE_CAP } from "@/lib/engine/staking";

// The member's staking settings: units or a currency, the bankroll (the chart starts from it, no stake may exceed
// it, and stake suggestions need it), and the fractional-Kelly choices of the suggestions: the share of full Kelly
// and the cap as a share of the bankroll, both entered in percent here and stored as fractions.

interface Staking {
  currency: string | null;
  bankroll: number | null;
  kellyFraction: number;
  stakeCap: number;
}

const FIELDS = ["currency", "bankroll", "kellyFraction", "stakeCap"] as const;

const percent = (fraction: number) => String(Math.round(fraction * 10_000) / 100);

export function StakingCard({ staking, onSaved }: { staking: Staking | null; onSaved: () => void }) {
  const [values, setValues] = React.useState({
    currency: staking?.currency ?? "",
    bankroll: staking?.bankroll == null ? "" : String(staking.bankroll),
    kellyFraction: percent(staking?.kellyFraction ?? DEFAULT_KELLY_FRACTION),
    stakeCap: percent(staking?.stakeCap ?? DEFAULT_STAKE_CAP),
  });
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [busy, setBusy] = React.useState(false);
  const [saved, setSaved] = React.useState(false);
  const set = (key: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setSaved(false);
    setValues((current) => ({ ...current, [key]: event.target.value }));
  };
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const result = await apiFetch("/user/staking", {
      method: "PUT",
      body: {
        currency: values.currency.trim() ? values.currency.trim().toUpperCase() : null,
        bankroll: values.bankroll.trim() ? Number(values.bankroll) : null,
        kellyFraction: Number(values.kellyFraction) / 100,
        stakeCap: Number(values.stakeCap) / 100,
      },
    });
    setBusy(false);
    if (result.success) {
      setErrors({});
      setSaved(true);
      onSaved();
      return;
    }
    const fieldErrors = serverFieldErrors(result.details, FIELDS);
    setErrors({
      ...Object.fromEntries(fieldErrors.map((entry) => [entry.field, entry.message])),
      ...(fieldErrors.length === 0 ? { form: result.error } : {}),
    });
  };
  return (
    <form className="flex flex-col gap-4" aria-label="Staking settings" onSubmit={save}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="staking-currency"
          label="Currency (ISO 4217, empty for units)"
          error={errors.currency}
          hint="e.g. EUR, GBP, USD; leave empty to keep your book in units."
        >
          <Input
            {...fieldA11y("staking-currency", errors.currency, true)}
            value={values.currency}
            maxLength={3}
            onChange={set("currency")}
          />
        </FormField>
        <FormField
          id="staking-bankroll"
          label="Bankroll"
          error={errors.bankroll}
          hint="The chart starts here; no stake may be above it. Empty: no bankroll, no stake suggestions."
        >
          <Input
            {...fieldA11y("staking-bankroll", errors.bankroll, true)}
            inputMode="decimal"
            value={values.bankroll}
            onChange={set("bankroll")}
          />
        </FormField>
        <FormField id="staking-kelly" label="Kelly fraction (% of full Kelly)" error={errors.kellyFraction}>
          <Input
            {...fieldA11y("staking-kelly", errors.kellyFraction)}
            inputMode="decimal"
            value={values.kellyFraction}
            onChange={set("kellyFraction")}
          />
        </FormField>
        <FormField id="staking-cap" label="Cap (% of bankroll per bet)" error={errors.stakeCap}>
          <Input
            {...fieldA11y("staking-cap", errors.stakeCap)}
            inputMode="decimal"
            value={values.stakeCap}
            onChange={set("stakeCap")}
          />
        </FormField>
      </div>
      {errors.form ? (
        <p role="alert" className="text-sm text-destructive">
          {errors.form}
        </p>
      ) : null}
      <div className="flex items-center gap-3">
        <BusyButton type="submit" size="sm" busy={busy} busyLabel="Saving..." icon={SaveIcon}>
          Save staking settings
        </BusyButton>
        <span className="text-sm text-muted-foreground" aria-live="polite">
          {saved ? "Saved." : ""}
        </span>
      </div>
    </form>
  );
}
