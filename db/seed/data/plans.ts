// The five plans. Prices are monthly, in US dollars (FREE and VIP came from the admin console's plan list).
//
// Decision — VIP price: the original product never priced VIP. It sits above ENTERPRISE (39.99), so it is 79.99: a
// little over twice ENTERPRISE, for a tier whose extra is people's time (a named analyst, one-to-one
// sessions, priority support) rather than more data. VIP includes everything ENTERPRISE does, API access
// included, so the tiers are strictly ordered FREE < BASIC < PREMIUM < ENTERPRISE < VIP.
//
// Decision — BASIC shows 10 full picks a day (docs/decisions.md, "Free and Basic differ"): the original gave it
// "5 predictions per day", the free allowance's number, so a Basic subscriber paid for nothing a free account
// lacks (a pick shows the same figures and factors on every plan that shows it). FREE's dailyPredictionLimit
// is informational: the entitlement rule reads the setting max_free_predictions_per_day, so an admin can
// change the free allowance. No feature line states a count: the plan cards compute that line from the
// entitlement rules (lib/payments/plans.service.ts), so it cannot drift from what a member gets.
import type { NewPlan } from "@/db/schema";

// Feature lines name only what the product really does (no alerts or exports that do not exist).
export const PLANS: NewPlan[] = [
  {
    id: "FREE",
    name: "Free",
    description: "The free picks of each day, with an account to follow them.",
    priceUsd: "0.00",
    dailyPredictionLimit: 5,
    includesPremiumPicks: false,
    apiAccess: false,
    isPopular: false,
    sortOrder: 1,
    features: [
      "Teams, market and kick-off of every other prediction",
      "Follow picks and save favourite teams and leagues",
      "Your dashboard: win rate, streak and profit of the picks you follow",
      "The public track record of every settled pick",
    ],
  },
  {
    id: "BASIC",
    name: "Basic",
    description: "Twice the free picks, every day.",
    priceUsd: "9.99",
    dailyPredictionLimit: 10,
    includesPremiumPicks: false,
    apiAccess: false,
    isPopular: false,
    sortOrder: 2,
    features: ["Teams, market and kick-off of every other prediction", "Everything in Free"],
  },
  {
    id: "PREMIUM",
    name: "Premium",
    description: "Every prediction the model publishes, premium picks included.",
    priceUsd: "19.99",
    dailyPredictionLimit: null,
    includesPremiumPicks: true,
    apiAccess: false,
    isPopular: true,
    sortOrder: 3,
    features: [
      "Premium picks: the highest-edge selections",
      "Odds history and the no-vig market probability for every pick",
      "Everything in Basic",
    ],
  },
  {
    id: "ENTERPRISE",
    name: "Enterprise",
    description: "Programmatic access and a consultation for teams and businesses.",
    priceUsd: "39.99",
    dailyPredictionLimit: null,
    includesPremiumPicks: true,
    apiAccess: true,
    isPopular: false,
    sortOrder: 4,
    features: ["API access with your own keys", "A consultation with our analysts", "Everything in Premium"],
  },
  {
    id: "VIP",
    name: "VIP",
    description: "A named analyst, one-to-one sessions and the fastest support.",
    priceUsd: "79.99",
    dailyPredictionLimit: null,
    includesPremiumPicks: true,
    apiAccess: true,
    isPopular: false,
    sortOrder: 5,
    features: [
      "One-to-one sessions with a named analyst",
      "Priority support",
      "Everything in Enterprise, API access included",
    ],
  },
];
