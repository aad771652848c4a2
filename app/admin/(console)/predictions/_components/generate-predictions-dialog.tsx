"use client";

import * as React from "react";
import { SparklesIcon } from "lucide-react";
import { toast } from "sonner";

import { AdminDialog } from "@/components/admin/admin-dialog";
import { NativeSelect } from "@/components/admin/native-select";
import { BusyButton } from "@/components/forms/busy-button";
import { DialogFooter } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { apiFetch } from "@/lib/api/client";
import { PICKER_MATCH_LIMIT } from "@/lib/predictions/admin.input";

import { formatLocalDateTime } from "@/lib/format/dates.rules";
import type { PickerMatch } from "./types";

interface GenerationAnswer {
  generated: number;
  skipped: { market: string; reason: string }[];
}

/**
 * Generate AI Predictions: pick one of the next upcoming matches from the database and run the model on it
 * (POST /api/predictions/generate; markets default to moneyline, spread and total).
 */
export function GeneratePredictionsDialog({ onGenerated }: { onGenerated: () => void }) {
  const [open, setOpen] = React.useState(false);
  const [matches, setMatches] = React.useState<PickerMatch[] | null>(null);
  const [loadError, setLoadError] = React.useState<string | null>(null);
  const [matchId, setMatchId] = React.useState("");
  const [busy, setBusy] = React.useState(false);

  React.useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    apiFetch<{ matches: PickerMatch[] }>("/admin/predictions/upcoming-matches", { signal: controller.signal }).then(
      (result) => {
        if (controller.signal.aborted) return;
        if (result.success) setMatches(result.data.matches);
        else {
          // The picker shows why it is empty; nothing else on the page depends on it.
          console.error("Failed to load upcoming matches", result.error);
          setLoadError(result.error || "Failed to load upcoming matches");
        }
      },
    );
    return () => controller.abort();
  }, [open]);

  function changeOpen(next: boolean) {
    setOpen(next);
    if (!next) {
      setMatchId("");
      setMatches(null);
      setLoadError(null);
    }
  }

  async function generate() {
    setBusy(true);
    const result = await apiFetch<GenerationAnswer>("/predictions/generate", { method: "POST", body: { matchId } });
    setBusy(false);
    if (!result.success) {
      toast.error("Prediction Error", { description: result.error || "Prediction generation failed" });
      return;
    }
    const { generated, skipped } = result.data;
    const reasons = [...new Set(skipped.map((skip) => skip.reason))].join("; ");
    toast.success("Predictions Generated", {
      description: `Generated ${generated} predictions${generated === 0 && reasons ? ` (${reasons})` : ""}`,
    });
    changeOpen(false);
    onGenerated();
  }

  return (
    <AdminDialog
      open={open}
      onOpenChange={changeOpen}
      trigger={{ label: "Generate AI Predictions", icon: SparklesIcon, variant: "outline" }}
      title="Generate AI Predictions"
      description={
        <>
          The model forecasts the chosen match and publishes a pick for each market a bookmaker prices (moneyline,
          spread, total). Markets that already have a prediction are skipped.
        </>
      }
    >
      <div className="flex min-w-0 flex-col gap-2">
        <Label htmlFor="generate-match">Match</Label>
        <NativeSelect
          id="generate-match"
          className="w-full min-w-0"
          value={matchId}
          disabled={!matches || matches.length === 0}
          onChange={(event) => setMatchId(event.target.value)}
        >
          <option value="">
            {matches
              ? matches.length
                ? "Choose a match"
                : "No upcoming matches"
              : loadError
                ? "Failed to load matches"
                : "Loading matches…"}
          </option>
          {(matches ?? []).map((match) => (
            <option key={match.id} value={match.id}>
              {`${match.homeTeam} vs ${match.awayTeam} · ${match.leagueName} · ` +
                formatLocalDateTime(match.matchDate) +
                (match.predictions ? ` · ${match.predictions} predicted` : "")}
            </option>
          ))}
        </NativeSelect>
        <p className="text-xs text-muted-foreground">
          {loadError ?? `The next ${PICKER_MATCH_LIMIT} matches that have not started, soonest first.`}
        </p>
      </div>
      <DialogFooter>
        <BusyButton
          type="button"
          busy={busy}
          busyLabel="Generating..."
          icon={SparklesIcon}
          disabled={!matchId}
          onClick={generate}
        >
          Generate
        </BusyButton>
      </DialogFooter>
    </AdminDialog>
  );
}
