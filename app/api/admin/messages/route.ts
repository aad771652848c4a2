import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { listContactInbox } from "@/lib/contact/contact.service";
import { contactInboxQuerySchema } from "@/lib/contact/contact.input";

// GET /api/admin/messages?status=new|read|resolved&page&limit: contact messages, newest first, with counts per status;
// admins
export const GET = withRoute({ auth: "admin", query: contactInboxQuerySchema }, async ({ query }) =>
  ok(await listContactInbox(query)),
);
