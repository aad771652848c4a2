import { AppError } from "@/lib/core/errors";
import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { expireTags, INTERNAL_SECRET_HEADER, isInternalSecret } from "@/lib/cache/revalidate";
import { ALL_CACHE_TAGS } from "@/lib/cache/tags";
import { revalidateBodySchema } from "@/lib/cache/revalidate.input";

// POST /api/internal/revalidate: expires cached public data. Called only by this server process itself
// (server.mjs after start-up, jobs without a request scope) with the per-process secret; anyone else gets
// the same 404 as an unknown path.
export const POST = withRoute(
  { auth: "public", body: revalidateBodySchema, optionalBody: true },
  async ({ request, body }) => {
    if (!isInternalSecret(request.headers.get(INTERNAL_SECRET_HEADER))) throw new AppError("not_found", "Not found");
    const tags = body.tags ?? ALL_CACHE_TAGS;
    expireTags(tags);
    return ok({ revalidated: tags });
  },
);
