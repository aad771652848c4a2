import "server-only";

import { randomBytes } from "node:crypto";

import { db } from "@/db";
import * as paymentQueries from "@/lib/payments/payments.queries";
import * as planQueries from "@/lib/predictions/plans.queries";
import { getUserByEmail } from "@/lib/accounts/users.queries";
import type { Transaction } from "@/db";
import { AppError } from "@/lib/core/errors";
import { recordAudit, type AuditActor } from "@/lib/audit/audit.service";
import { isUniqueViolation } from "@/lib/core/db-errors";
import { toSubscriptionDto } from "@/lib/subscriptions/subscriptions.dto";
import { readNumberSetting } from "@/lib/settings/settings.service";
import { toMinorUnits, type GrantSubscriptionInput, type ManualPaymentInput } from "@/lib/payments/admin.input";

import { activateSubscription } from "./activation.service";
import { chargeAmount, DEFAULT_NGN_RATE } from "./checkout.service";

// What an admin grants by hand. Both paths activate through activateSubscription(), the function that
// confirmPayment() uses, so a manual subscription follows the same period and renewal rules and mirrors the
// users row the same way. Each write is one transaction with its audit entry.

/**
 * Add Subscription: a complimentary period of `days` days. No money changed hands, so no order is written
 * (orders hold amounts > 0) and the subscription's amount is 0: revenue is not inflated.
 */
export async function grantSubscription(
  actor: AuditActor & { id: string },
  input: GrantSubscriptionInput,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const user = await requireUser(input.email, tx);
    refuseOwnAccount(actor, user.id);
    await requirePlan(input.plan, tx);
    const subscription = await activateSubscription(
      {
        userId: user.id,
        planId: input.plan,
        amountMinor: 0,
        currency: "USD",
        paymentMethod: "manual",
        orderId: null,
        grantedById: actor.id,
        note: input.note ?? null,
        periodDays: input.days,
        source: "GRANT",
      },
      now,
      tx,
    );
    await recordAudit(tx, actor, {
      action: "subscription.grant",
      entityType: "subscription",
      entityId: subscription.id,
      after: {
        grantedById: actor.id,
        userId: user.id,
        planId: input.plan,
        days: input.days,
        endDate: subscription.endDate?.toISOString() ?? null,
        note: input.note ?? null,
      },
    });
    return toSubscriptionDto(subscription);
  });
}

/**
 * An offline payment (bank transfer, cash): a PAID 'manual' order recorded by the admin, then the same
 * activation as a provider payment. The bank's reference is the order's provider reference, unique per
 * provider, so one transfer cannot be recorded twice (409).
 */
export async function recordManualPayment(
  actor: AuditActor & { id: string },
  input: ManualPaymentInput,
  now = new Date(),
) {
  // Read before the transaction: NGN amounts are converted to USD for revenue at the rate of the day.
  const ngnRate = input.currency === "NGN" ? await readNumberSetting("paystack_ngn_rate", DEFAULT_NGN_RATE) : null;
  try {
    return await db.transaction(async (tx) => {
      const user = await requireUser(input.email, tx);
      refuseOwnAccount(actor, user.id);
      const plan = await requirePlan(input.plan, tx);
      const price = chargeAmount(Number(plan.priceUsd), input.currency, ngnRate ?? DEFAULT_NGN_RATE);
      const amountMinor = toMinorUnits(input.amount);
      if (amountMinor !== price && !input.discountReason) {
        throw new AppError(
          "validation_failed",
          `The amount must be the plan's price (${(price / 100).toFixed(2)} ${input.currency}) unless you give a ` +
            `discount reason.`,
        );
      }
      const order = await paymentQueries.insertOrder(
        {
          reference: `ec_${randomBytes(12).toString("hex")}`,
          userId: user.id,
          customerEmail: user.email,
          planId: plan.id,
          provider: "manual",
          amountMinor,
          currency: input.currency,
          priceUsd: plan.priceUsd,
          exchangeRate: ngnRate === null ? null : String(ngnRate),
          status: "PAID",
          providerReference: input.externalReference,
          paidAt: now,
          metadata: {
            recordedById: actor.id,
            note: input.note ?? null,
            listPriceMinor: price,
            discountReason: input.discountReason ?? null,
          },
        },
        tx,
      );
      const subscription = await activateSubscription(
        {
          userId: user.id,
          planId: plan.id,
          amountMinor: order.amountMinor,
          currency: order.currency,
          paymentMethod: "manual",
          orderId: order.id,
          grantedById: actor.id,
          note: input.note ?? null,
        },
        now,
        tx,
      );
      await recordAudit(tx, actor, {
        action: "payment.manual",
        entityType: "payment_order",
        entityId: order.id,
        after: {
          reference: order.reference,
          externalReference: input.externalReference,
          recordedById: actor.id,
          userId: user.id,
          planId: plan.id,
          amountMinor: order.amountMinor,
          listPriceMinor: price,
          discountReason: input.discountReason ?? null,
          currency: order.currency,
          subscriptionId: subscription.id,
        },
      });
      return {
        reference: order.reference,
        status: order.status,
        amountMinor: order.amountMinor,
        currency: order.currency,
        subscription: toSubscriptionDto(subscription),
      };
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError("conflict", "A payment with this external reference was already recorded.");
    throw error;
  }
}

/** Nobody pays or grants for their own account by hand: that needs a second person. */
function refuseOwnAccount(actor: { id: string }, userId: string) {
  if (actor.id === userId)
    throw new AppError("forbidden", "You cannot record a payment or grant a plan for your own account.");
}

async function requireUser(email: string, tx: Transaction) {
  const user = await getUserByEmail(email, tx);
  if (!user) throw new AppError("not_found", "No account uses this email address.");
  return user;
}

async function requirePlan(planId: GrantSubscriptionInput["plan"], tx: Transaction) {
  const plan = await planQueries.getPlan(planId, tx);
  if (!plan) throw new AppError("not_found", "This plan does not exist.");
  return plan;
}
