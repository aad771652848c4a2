// The counter table of rate-limiter-flexible's RateLimiterDrizzle store (lib/rate-limit.ts). Its columns
// are exactly the ones the library reads and writes (key, points, expire: it upserts on `key` and returns
// the row), so this table deliberately has no id, createdAt or updatedAt.
import { index, integer, pgTable, text } from "drizzle-orm/pg-core";

import { timestamptz } from "./columns";

export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    points: integer("points").notNull().default(0),
    /** Null = never expires. */
    expire: timestamptz("expire"),
  },
  // The library's hourly clean-up deletes by expire.
  (t) => [index("rate_limits_expire_idx").on(t.expire)],
);
export type RateLimit = typeof rateLimits.$inferSelect;
export type NewRateLimit = typeof rateLimits.$inferInsert;
