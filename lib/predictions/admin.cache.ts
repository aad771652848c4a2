// Cached reader of the prediction console's reference lists (every sport and league, for its filters and its create
// dialog). They are the same for every admin and not private (the public pages name the same sports and leagues),
// so the console's page stays a static shell with them in it. Tagged reference; the server expires every tag when
// it starts (after the seed), and the publicData cacheLife bounds them otherwise.
import { cacheLife, cacheTag } from "next/cache";

import { listPredictionReference, type PredictionReference } from "@/lib/predictions/admin.service";

import { isBuildPhase } from "@/lib/cache/build-phase";
import { CACHE_TAGS, PUBLIC_DATA_PROFILE } from "@/lib/cache/tags";

const NO_REFERENCE: PredictionReference = { sports: [], leagues: [] };

export async function cachedPredictionReference(): Promise<PredictionReference> {
  "use cache";
  cacheLife(PUBLIC_DATA_PROFILE);
  cacheTag(CACHE_TAGS.reference);
  if (isBuildPhase()) return NO_REFERENCE;
  return listPredictionReference();
}
