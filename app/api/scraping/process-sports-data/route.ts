import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { auditActor } from "@/lib/services/audit";
import { processSportsData } from "@/lib/services/scraping";
import { processSportsDataSchema } from "@/lib/validations/scraping";

// POST /api/scraping/process-sports-data { limit? }: process stored payloads not yet processed; counts (audited)
export const POST = withRoute({ auth: "admin", body: processSportsDataSchema, optionalBody: true }, async ({ body, caller, ip }) =>
  ok(await processSportsData(auditActor(caller, ip), body)),
);
