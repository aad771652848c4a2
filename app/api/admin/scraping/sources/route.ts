import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { addScrapingSource, listAdminScrapingSources } from "@/lib/scraping/admin.service";
import { auditActor } from "@/lib/audit/audit.service";
import { createScrapingSourceSchema } from "@/lib/scraping/admin.input";

// GET /api/admin/scraping/sources: every scraping source
export const GET = withRoute({ auth: "super_admin" }, async () => ok(await listAdminScrapingSources()));

// POST /api/admin/scraping/sources { url, name? }: add a source, inactive, named after the URL's host (audited)
export const POST = withRoute({ auth: "super_admin", body: createScrapingSourceSchema }, async ({ body, caller, ip }) =>
  ok(await addScrapingSource(auditActor(caller, ip), body), { status: 201 }),
);
