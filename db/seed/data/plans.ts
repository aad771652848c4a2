// The five plans. Prices are monthly, in US dollars (FREE and VIP came from the admin console's plan list).
//
// Decision — VIP price: the original product never priced VIP. It sits above ENTERPRISE (39.99), so it is 79.99: a
// little over twice ENTERPRISE, for a tier whose extra is people's time (a named analyst, one-to-one
// sessions, priority support) rather than more data. VIP includes everything ENTERPRISE does, API access
// included, so the tiers are strictly ordered FREE < BASIC < PREMIUM < ENTERPRISE < VIP.
//
// Note: the original product gave BASIC "5 predictions per day", the same number as the free allowance
// (max_free_predictions_per_day = 5). BASIC therefore differs from FREE by what a pick shows and what a
// member can do with it (full analysis, alerts, history), not by the count. FREE's dailyPredictionLimit is
// informational: the entitlement rule reads the setting, so an admin can change the free allowance.
import type { NewPlan } from "@/db/schema";

// Feature lines name only what the product really does (no alerts or exports that do not exist).
export const PLANS: NewPlan[] = [
  {
    id: "FREE",
    name: "Free",
    description: "Try the model's daily picks with a free account.",
    priceUsd: "0.00",
    dailyPredictionLimit: 5,
    includesPremiumPicks: false,
    apiAccess: false,
    isPopular: false,
    sortOrder: 1,
    features: [
      "5 full predictions per day",
      "Teams, market and kick-off for every prediction",
      "Public track record of every settled pick",
      "Follow picks and save favourite teams and leagues",
    ],
  },
  {
    id: "BASIC",
    name: "Basic",
    description: "Daily picks with the full analysis behind them.",
    priceUsd: "9.99",
    dailyPredictionLimit: 5,
    includesPremiumPicks: false,
    apiAccess: false,
    isPopular: false,
    sortOrder: 2,
    features: [
      "5 full predictions per day",
      "Confidence, odds, expected value and edge on every pick",
      "The model factors behind each prediction",
      "Your prediction history with win rate, streak and profit",
    ],
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
      "Unlimited predictions across every sport",
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
    features: [
      "Unlimited predictions, premium picks included",
      "API access with your own keys",
      "A consultation with our analysts",
      "Everything in Premium",
    ],
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
      "Unlimited predictions, premium picks included",
      "One-to-one sessions with a named analyst",
      "Priority support",
      "Everything in Enterprise, API access included",
    ],
  },
];
