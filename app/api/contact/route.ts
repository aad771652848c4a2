import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { submitContactMessage } from "@/lib/contact/contact.service";
import { contactMessageSchema } from "@/lib/contact/contact.input";

// POST /api/contact: store a contact-form message (rate-limited per client)
export const POST = withRoute(
  { auth: "public", body: contactMessageSchema, rateLimit: "contact" },
  async ({ body, ip }) => ok(await submitContactMessage(body, { ip }), { status: 201 }),
);
