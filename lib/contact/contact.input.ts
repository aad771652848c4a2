import { z } from "zod";

import { queryInt, text } from "@/lib/core/common.input";

// The contact form (/contact) and POST /api/contact share this schema.

/** Category values, in display order, with their labels. */
export const CONTACT_CATEGORIES = [
  { value: "general", label: "General Inquiry" },
  { value: "technical", label: "Technical Support" },
  { value: "billing", label: "Billing & Subscriptions" },
  { value: "predictions", label: "Predictions & Analytics" },
  { value: "partnership", label: "Partnership" },
  { value: "feedback", label: "Feedback" },
] as const;

export type ContactCategory = (typeof CONTACT_CATEGORIES)[number]["value"];

const categoryValues = CONTACT_CATEGORIES.map((category) => category.value) as [ContactCategory, ...ContactCategory[]];

export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  subject: 150,
  messageMin: 10,
  messageMax: 5000,
} as const;

export const contactMessageSchema = z
  .object({
    name: text(CONTACT_LIMITS.name),
    email: z
      .string()
      .trim()
      .min(1, "Required")
      .max(CONTACT_LIMITS.email, `Must be at most ${CONTACT_LIMITS.email} characters`)
      .pipe(z.email("Please enter a valid email address")),
    subject: text(CONTACT_LIMITS.subject),
    category: z.enum(categoryValues, "Please choose a category"),
    message: text(CONTACT_LIMITS.messageMax, CONTACT_LIMITS.messageMin),
  })
  .strict();

export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

// The admin inbox (/admin/messages, /api/admin/messages).

export const CONTACT_STATUSES = ["new", "read", "resolved"] as const;
export type ContactStatusValue = (typeof CONTACT_STATUSES)[number];

/** Messages per inbox page. */
const CONTACT_INBOX_PAGE_SIZE = 20;

export const contactInboxQuerySchema = z
  .object({
    /** Only messages in this status; empty or absent = all. */
    status: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z.enum(CONTACT_STATUSES, "Status must be new, read or resolved").optional(),
    ),
    page: queryInt("Page", 1, 100_000, 1),
    limit: queryInt("Limit", 1, 100, CONTACT_INBOX_PAGE_SIZE),
  })
  .strict();
export type ContactInboxQuery = z.infer<typeof contactInboxQuerySchema>;

export const contactMessageParamsSchema = z.object({ messageId: z.uuid() });

export const contactStatusSchema = z
  .object({ status: z.enum(CONTACT_STATUSES, "Status must be new, read or resolved") })
  .strict();
