import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { listRawData } from "@/lib/scraping/scraping.service";
import { rawDataSchema } from "@/lib/scraping/scraping.input";

// POST /api/scraping/raw-data { provider?, sport?, league?, state?, page, limit, previewChars }: read-only page of
// the raw payload store (metadata, state, body size and preview); POST because the original API named it so
export const POST = withRoute({ auth: "admin", body: rawDataSchema, optionalBody: true }, async ({ body }) =>
  ok(await listRawData(body)),
);
