"use client";

import * as React from "react";

import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { selectOddsFormat } from "@/components/predictions/use-odds-format";
import type { ApiResult } from "@/lib/api/client";
import type { DisplayPreferences, Preferences } from "@/lib/accounts/auth.input";
import { formatOdds, isOddsFormat, ODDS_FORMAT_LABELS, ODDS_FORMATS } from "@/lib/format/odds.rules";

import { PreferencesForm } from "./preferences-form";
import { usePreferenceDraft } from "./use-preference-draft";

/** A price every format is shown with, so the choice reads as what it will look like. */
const EXAMPLE_PRICE = 2.5;

/**
 * The odds format of every price on the site, stored with PUT /api/user/preferences. The same choice is
 * made by the odds format switch on /predictions, /tips and a prediction's page; it is kept on the account,
 * so every device the member signs in on shows it from the first page.
 */
export function DisplayForm({
  initial,
  onSave,
}: {
  initial: DisplayPreferences;
  onSave: (next: DisplayPreferences) => Promise<ApiResult<Preferences>>;
}) {
  const id = React.useId();
  const { draft, update, saving, submit } = usePreferenceDraft({
    section: "display",
    initial,
    // Shown on this device at once; the server's answer writes the same cookie.
    onSave: async (next) => {
      const result = await onSave(next);
      if (result.success) selectOddsFormat(result.data.display.oddsFormat, { store: false });
      return result;
    },
    messages: { saved: "Display settings saved", failed: "Failed to save display settings" },
  });

  const formatId = `${id}-odds-format`;
  return (
    <PreferencesForm label="Display settings" saveLabel="Save Display Settings" saving={saving} onSubmit={submit}>
      <div className="flex flex-col gap-2">
        <Label htmlFor={formatId}>Odds format</Label>
        <Select
          value={draft.oddsFormat}
          onValueChange={(value) => {
            if (isOddsFormat(value)) update("oddsFormat", value);
          }}
        >
          <SelectTrigger id={formatId} className="w-full sm:w-96" aria-describedby={`${formatId}-hint`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {ODDS_FORMATS.map((format) => (
              <SelectItem key={format} value={format}>
                {ODDS_FORMAT_LABELS[format]} ({formatOdds(EXAMPLE_PRICE, format)})
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <p id={`${formatId}-hint`} className="text-sm text-muted-foreground">
          How every price and fair price is written on predictions, tips and your lists.
        </p>
      </div>
    </PreferencesForm>
  );
}
