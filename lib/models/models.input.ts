import { z } from "zod";

import { text } from "@/lib/core/common.input";

// Inputs of the admin models API (pause/resume flips ACTIVE ↔ PAUSED).

export const modelParamsSchema = z.object({ modelId: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/) });

/**
 * Admins pause and resume; TRAINING, FAILED and DRAFT are set by training, never by hand. Activating a
 * version whose backtest does not beat the market consensus takes a super admin's override with a reason.
 */
export const updateModelStatusSchema = z
  .object({
    status: z.enum(["ACTIVE", "PAUSED"]),
    override: z
      .object({
        reason: z.string().trim().min(10, "Give a reason of at least 10 characters").max(500, "At most 500 characters"),
      })
      .strict()
      .optional(),
  })
  .strict()
  .refine((input) => !input.override || input.status === "ACTIVE", {
    path: ["override"],
    message: "An override only applies to activation",
  });
export type UpdateModelStatusInput = z.infer<typeof updateModelStatusSchema>;

/** The sports a console-created model can be for (ALL has no engine: every engine fits one sport). */
export const MODEL_SPORTS = [
  "FOOTBALL",
  "BASKETBALL",
  "TENNIS",
  "BASEBALL",
  "HOCKEY",
  "AMERICAN_FOOTBALL",
  "ESPORTS",
] as const;
export type ModelSportInput = (typeof MODEL_SPORTS)[number];

/**
 * The engines lib/engine/registry.ts ships (its MODELS keys) and the sport each fits; a unit test keeps
 * this list equal to the registry, which the browser cannot import (it carries the model code).
 */
export const MODEL_ENGINES = [
  { key: "football-dixon-coles", sport: "FOOTBALL", label: "Dixon-Coles goals model" },
  { key: "basketball-elo", sport: "BASKETBALL", label: "Basketball margin Elo" },
  { key: "american-football-elo", sport: "AMERICAN_FOOTBALL", label: "American football margin Elo" },
  { key: "baseball-elo", sport: "BASEBALL", label: "Baseball run-margin Elo" },
  { key: "hockey-elo", sport: "HOCKEY", label: "Hockey goal-margin Elo" },
  { key: "tennis-elo", sport: "TENNIS", label: "Tennis player Elo" },
  { key: "esports-elo", sport: "ESPORTS", label: "Esports team Elo" },
] as const satisfies readonly { key: string; sport: ModelSportInput; label: string }[];
export type ModelEngineKey = (typeof MODEL_ENGINES)[number]["key"];
const ENGINE_KEYS = MODEL_ENGINES.map((engine) => engine.key) as [ModelEngineKey, ...ModelEngineKey[]];

/** Create-model dialog and POST /api/admin/models: the engine must fit the chosen sport. */
export const createModelSchema = z
  .object({
    name: text(100),
    sport: z.enum(MODEL_SPORTS),
    engine: z.enum(ENGINE_KEYS),
    description: text(500).optional(),
  })
  .strict()
  .refine((input) => MODEL_ENGINES.some((engine) => engine.key === input.engine && engine.sport === input.sport), {
    path: ["engine"],
    message: "This engine does not forecast the chosen sport",
  });
export type CreateModelInput = z.infer<typeof createModelSchema>;
