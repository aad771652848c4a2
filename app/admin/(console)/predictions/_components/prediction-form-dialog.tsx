"use client";

import * as React from "react";
import { Controller } from "react-hook-form";
import { SaveIcon } from "lucide-react";
import { toast } from "sonner";

import { AdminDialog, DialogForm } from "@/components/admin/admin-dialog";
import { NativeSelect } from "@/components/admin/native-select";
import { fieldA11y, FormField } from "@/components/forms/form-field";
import { useZodForm } from "@/components/forms/use-zod-form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { apiFetch } from "@/lib/api/client";
import {
  DEFAULT_PREDICTION_CONFIDENCE,
  predictionFormSchema,
  toManualPredictionBody,
  toPredictionUpdateBody,
  type PredictionFormInput,
} from "@/lib/predictions/admin.input";

import { toLocalDateTimeInput } from "@/lib/format/dates.rules";
import type { PredictionReference, PredictionRow } from "./types";

type Editing = { mode: "create" } | { mode: "edit"; row: PredictionRow } | null;

/** Create Prediction (POST /api/predictions/manual) or Edit Prediction (PUT /api/predictions/{id}, changed fields
 * only). */
export function PredictionFormDialog({
  editing,
  reference,
  onClose,
  onSaved,
}: {
  editing: Editing;
  reference: PredictionReference;
  onClose: () => void;
  onSaved: () => void;
}) {
  const title = editing?.mode === "edit" ? "Edit Prediction" : "Create Prediction";
  return (
    <AdminDialog
      open={editing !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      description={
        editing?.mode === "edit"
          ? "Sport and league stay as they are. After kickoff only the analysis and the premium flag can change."
          : "Publish a prediction by hand. Its content is locked when saved, like the model's picks."
      }
      className="max-h-[90vh] overflow-y-auto sm:max-w-xl"
    >
      {editing ? (
        <PredictionForm
          key={editing.mode === "edit" ? editing.row.id : "create"}
          editing={editing}
          reference={reference}
          onDone={onSaved}
          onClose={onClose}
        />
      ) : null}
    </AdminDialog>
  );
}

function initialValues(editing: NonNullable<Editing>, reference: PredictionReference): PredictionFormInput {
  if (editing.mode === "edit") {
    const { row } = editing;
    return {
      sport: row.sport,
      league: row.league,
      homeTeam: row.homeTeam,
      awayTeam: row.awayTeam,
      matchDate: toLocalDateTimeInput(row.matchDate),
      market: row.market,
      pick: row.pick,
      confidence: Math.round(row.confidence),
      odds: row.decimalOdds,
      analysis: row.analysis ?? "",
      isPremium: row.isPremium,
    };
  }
  const sport = reference.sports[0]?.id ?? "";
  return {
    sport,
    league: reference.leagues.find((league) => league.sport === sport)?.id ?? "",
    homeTeam: "",
    awayTeam: "",
    matchDate: "",
    market: "",
    pick: "",
    confidence: DEFAULT_PREDICTION_CONFIDENCE,
    odds: 2,
    analysis: "",
    isPremium: false,
  };
}

function PredictionForm({
  editing,
  reference,
  onDone,
  onClose,
}: {
  editing: NonNullable<Editing>;
  reference: PredictionReference;
  onDone: () => void;
  onClose: () => void;
}) {
  const id = React.useId();
  const initial = React.useMemo(() => initialValues(editing, reference), [editing, reference]);
  const { register, handleSubmit, control, watch, setValue, formState } = useZodForm(predictionFormSchema, {
    defaultValues: initial,
  });
  const { errors, isSubmitting } = formState;
  const isEdit = editing.mode === "edit";
  const sport = watch("sport");
  const confidence = watch("confidence");
  const leagues = reference.leagues.filter((league) => league.sport === sport);

  async function onSubmit(input: PredictionFormInput) {
    if (editing.mode === "edit") {
      const body = toPredictionUpdateBody(input, initial);
      if (Object.keys(body).length === 0) {
        toast.info("Nothing changed");
        onClose();
        return;
      }
      const result = await apiFetch(`/predictions/${editing.row.id}`, { method: "PUT", body });
      if (!result.success) {
        toast.error(result.error || "Failed to update prediction");
        return;
      }
      toast.success("Prediction updated successfully");
    } else {
      const result = await apiFetch("/predictions/manual", { method: "POST", body: toManualPredictionBody(input) });
      if (!result.success) {
        toast.error("Failed to create prediction", { description: result.error });
        return;
      }
      toast.success("Prediction created successfully");
    }
    onClose();
    onDone();
  }

  const field = (name: keyof PredictionFormInput) => ({ id: `${id}-${name}`, error: errors[name]?.message });

  return (
    <DialogForm
      className="grid gap-4 sm:grid-cols-2"
      footerClassName="sm:col-span-2"
      onSubmit={handleSubmit(onSubmit)}
      submit={{
        label: isEdit ? "Save changes" : "Create prediction",
        busyLabel: "Saving...",
        icon: SaveIcon,
        busy: isSubmitting,
      }}
    >
      {isEdit ? (
        <>
          <FormField id={`${id}-sport`} label="Sport">
            <Input
              id={`${id}-sport`}
              readOnly
              value={reference.sports.find((option) => option.id === initial.sport)?.name ?? initial.sport}
            />
          </FormField>
          <FormField id={`${id}-league`} label="League">
            <Input
              id={`${id}-league`}
              readOnly
              value={reference.leagues.find((option) => option.id === initial.league)?.name ?? initial.league}
            />
          </FormField>
        </>
      ) : (
        <>
          <FormField {...field("sport")} label="Sport">
            <NativeSelect
              {...fieldA11y(field("sport").id, field("sport").error)}
              {...register("sport", {
                onChange: (event: React.ChangeEvent<HTMLSelectElement>) =>
                  setValue("league", reference.leagues.find((league) => league.sport === event.target.value)?.id ?? ""),
              })}
            >
              {reference.sports.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField {...field("league")} label="League">
            <NativeSelect {...fieldA11y(field("league").id, field("league").error)} {...register("league")}>
              {leagues.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </>
      )}
      <FormField {...field("homeTeam")} label="Home team">
        <Input
          autoComplete="off"
          {...fieldA11y(field("homeTeam").id, field("homeTeam").error)}
          {...register("homeTeam")}
        />
      </FormField>
      <FormField {...field("awayTeam")} label="Away team">
        <Input
          autoComplete="off"
          {...fieldA11y(field("awayTeam").id, field("awayTeam").error)}
          {...register("awayTeam")}
        />
      </FormField>
      <FormField {...field("matchDate")} label="Match date">
        <Input
          type="datetime-local"
          {...fieldA11y(field("matchDate").id, field("matchDate").error)}
          {...register("matchDate")}
        />
      </FormField>
      <FormField {...field("market")} label="Market">
        <Input
          autoComplete="off"
          placeholder="moneyline"
          {...fieldA11y(field("market").id, field("market").error)}
          {...register("market")}
        />
      </FormField>
      <FormField {...field("pick")} label="Pick">
        <Input autoComplete="off" {...fieldA11y(field("pick").id, field("pick").error)} {...register("pick")} />
      </FormField>
      <FormField {...field("odds")} label="Odds (decimal)">
        <Input
          type="number"
          step={0.01}
          min={1.01}
          {...fieldA11y(field("odds").id, field("odds").error)}
          // Text that is not a number counts as 0 (which the minimum then refuses).
          {...register("odds", {
            setValueAs: (value: string | number) =>
              Number.isFinite(Number.parseFloat(String(value))) ? Number.parseFloat(String(value)) : 0,
          })}
        />
      </FormField>
      <FormField {...field("confidence")} label={`Confidence: ${confidence}%`} className="sm:col-span-2">
        <input
          type="range"
          min={1}
          max={100}
          step={1}
          className="accent-primary"
          {...fieldA11y(field("confidence").id, field("confidence").error)}
          {...register("confidence", { valueAsNumber: true })}
        />
      </FormField>
      <FormField {...field("analysis")} label="Analysis (optional)" className="sm:col-span-2">
        <Textarea rows={3} {...fieldA11y(field("analysis").id, field("analysis").error)} {...register("analysis")} />
      </FormField>
      <div className="flex items-center gap-3 sm:col-span-2">
        <Controller
          control={control}
          name="isPremium"
          render={({ field: premium }) => (
            <Switch id={`${id}-premium`} checked={premium.value} onCheckedChange={premium.onChange} />
          )}
        />
        <Label htmlFor={`${id}-premium`}>Premium</Label>
      </div>
    </DialogForm>
  );
}
