// Column helpers shared by every table (not re-exported from index.ts: they are builders, not tables).
import { boolean, text, timestamp } from "drizzle-orm/pg-core";

/** Text primary key with a random UUID: entity ids are opaque and safe to show in URLs. */
export const idColumn = () =>
  text("id")
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());

/** `timestamp with time zone`, returned as a Date. Every instant in the database is stored this way (UTC). */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** createdAt and updatedAt, present on every table. updatedAt is bumped by Drizzle on every update. */
export const timestamps = () => ({
  createdAt: timestamptz("created_at").notNull().defaultNow(),
  updatedAt: timestamptz("updated_at")
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/** Rows created by the demo-world seed carry isDemo = true so `npm run db:remove-demo` can delete them. */
export const isDemoColumn = () => boolean("is_demo").notNull().default(false);
