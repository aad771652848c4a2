import "server-only";

import { and, asc, eq, inArray, sql } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import { refunds, type NewRefund, type Refund } from "@/db/schema";

// Refund rows: one per refund we asked a provider for (or recorded for a manual order), following the
// provider's refund webhooks. SQL only.

export async function insertRefund(values: NewRefund, tx: DbOrTx = db): Promise<Refund> {
  const [row] = await tx.insert(refunds).values(values).returning();
  return row!;
}

export async function updateRefund(id: string, values: Partial<NewRefund>, tx: DbOrTx = db): Promise<Refund | null> {
  const [row] = await tx
    .update(refunds)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(refunds.id, id))
    .returning();
  return row ?? null;
}

/** Minor units of an order's refunds still in flight (asked for, not yet processed or failed). */
export async function inFlightRefundTotal(orderId: string, tx: DbOrTx = db): Promise<number> {
  const [row] = await tx
    .select({ value: sql<number>`coalesce(sum(${refunds.amountMinor}), 0)::int`.mapWith(Number) })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), inArray(refunds.status, ["PENDING", "PROCESSING"])));
  return row?.value ?? 0;
}

/** The order's refunds, locked, oldest first: a webhook is matched against these. */
export function lockRefundsOfOrder(orderId: string, tx: DbOrTx): Promise<Refund[]> {
  return tx.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.createdAt)).for("update");
}
