// Ad units and the events they record. Impressions, clicks, revenue and CTR are computed from ad_events.
import { bigint, index, pgEnum, pgTable, text } from "drizzle-orm/pg-core";

import { idColumn, timestamps, timestamptz } from "./columns";
import { users } from "./users";

export const adUnitTypeEnum = pgEnum("ad_unit_type", ["BANNER", "SIDEBAR", "INLINE", "POPUP", "VIDEO"]);
export type AdUnitType = (typeof adUnitTypeEnum.enumValues)[number];
export const adPositionEnum = pgEnum("ad_position", ["HEADER", "SIDEBAR", "CONTENT", "FOOTER"]);
export type AdPosition = (typeof adPositionEnum.enumValues)[number];
/** The toggle flips ACTIVE → PAUSED and anything else → ACTIVE. */
export const adStatusEnum = pgEnum("ad_status", ["ACTIVE", "PAUSED", "DRAFT"]);
export type AdStatus = (typeof adStatusEnum.enumValues)[number];

export const adUnits = pgTable(
  "ad_units",
  {
    id: idColumn(),
    name: text("name").notNull(),
    type: adUnitTypeEnum("type").notNull(),
    position: adPositionEnum("position").notNull(),
    status: adStatusEnum("status").notNull().default("DRAFT"),
    /** The ad network's slot id (data-ad-slot); the publisher id is the adsense_publisher_id setting. */
    slotId: text("slot_id"),
    /** Optional custom snippet entered in the create dialog; rendered only through the consent-aware ad slot. */
    code: text("code"),
    createdById: text("created_by_id").references(() => users.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [index("ad_units_status_idx").on(t.status), index("ad_units_position_idx").on(t.position)],
);
export type AdUnit = typeof adUnits.$inferSelect;
export type NewAdUnit = typeof adUnits.$inferInsert;

export const adEventKindEnum = pgEnum("ad_event_kind", ["impression", "click"]);
export type AdEventKind = (typeof adEventKindEnum.enumValues)[number];

export const adEvents = pgTable(
  "ad_events",
  {
    id: idColumn(),
    adUnitId: text("ad_unit_id")
      .notNull()
      .references(() => adUnits.id, { onDelete: "cascade" }),
    kind: adEventKindEnum("kind").notNull(),
    /** Estimated revenue in millionths of a US dollar (0 when unknown). */
    revenueMicros: bigint("revenue_micros", { mode: "number" }).notNull().default(0),
    occurredAt: timestamptz("occurred_at").notNull().defaultNow(),
    ...timestamps(),
  },
  (t) => [
    index("ad_events_ad_unit_id_occurred_at_idx").on(t.adUnitId, t.occurredAt),
    index("ad_events_occurred_at_idx").on(t.occurredAt),
  ],
);
export type AdEvent = typeof adEvents.$inferSelect;
export type NewAdEvent = typeof adEvents.$inferInsert;
