// Money as pages show it: plan prices in dollars and whole naira, ledger amounts from minor units.
// Locale-fixed, so the server's HTML and the browser's hydration agree.

// Built on first use and kept (module state without an initialiser, so a page that never shows money ships none of it).
let usd: Intl.NumberFormat | undefined;
let naira: Intl.NumberFormat | undefined;

/** 19.99 → "$19.99". */
export function formatUsd(amount: number): string {
  usd ??= new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
  return usd.format(amount);
}

/** 29985 → "₦29,985": whole naira, as the plans are priced. */
export function formatNaira(amount: number): string {
  naira ??= new Intl.NumberFormat("en-NG", {
    style: "currency",
    currency: "NGN",
    currencyDisplay: "narrowSymbol",
    maximumFractionDigits: 0,
  });
  return naira.format(amount);
}

/**
 * A ledger amount in minor units (cents, kobo) in its own currency, to the minor unit: 1999 USD → "$19.99",
 * 2998500 NGN → "NGN 29,985.00" (a no-break space after the code). An unknown currency code is written after the
 * amount.
 */
export function formatMoney(amountMinor: number, currency: string): string {
  try {
    return new Intl.NumberFormat("en-US", { style: "currency", currency }).format(amountMinor / 100);
  } catch {
    return `${(amountMinor / 100).toFixed(2)} ${currency}`;
  }
}

/**
 * A member's stake or profit in the book they keep: units ("12.50 u") or their currency ("€12.50", from whole
 * amounts, not minor units); `signed` writes + on gains. Losses always carry −.
 */
export function formatBookAmount(value: number, currency: string | null, signed = false): string {
  const sign = value < 0 ? "−" : signed && value > 0 ? "+" : "";
  const amount = Math.abs(value);
  if (!currency) return `${sign}${amount.toFixed(2)} u`;
  return `${sign}${formatMoney(Math.round(amount * 100), currency)}`;
}
