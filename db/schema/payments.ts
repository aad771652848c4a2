// Money: checkout orders (ours, created before the provider page opens), the provider-event inbox that
// makes webhooks idempotent, and refunds. Amounts are integers in the currency's minor unit (kobo, cents).
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  text,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";

import { idColumn, timestamps, timestamptz } from "./columns";
import { plans } from "./plans";
import { subscriptionTierEnum, users } from "./users";

/** 'manual' = an offline payment or grant recorded by an admin. The crypto route uses NOWPayments. */
export const paymentProviderEnum = pgEnum("payment_provider", ["paystack", "flutterwave", "nowpayments", "manual"]);
export type PaymentProvider = (typeof paymentProviderEnum.enumValues)[number];

/**
 * PENDING → PAID (only after our server verified it with the provider) | FAILED | EXPIRED;
 * PAID → PARTIALLY_REFUNDED → REFUNDED. A late 'failed' event never moves a PAID order.
 */
export const paymentOrderStatusEnum = pgEnum("payment_order_status", [
  "PENDING",
  "PAID",
  "FAILED",
  "EXPIRED",
  "REFUNDED",
  "PARTIALLY_REFUNDED",
]);
export type PaymentOrderStatus = (typeof paymentOrderStatusEnum.enumValues)[number];

export const paymentOrders = pgTable(
  "payment_orders",
  {
    id: idColumn(),
    /** Our reference, sent to the provider (Paystack reference, Flutterwave tx_ref, NOWPayments order_id). */
    reference: text("reference").notNull().unique(),
    /** Null only after the account was deleted: orders are kept for the books. */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The payer's e-mail at checkout time (kept when the account goes). */
    customerEmail: text("customer_email").notNull(),
    planId: subscriptionTierEnum("plan_id")
      .notNull()
      .references(() => plans.id, { onDelete: "restrict" }),
    provider: paymentProviderEnum("provider").notNull(),
    /** What we charge, in minor units of `currency` (kobo for NGN, cents for USD). */
    amountMinor: integer("amount_minor").notNull(),
    /** ISO 4217, upper case: 'NGN', 'USD'. */
    currency: text("currency").notNull(),
    /** The plan's USD price at checkout and the NGN-per-USD rate used (paystack_ngn_rate), for the record. */
    priceUsd: numeric("price_usd", { precision: 10, scale: 2 }).notNull(),
    exchangeRate: numeric("exchange_rate", { precision: 12, scale: 4 }),
    status: paymentOrderStatusEnum("status").notNull().default("PENDING"),
    /** The provider's id for the payment (Flutterwave transaction id, NOWPayments invoice/payment id…). */
    providerReference: text("provider_reference"),
    checkoutUrl: text("checkout_url"),
    paidAt: timestamptz("paid_at"),
    /** After this the order can no longer be paid (EXPIRED by a job). */
    expiresAt: timestamptz("expires_at"),
    failureReason: text("failure_reason"),
    refundedAmountMinor: integer("refunded_amount_minor").notNull().default(0),
    /** Non-sensitive extras (channel, card brand, last4). Never the full provider payload. */
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps(),
  },
  (t) => [
    check("payment_orders_amount_check", sql`${t.amountMinor} > 0`),
    check("payment_orders_refunded_check", sql`${t.refundedAmountMinor} between 0 and ${t.amountMinor}`),
    uniqueIndex("payment_orders_provider_reference_unique").on(t.provider, t.providerReference),
    index("payment_orders_user_id_idx").on(t.userId),
    index("payment_orders_status_idx").on(t.status),
    index("payment_orders_created_at_idx").on(t.createdAt),
  ],
);
export type PaymentOrder = typeof paymentOrders.$inferSelect;
export type NewPaymentOrder = typeof paymentOrders.$inferInsert;

/**
 * What processing an event did. refund_recorded: a refund event moved one of our refund rows (or recorded a
 * refund made on the provider's dashboard); failed: the provider could not be asked, a retry is due.
 */
export const paymentEventOutcomeEnum = pgEnum("payment_event_outcome", [
  "received",
  "activated",
  "ignored",
  "rejected",
  "failed",
  "refund_recorded",
]);
export type PaymentEventOutcome = (typeof paymentEventOutcomeEnum.enumValues)[number];

/**
 * The inbox: one row per provider event, unique on (provider, eventKey) so a duplicate or replayed webhook
 * is a no-op. Only a digest of the payload is kept (no card or personal data); the browser-return path
 * records itself here too, with its own key.
 */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: idColumn(),
    provider: paymentProviderEnum("provider").notNull(),
    /** The provider's unique id for the event: Paystack data.id + event, Flutterwave data.id, NOWPayments payment_id +
     * status. */
    eventKey: text("event_key").notNull(),
    /** 'charge.success', 'charge.completed', 'finished', 'refund.processed', 'browser-return'… */
    eventType: text("event_type").notNull(),
    /** The reference the event names (ours), as received. */
    reference: text("reference"),
    orderId: text("order_id").references(() => paymentOrders.id, { onDelete: "set null" }),
    signatureValid: boolean("signature_valid").notNull(),
    receivedAt: timestamptz("received_at").notNull().defaultNow(),
    processedAt: timestamptz("processed_at"),
    outcome: paymentEventOutcomeEnum("outcome").notNull().default("received"),
    /** Why it was ignored, rejected or failed. */
    detail: text("detail"),
    /** SHA-256 of the raw body, for matching against the provider dashboard. */
    payloadDigest: text("payload_digest").notNull(),
    ...timestamps(),
  },
  (t) => [
    unique("payment_events_provider_event_key_unique").on(t.provider, t.eventKey),
    index("payment_events_order_id_idx").on(t.orderId),
    index("payment_events_received_at_idx").on(t.receivedAt),
  ],
);
export type PaymentEvent = typeof paymentEvents.$inferSelect;
export type NewPaymentEvent = typeof paymentEvents.$inferInsert;

/** PENDING (asked the provider) → PROCESSING → PROCESSED | FAILED, following the provider's refund webhooks. */
export const refundStatusEnum = pgEnum("refund_status", ["PENDING", "PROCESSING", "PROCESSED", "FAILED"]);
export type RefundStatus = (typeof refundStatusEnum.enumValues)[number];

export const refunds = pgTable(
  "refunds",
  {
    id: idColumn(),
    orderId: text("order_id")
      .notNull()
      .references(() => paymentOrders.id, { onDelete: "restrict" }),
    amountMinor: integer("amount_minor").notNull(),
    currency: text("currency").notNull(),
    status: refundStatusEnum("status").notNull().default("PENDING"),
    providerRefundId: text("provider_refund_id"),
    requestedById: text("requested_by_id").references(() => users.id, { onDelete: "set null" }),
    reason: text("reason"),
    processedAt: timestamptz("processed_at"),
    failureReason: text("failure_reason"),
    ...timestamps(),
  },
  (t) => [
    check("refunds_amount_check", sql`${t.amountMinor} > 0`),
    // Provider refund ids are unique per provider; an order has one provider, so (order, id) is unique.
    unique("refunds_order_provider_refund_id_unique").on(t.orderId, t.providerRefundId),
    index("refunds_provider_refund_id_idx").on(t.providerRefundId),
    index("refunds_order_id_idx").on(t.orderId),
    index("refunds_status_idx").on(t.status),
  ],
);
export type Refund = typeof refunds.$inferSelect;
export type NewRefund = typeof refunds.$inferInsert;
