// Messages sent through the contact form.
import { index, pgEnum, pgTable, text } from "drizzle-orm/pg-core";

import { idColumn, timestamps } from "./columns";
import { users } from "./users";

/** The contact form's category values. */
export const contactCategoryEnum = pgEnum("contact_category", [
  "general",
  "technical",
  "billing",
  "predictions",
  "partnership",
  "feedback",
]);
export type ContactCategory = (typeof contactCategoryEnum.enumValues)[number];
export const contactStatusEnum = pgEnum("contact_status", ["new", "read", "resolved"]);
export type ContactStatus = (typeof contactStatusEnum.enumValues)[number];

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: idColumn(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    category: contactCategoryEnum("category").notNull(),
    message: text("message").notNull(),
    /** Hash of the sender's IP (abuse review without storing the address). */
    ipHash: text("ip_hash"),
    /** The signed-in sender, if any. */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    status: contactStatusEnum("status").notNull().default("new"),
    ...timestamps(),
  },
  (t) => [
    index("contact_messages_status_created_at_idx").on(t.status, t.createdAt),
    index("contact_messages_created_at_idx").on(t.createdAt),
  ],
);
export type ContactMessage = typeof contactMessages.$inferSelect;
export type NewContactMessage = typeof contactMessages.$inferInsert;
