"use client";

import * as React from "react";
import { SaveIcon } from "lucide-react";

import { FieldError, errorIdFor } from "@/components/forms/form-field";
import { BusyButton } from "@/components/forms/busy-button";
import { Button } from "@/components/ui/button";
import { inputClassName } from "@/components/ui/input-classes";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import {
  ALERT_MARKETS,
  CHANNEL_LABELS,
  MODE_LABELS,
  type AlertRuleDraft,
  type AlertRuleOptions,
  type DraftErrors,
  type DraftField,
} from "@/lib/alerts/alert-rule-form.rules";
import { formatMarket } from "@/lib/format/predictions.rules";

import { CheckboxGroup, NumberField } from "./rule-editor-fields";

// The alert rule form: every field of the body (lib/alerts/alerts.input.ts alertRuleBodySchema) as plain inputs,
// each with its label and its own error from the server's answer, the first failing field focused.

const CHANNELS = Object.keys(CHANNEL_LABELS) as AlertRuleDraft["channels"];
const MODES = Object.keys(MODE_LABELS) as AlertRuleDraft["mode"][];

/** The rule's figure bounds, each a number input with its hint and limits. */
const FIGURE_FIELDS = [
  {
    label: "Minimum EV (%)",
    hint: "EV per unit staked at the best price, e.g. 5 for +5%.",
    field: "minEvPercent",
    step: "0.1",
  },
  { label: "Maximum odds (decimal)", hint: "The best price, e.g. 3.00.", field: "maxOdds", step: "0.01", min: "1" },
  {
    label: "Minimum fair probability (%)",
    hint: "0 to 100.",
    field: "minFairPercent",
    step: "1",
    min: "0",
    max: "100",
  },
  {
    label: "Maximum fair probability (%)",
    hint: "0 to 100.",
    field: "maxFairPercent",
    step: "1",
    min: "0",
    max: "100",
  },
] as const satisfies readonly {
  field: DraftField;
  label: string;
  hint: string;
  step: string;
  min?: string;
  max?: string;
}[];

/** Every zone the browser knows, with the draft's own first when it is not among them ("UTC" on some). */
function timeZones(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return known.includes(current) ? known : [current, ...known];
}

export interface RuleEditorProps {
  /** "Create rule" or "Save changes". */
  submitLabel: string;
  initial: AlertRuleDraft;
  options: AlertRuleOptions;
  errors: DraftErrors;
  /** The envelope's message when no field could be named. */
  formError: string | null;
  saving: boolean;
  onSubmit: (draft: AlertRuleDraft) => void;
  onCancel: () => void;
}

export function RuleEditor({
  submitLabel,
  initial,
  options,
  errors,
  formError,
  saving,
  onSubmit,
  onCancel,
}: RuleEditorProps) {
  const [draft, setDraft] = React.useState(initial);
  const id = React.useId();
  const formRef = React.useRef<HTMLFormElement>(null);
  const set = <K extends keyof AlertRuleDraft>(key: K, value: AlertRuleDraft[K]) =>
    setDraft((previous) => ({ ...previous, [key]: value }));
  const toggle = (key: "sports" | "leagues" | "markets" | "bookmakers" | "channels", value: string) =>
    setDraft((previous) => {
      const list = previous[key] as string[];
      return { ...previous, [key]: list.includes(value) ? list.filter((item) => item !== value) : [...list, value] };
    });

  // The first field the server (or the number check) refused takes the focus.
  React.useEffect(() => {
    const first = Object.keys(errors)[0] as DraftField | undefined;
    if (!first) return;
    formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
  }, [errors]);

  const fieldId = (field: DraftField) => `${id}-${field}`;
  const a11y = (field: DraftField) => ({
    id: fieldId(field),
    "data-field": field,
    "aria-invalid": errors[field] ? (true as const) : undefined,
    "aria-describedby": errors[field] ? errorIdFor(fieldId(field)) : undefined,
  });
  const error = (field: DraftField) => <FieldError id={errorIdFor(fieldId(field))} message={errors[field]} />;

  const leagues = options.leagues.filter((league) => draft.sports.length === 0 || draft.sports.includes(league.sport));
  // Values the rule holds that the options no longer list stay visible (and can be unticked).
  const extra = (chosen: string[], listed: string[]) => chosen.filter((value) => !listed.includes(value));
  const bookmakers = [
    ...options.bookmakers,
    ...extra(
      draft.bookmakers,
      options.bookmakers.map((book) => book.key),
    ).map((key) => ({ key, name: key })),
  ];

  return (
    <form
      ref={formRef}
      aria-label="Alert rule"
      className="flex flex-col gap-6"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(draft);
      }}
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor={fieldId("name")}>Name</Label>
        <input
          {...a11y("name")}
          className={inputClassName()}
          value={draft.name}
          maxLength={80}
          onChange={(event) => set("name", event.target.value)}
        />
        {error("name")}
      </div>

      <CheckboxGroup
        legend="Sports"
        hint="None ticked: every sport."
        field="sports"
        a11y={a11y}
        error={error("sports")}
        items={[
          ...options.sports.map((sport) => ({ value: sport.id, label: sport.name })),
          ...extra(
            draft.sports,
            options.sports.map((sport) => sport.id),
          ).map((value) => ({ value, label: value })),
        ]}
        chosen={draft.sports}
        onToggle={(value) => toggle("sports", value)}
      />
      <CheckboxGroup
        legend="Leagues"
        hint="None ticked: every league (of the sports ticked above)."
        field="leagues"
        a11y={a11y}
        error={error("leagues")}
        scroll
        items={[
          ...leagues.map((league) => ({ value: league.id, label: league.name })),
          ...extra(
            draft.leagues,
            leagues.map((league) => league.id),
          ).map((value) => ({
            value,
            label: options.leagues.find((league) => league.id === value)?.name ?? value,
          })),
        ]}
        chosen={draft.leagues}
        onToggle={(value) => toggle("leagues", value)}
      />
      <CheckboxGroup
        legend="Markets"
        hint="None ticked: every market."
        field="markets"
        a11y={a11y}
        error={error("markets")}
        items={[...ALERT_MARKETS, ...extra(draft.markets, [...ALERT_MARKETS])].map((value) => ({
          value,
          label: formatMarket(value),
        }))}
        chosen={draft.markets}
        onToggle={(value) => toggle("markets", value)}
      />

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium">Figures</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {FIGURE_FIELDS.map((figure) => (
            <NumberField
              key={figure.field}
              {...figure}
              value={draft[figure.field]}
              a11y={a11y}
              error={error(figure.field)}
              onChange={(value) => set(figure.field, value)}
            />
          ))}
        </div>
      </fieldset>

      <CheckboxGroup
        legend="Bookmakers you can use"
        hint={
          bookmakers.length === 0
            ? "No bookmaker's prices have been read lately."
            : "None ticked: any bookmaker. A value price at a bookmaker you cannot use is not an alert for you."
        }
        field="bookmakers"
        a11y={a11y}
        error={error("bookmakers")}
        scroll
        items={bookmakers.map((book) => ({ value: book.key, label: book.name }))}
        chosen={draft.bookmakers}
        onToggle={(value) => toggle("bookmakers", value)}
      />

      <CheckboxGroup
        legend="Channels"
        hint="At least one."
        field="channels"
        a11y={a11y}
        error={error("channels")}
        items={CHANNELS.map((channel) => ({ value: channel, label: CHANNEL_LABELS[channel] }))}
        chosen={draft.channels}
        onToggle={(value) => toggle("channels", value)}
      />

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">When</legend>
        <div className="flex flex-wrap gap-4">
          {MODES.map((mode) => (
            <label key={mode} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-mode`}
                value={mode}
                checked={draft.mode === mode}
                onChange={() => set("mode", mode)}
                className="size-4 accent-brand-strong"
                {...(mode === MODES[0] ? { "data-field": "mode" } : {})}
              />
              {mode === "instant" ? "Instant: as soon as a pick is published" : "Daily digest: once a day"}
            </label>
          ))}
        </div>
        {error("mode")}
      </fieldset>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium">Quiet hours</legend>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={draft.quietHours}
            onChange={(event) => set("quietHours", event.target.checked)}
            className="size-4 accent-brand-strong"
          />
          Hold instant alerts during quiet hours (they are sent when the quiet hours end)
        </label>
        {draft.quietHours ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="flex flex-col gap-2">
              <Label htmlFor={fieldId("quietStart")}>From</Label>
              <input
                type="time"
                {...a11y("quietStart")}
                className={inputClassName()}
                value={draft.quietStart}
                onChange={(event) => set("quietStart", event.target.value)}
              />
              {error("quietStart")}
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor={fieldId("quietEnd")}>Until</Label>
              <input
                type="time"
                {...a11y("quietEnd")}
                className={inputClassName()}
                value={draft.quietEnd}
                onChange={(event) => set("quietEnd", event.target.value)}
              />
              {error("quietEnd")}
            </div>
          </div>
        ) : null}
        <div className="flex flex-col gap-2 sm:max-w-sm">
          <Label htmlFor={fieldId("timeZone")}>Time zone</Label>
          <NativeSelect
            {...a11y("timeZone")}
            value={draft.timeZone}
            onChange={(event) => set("timeZone", event.target.value)}
          >
            {timeZones(draft.timeZone).map((zone) => (
              <option key={zone} value={zone}>
                {zone.replace(/_/g, " ")}
              </option>
            ))}
          </NativeSelect>
          {error("timeZone")}
        </div>
      </fieldset>

      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          {...a11y("enabled")}
          checked={draft.enabled}
          onChange={(event) => set("enabled", event.target.checked)}
          className="size-4 accent-brand-strong"
        />
        Enabled
      </label>

      {formError ? (
        <p role="alert" className="text-sm text-destructive">
          {formError}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <BusyButton type="submit" variant="brand" busy={saving} busyLabel="Saving..." icon={SaveIcon}>
          {submitLabel}
        </BusyButton>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
