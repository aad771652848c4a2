import "server-only";

import { listActivePlans } from "@/lib/predictions/plans.queries";
import type { Caller } from "@/lib/accounts/caller.dto";
import { readNumberSetting } from "@/lib/settings/settings.service";
import { DEFAULT_FREE_DAILY_LIMIT, planDailyLimit, type PlanAccess } from "@/lib/predictions/entitlements.rules";
import { FREE_DAILY_LIMIT_SETTING } from "@/lib/predictions/entitlements.service";

import { DEFAULT_NGN_RATE } from "@/lib/payments/checkout.service";
import { configuredProviders } from "@/lib/payments/providers.service";

/**
 * What a plan shows of the predictions, in words, from the same rules that decide it (entitlements.rules.ts):
 * the first feature line of every plan card, so no card can promise a count its plan does not get.
 */
function allowanceFeatures(plan: PlanAccess & { id: string }, freeLimit: number): string[] {
  const free = Math.max(0, Math.floor(freeLimit));
  if (plan.id === "FREE") return [`${free} full predictions a day, as without an account`, "Premium picks stay locked"];
  const limit = planDailyLimit(plan, free);
  const count =
    limit === null
      ? "Every published prediction in full, no daily limit"
      : `${limit} full predictions a day (${free} without a plan)`;
  return [count, plan.includesPremiumPicks ? "Premium picks included" : "Premium picks stay locked"];
}

/**
 * The plan cards: prices in USD and in NGN at the charging rate (1 USD = 1500 NGN by default), features
 * (led by what the plan shows of the predictions, computed), 'Most Popular', and which one is the caller's
 * current plan (ACTIVE subscription, or FREE otherwise).
 */
export async function listPlansFor(caller: Caller | null) {
  const [plans, ngnRate, freeLimit] = await Promise.all([
    listActivePlans(),
    readNumberSetting("paystack_ngn_rate", DEFAULT_NGN_RATE),
    readNumberSetting(FREE_DAILY_LIMIT_SETTING, DEFAULT_FREE_DAILY_LIMIT),
  ]);
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
      features: [...allowanceFeatures(plan, freeLimit), ...plan.features],
      dailyPredictionLimit: plan.dailyPredictionLimit,
      includesPremiumPicks: plan.includesPremiumPicks,
      apiAccess: plan.apiAccess,
      popular: plan.isPopular,
      current: caller ? plan.id === currentTier : false,
    })),
  };
}
