// Cached reader of "is the demo world still there" for the notice on every public page. Tagged demo (and
// predictions, which the demo's picks move with); the server expires every public tag when it starts, so a
// restart after `npm run db:remove-demo` (the embedded database needs the server stopped for it) drops
// the notice at once, and the publicData cacheLife bounds it otherwise.
import { cacheLife, cacheTag } from "next/cache";

import { isDemoDataPresent } from "@/lib/system/demo-data.service";

import { isBuildPhase } from "@/lib/cache/build-phase";
import { CACHE_TAGS, PUBLIC_DATA_PROFILE } from "@/lib/cache/tags";

export async function cachedDemoPresent(): Promise<boolean> {
  "use cache";
  cacheLife(PUBLIC_DATA_PROFILE);
  cacheTag(CACHE_TAGS.demo, CACHE_TAGS.predictions);
  if (isBuildPhase()) return false;
  return isDemoDataPresent();
}
