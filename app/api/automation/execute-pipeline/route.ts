import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { auditActor } from "@/lib/audit/audit.service";
import { executePipeline } from "@/lib/pipeline/automation.service";
import { executePipelineSchema } from "@/lib/pipeline/automation.input";

// POST /api/automation/execute-pipeline: run the pipeline now for { sport?, league? }; answers 202 with the run id
// (audited)
export const POST = withRoute(
  { auth: "admin", body: executePipelineSchema, optionalBody: true },
  async ({ body, caller, ip }) => ok(await executePipeline(auditActor(caller, ip), body), { status: 202 }),
);
