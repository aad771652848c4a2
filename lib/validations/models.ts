import { z } from "zod";

// Inputs of the admin models API (admin-side spec §4: pause/resume flips ACTIVE ↔ PAUSED).

export const modelParamsSchema = z.object({ modelId: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/) });

/** Admins pause and resume; TRAINING, FAILED and DRAFT are set by training, never by hand. */
export const updateModelStatusSchema = z.object({ status: z.enum(["ACTIVE", "PAUSED"]) }).strict();
export type UpdateModelStatusInput = z.infer<typeof updateModelStatusSchema>;
