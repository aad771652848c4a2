import "@/lib/core/zod-config";
import { z } from "zod";

import { ALL_CACHE_TAGS, type CacheTag, type MemberCacheTag } from "@/lib/cache/tags";
/** A member's own tag (`member:<user id>`), expired again a moment after their write (lib/cache/revalidate.ts). */
const memberTag = z.custom<MemberCacheTag>(
  (value) => typeof value === "string" && /^member:[A-Za-z0-9_-]{1,64}$/.test(value),
  "Invalid tag",
);

export const revalidateBodySchema = z
  .object({
    /** Omitted = every shared tag (the server does this once it is listening). */
    tags: z
      .array(z.union([z.enum(ALL_CACHE_TAGS as [CacheTag, ...CacheTag[]]), memberTag]))
      .max(100)
      .optional(),
  })
  .strict();
