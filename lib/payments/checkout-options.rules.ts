// The checkout dialog's rules, shared by the browser and its tests: which
// providers exist, which currencies each accepts, the default choice, the price shown, which API route each
// calls and which field of its answer holds the payment page, and the toast for a failure. Browser-safe.
import { formatNaira, formatUsd } from "@/lib/format/money.rules";

export type CheckoutProviderId = "flutterwave" | "paystack" | "nowpayments";
export type CheckoutCurrency = "USD" | "NGN";

export interface CheckoutProviderOption {
  id: CheckoutProviderId;
  label: string;
  /** Accepted currencies, the default first. */
  currencies: readonly CheckoutCurrency[];
  /** A short line under the label. */
  note: string;
  /** POST path under /api. */
  path: string;
  /** The field of the route's data that holds the provider page. */
  urlField: "payment_link" | "authorization_url" | "invoice_url";
  /** Toast title when the route fails (the original product's wording for the first two). */
  errorTitle: string;
  /** Toast title when the route answers without a page. */
  missingUrlTitle: string;
}

/** In display order; Flutterwave first because it is the default. */
export const CHECKOUT_PROVIDERS: readonly CheckoutProviderOption[] = [
  {
    id: "flutterwave",
    label: "Flutterwave",
    currencies: ["USD", "NGN"],
    note: "Card, bank transfer or USSD, in USD or NGN.",
    path: "/payments/flutterwave",
    urlField: "payment_link",
    errorTitle: "Flutterwave error",
    missingUrlTitle: "No payment link",
  },
  {
    id: "paystack",
    label: "Paystack",
    currencies: ["NGN"],
    note: "Paystack supports NGN only in this setup.",
    path: "/payments/paystack",
    urlField: "authorization_url",
    errorTitle: "Paystack error",
    missingUrlTitle: "No authorization URL",
  },
  {
    id: "nowpayments",
    label: "Crypto (NOWPayments)",
    currencies: ["USD"],
    note: "Priced in USD, paid in the coin you pick.",
    path: "/payments/crypto",
    urlField: "invoice_url",
    errorTitle: "Crypto payment error",
    missingUrlTitle: "No invoice URL",
  },
];

export const PROVIDER_NOT_CONFIGURED = "Payment provider not configured";
/** What the checkout says, and all it says, when no provider is configured on this deployment. */
export const NO_PROVIDER_SENTENCE =
  "No payment provider is configured on this site, so plans cannot be bought here yet.";

export function providerOption(id: CheckoutProviderId): CheckoutProviderOption {
  return CHECKOUT_PROVIDERS.find((option) => option.id === id)!;
}

export interface CheckoutChoice {
  provider: CheckoutProviderId;
  currency: CheckoutCurrency;
}

/** The first configured provider in display order with its default currency; null when none is configured. */
export function defaultChoice(configured: Record<CheckoutProviderId, boolean>): CheckoutChoice | null {
  const first = CHECKOUT_PROVIDERS.find((option) => configured[option.id]);
  return first ? { provider: first.id, currency: first.currencies[0]! } : null;
}

/** Switching provider keeps the currency when the new one accepts it, otherwise takes its default. */
export function chooseProvider(current: CheckoutChoice, provider: CheckoutProviderId): CheckoutChoice {
  const option = providerOption(provider);
  return {
    provider,
    currency: option.currencies.includes(current.currency) ? current.currency : option.currencies[0]!,
  };
}

/** A currency the provider does not accept is ignored (the radio for it is not offered). */
export function chooseCurrency(current: CheckoutChoice, currency: CheckoutCurrency): CheckoutChoice {
  return providerOption(current.provider).currencies.includes(currency) ? { ...current, currency } : current;
}

/** The JSON body each checkout route takes (the server decides amount, e-mail and reference). */
export function checkoutBody(choice: CheckoutChoice, plan: string): Record<string, string> {
  return choice.provider === "nowpayments" ? { plan } : { plan, currency: choice.currency };
}

/** "$19.99" or "₦29,985": the plan's price in the paying currency (NGN at the server's rate). */
export function formatPlanPrice(plan: { priceUsd: number; priceNgn: number }, currency: CheckoutCurrency): string {
  return currency === "USD" ? formatUsd(plan.priceUsd) : formatNaira(plan.priceNgn);
}

/** An amount in minor units (cents or kobo) for the pending-order notice. */
export function formatMinorAmount(amountMinor: number, currency: string): string {
  const major = amountMinor / 100;
  if (currency === "NGN") return formatNaira(major);
  if (currency === "USD") return formatUsd(major);
  return `${major.toFixed(2)} ${currency}`;
}

export type CheckoutOutcome =
  { kind: "redirect"; url: string; reference: string | null } | { kind: "error"; title: string; description?: string };

/**
 * What the dialog does with a checkout route's answer: open the page, or show the failure toast.
 * A provider without keys answers 'Payment provider not configured' (503); other failures carry the
 * provider's title with the server's message ('Payment initiation failed' when there is none).
 */
export function checkoutOutcome(
  provider: CheckoutProviderId,
  result: { success: true; data: unknown } | { success: false; error: string },
): CheckoutOutcome {
  const option = providerOption(provider);
  if (!result.success) {
    if (result.error === PROVIDER_NOT_CONFIGURED) return { kind: "error", title: PROVIDER_NOT_CONFIGURED };
    return { kind: "error", title: option.errorTitle, description: result.error || "Payment initiation failed" };
  }
  const data = (result.data ?? {}) as Record<string, unknown>;
  const url = data[option.urlField];
  if (typeof url !== "string" || !/^https?:\/\//.test(url)) return { kind: "error", title: option.missingUrlTitle };
  return { kind: "redirect", url, reference: typeof data.reference === "string" ? data.reference : null };
}
