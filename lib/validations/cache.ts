import "@/lib/scraping/browser-config.input";
import { z } from "zod";

import { ALL_CACHE_TAGS, type CacheTag } from "@/lib/cache/tags";

export const revalidateBodySchema = z
  .object({
    /** Omitted = every public tag (the server does this once it is listening). */
    tags: z.array(z.enum(ALL_CACHE_TAGS as [CacheTag, ...CacheTag[]])).max(ALL_CACHE_TAGS.length).optional(),
  })
  .strict();
