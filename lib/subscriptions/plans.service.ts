import "server-only";

import { listActivePlans } from "@/lib/subscriptions/subscriptions.queries";
import type { Caller } from "@/lib/accounts/caller";
import { readNumberSetting } from "@/lib/settings/settings.service";

import { DEFAULT_NGN_RATE } from "@/lib/payments/checkout.service";
import { configuredProviders } from "@/lib/payments/providers.service";

/**
 * The plan cards: prices in USD and in NGN at the charging rate (1 USD = 1500 NGN by default), features,
 * 'Most Popular', and which one is the caller's current plan (ACTIVE subscription, or FREE otherwise).
 */
export async function listPlansFor(caller: Caller | null) {
  const [plans, ngnRate] = await Promise.all([listActivePlans(), readNumberSetting("paystack_ngn_rate", DEFAULT_NGN_RATE)]);
  const currentTier = caller && caller.user.subscriptionStatus === "ACTIVE" ? caller.user.subscriptionTier : "FREE";
  return {
    ngnRate,
    providers: configuredProviders(),
    plans: plans.map((plan) => ({
      id: plan.id,
      name: plan.name,
      description: plan.description,
      priceUsd: Number(plan.priceUsd),
      priceNgn: Math.round(Number(plan.priceUsd) * ngnRate),
      periodDays: plan.periodDays,
      features: plan.features,
      dailyPredictionLimit: plan.dailyPredictionLimit,
      includesPremiumPicks: plan.includesPremiumPicks,
      apiAccess: plan.apiAccess,
      popular: plan.isPopular,
      current: caller ? plan.id === currentTier : false,
    })),
  };
}
