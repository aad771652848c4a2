import { and, asc, desc, eq, gte, lte, sql } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import {
  paymentEvents,
  paymentOrders,
  type NewPaymentEvent,
  type NewPaymentOrder,
  type PaymentEvent,
  type PaymentOrder,
} from "@/db/schema";

export async function insertOrder(values: NewPaymentOrder, tx: DbOrTx = db): Promise<PaymentOrder> {
  const [row] = await tx.insert(paymentOrders).values(values).returning();
  return row!;
}

export async function getOrderByReference(reference: string, tx: DbOrTx = db): Promise<PaymentOrder | null> {
  const [row] = await tx.select().from(paymentOrders).where(eq(paymentOrders.reference, reference)).limit(1);
  return row ?? null;
}

/** The order a provider knows by its own id (Flutterwave transaction id, NOWPayments payment id). */
export async function getOrderByProviderReference(
  provider: NewPaymentOrder["provider"],
  providerReference: string,
  tx: DbOrTx = db,
): Promise<PaymentOrder | null> {
  const [row] = await tx
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.provider, provider), eq(paymentOrders.providerReference, providerReference)))
    .limit(1);
  return row ?? null;
}

/** The order row locked for the rest of the transaction (FOR UPDATE): one confirmation at a time. */
export async function lockOrderByReference(reference: string, tx: DbOrTx): Promise<PaymentOrder | null> {
  const [row] = await tx
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.reference, reference))
    .for("update")
    .limit(1);
  return row ?? null;
}

export async function updateOrder(
  id: string,
  values: Partial<NewPaymentOrder>,
  tx: DbOrTx = db,
): Promise<PaymentOrder | null> {
  const [row] = await tx
    .update(paymentOrders)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(paymentOrders.id, id))
    .returning();
  return row ?? null;
}

/** Records a provider event in the inbox; null when (provider, eventKey) was seen before (a duplicate or replay). */
export async function insertPaymentEvent(values: NewPaymentEvent, tx: DbOrTx = db): Promise<PaymentEvent | null> {
  const [row] = await tx.insert(paymentEvents).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function finishPaymentEvent(
  id: string,
  values: Pick<NewPaymentEvent, "outcome" | "detail" | "orderId">,
  tx: DbOrTx = db,
): Promise<void> {
  await tx
    .update(paymentEvents)
    .set({ ...values, processedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(paymentEvents.id, id));
}

/**
 * Webhook events left waiting for the provider (outcome 'failed': the verify call timed out or errored)
 * whose order is still PENDING, received in [since, before], oldest first.
 */
export async function listUnconfirmedPaymentEvents(
  params: { since: Date; before: Date; limit: number },
  tx: DbOrTx = db,
) {
  return tx
    .select({
      provider: paymentEvents.provider,
      eventKey: paymentEvents.eventKey,
      eventType: paymentEvents.eventType,
      reference: paymentOrders.reference,
    })
    .from(paymentEvents)
    .innerJoin(paymentOrders, eq(paymentOrders.id, paymentEvents.orderId))
    .where(
      and(
        eq(paymentEvents.outcome, "failed"),
        eq(paymentOrders.status, "PENDING"),
        gte(paymentEvents.receivedAt, params.since),
        lte(paymentEvents.receivedAt, params.before),
      ),
    )
    .orderBy(asc(paymentEvents.receivedAt))
    .limit(params.limit);
}

export async function getPaymentEvent(
  provider: NewPaymentEvent["provider"],
  eventKey: string,
  tx: DbOrTx = db,
): Promise<PaymentEvent | null> {
  const [row] = await tx
    .select()
    .from(paymentEvents)
    .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventKey, eventKey)))
    .limit(1);
  return row ?? null;
}

/** PENDING checkouts past their expiry: EXPIRED (a late payment is still honoured by confirmPayment). */
export async function expireStaleOrders(now: Date, tx: DbOrTx = db): Promise<number> {
  const rows = await tx
    .update(paymentOrders)
    .set({ status: "EXPIRED", updatedAt: sql`now()` })
    .where(and(eq(paymentOrders.status, "PENDING"), lte(paymentOrders.expiresAt, now)))
    .returning({ id: paymentOrders.id });
  return rows.length;
}

/** The member's latest checkout still waiting for the provider. */
export async function latestPendingOrder(userId: string, tx: DbOrTx = db): Promise<PaymentOrder | null> {
  const [row] = await tx
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.userId, userId), eq(paymentOrders.status, "PENDING")))
    .orderBy(desc(paymentOrders.createdAt))
    .limit(1);
  return row ?? null;
}

/** The order row locked for the rest of the transaction, by id. */
export async function lockOrderById(id: string, tx: DbOrTx): Promise<PaymentOrder | null> {
  const [row] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, id)).for("update").limit(1);
  return row ?? null;
}
