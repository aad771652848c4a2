import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { auditActor } from "@/lib/audit/audit.service";
import { processSportsData } from "@/lib/scraping/scraping.service";
import { processSportsDataSchema } from "@/lib/scraping/scraping.input";

// POST /api/scraping/process-sports-data { limit? }: process stored payloads not yet processed; counts (audited)
export const POST = withRoute(
  { auth: "admin", body: processSportsDataSchema, optionalBody: true },
  async ({ body, caller, ip }) => ok(await processSportsData(auditActor(caller, ip), body)),
);
