import { z } from "zod";

import { searchTerm, slugId } from "@/lib/core/common.input";

// Query strings of the reference-data endpoints (sports, leagues, categories).

export const leaguesQuerySchema = z.object({
  search: searchTerm,
  /** Exact sport id; 'all' or empty means no filter. */
  sport: z
    .union([z.literal("all"), z.literal(""), slugId])
    .optional()
    .transform((value) => (value === "all" || value === "" ? undefined : value)),
});
export type LeaguesQuery = z.infer<typeof leaguesQuerySchema>;

export const categoriesQuerySchema = z.object({ search: searchTerm });
export type CategoriesQuery = z.infer<typeof categoriesQuerySchema>;
