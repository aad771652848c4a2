import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { auditActor } from "@/lib/audit/audit.service";
import { getContactMessage, setContactMessageStatus } from "@/lib/contact/contact.service";
import { contactMessageParamsSchema, contactStatusSchema } from "@/lib/contact/contact.input";

// GET /api/admin/messages/[messageId]: one contact message in full (reading changes nothing); admins
export const GET = withRoute({ auth: "admin", params: contactMessageParamsSchema }, async ({ params }) =>
  ok(await getContactMessage(params.messageId)),
);

// PATCH /api/admin/messages/[messageId] { status: new|read|resolved }: mark a message read or handled (audited); admins
export const PATCH = withRoute(
  { auth: "admin", params: contactMessageParamsSchema, body: contactStatusSchema },
  async ({ params, body, caller, ip }) =>
    ok(await setContactMessageStatus(auditActor(caller, ip), params.messageId, body)),
);
