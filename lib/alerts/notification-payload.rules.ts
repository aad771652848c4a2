// What an in-app notification says: its payload (frozen by the fan-out when the alert was made) read tolerantly,
// since old rows may lack fields, and written as labelled figures that say what each number is. Pure and
// client-safe: the header's bell, /user/notifications and the tests share it. The figures follow the pick pages'
// own texts (lib/format/predictions.rules.ts, lib/format/odds.rules.ts).
import { formatOdds, type OddsFormat } from "@/lib/format/odds.rules";
import { formatKickoff, formatMarket, formatPickEv, formatPickProbability } from "@/lib/format/predictions.rules";
import { plural } from "@/lib/format/numbers.rules";
import { bookmakerName } from "@/lib/predictions/odds-sources.rules";
import { routes } from "@/lib/site-routes";

/** What the probability of an alerted pick rests on (the predictions' `fairBasis`). */
type FairBasis = "market-only" | "market+model" | "model-only";

/** A value-pick notification's payload as the fan-out writes it; every field may be missing on older rows. */
export interface NotificationPayload {
  predictionId?: string;
  /** "/predictions/<id>": only ever followed when it is a path on this site. */
  url?: string;
  /** "Home v Away". */
  title?: string;
  league?: string;
  sport?: string;
  /** ISO instant of kick-off. */
  kickoff?: string;
  pick?: string;
  market?: string;
  line?: number | null;
  /** 0..1. */
  fairProbability?: number;
  fairBasis?: FairBasis;
  consensusBookmakers?: number;
  /** Decimal odds of the best price. */
  price?: number;
  bookmaker?: string;
  /** ISO instant the price was last seen at the bookmaker. */
  priceSeenAt?: string;
  /** Per unit staked at that price: 0.05 = +5 %. */
  ev?: number;
  lockHash?: string | null;
  isDemo?: boolean;
}

const FAIR_BASES: readonly FairBasis[] = ["market-only", "market+model", "model-only"];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const str = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value : undefined);
const num = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : undefined);
const isInstant = (value: string | undefined) => value !== undefined && Number.isFinite(Date.parse(value));

/** The known fields of a stored payload, each of the right type, or absent. */
export function readNotificationPayload(payload: unknown): NotificationPayload {
  if (!isRecord(payload)) return {};
  const line = num(payload.line);
  const kickoff = str(payload.kickoff);
  const priceSeenAt = str(payload.priceSeenAt);
  const fairBasis = FAIR_BASES.find((basis) => basis === payload.fairBasis);
  const read: NotificationPayload = {
    predictionId: str(payload.predictionId),
    url: str(payload.url),
    title: str(payload.title),
    league: str(payload.league),
    sport: str(payload.sport),
    kickoff: isInstant(kickoff) ? kickoff : undefined,
    pick: str(payload.pick),
    market: str(payload.market),
    line: line ?? (payload.line === null ? null : undefined),
    fairProbability: num(payload.fairProbability),
    fairBasis,
    consensusBookmakers: num(payload.consensusBookmakers),
    price: num(payload.price),
    bookmaker: str(payload.bookmaker),
    priceSeenAt: isInstant(priceSeenAt) ? priceSeenAt : undefined,
    ev: num(payload.ev),
    lockHash: str(payload.lockHash) ?? (payload.lockHash === null ? null : undefined),
    isDemo: typeof payload.isDemo === "boolean" ? payload.isDemo : undefined,
  };
  return Object.fromEntries(Object.entries(read).filter(([, value]) => value !== undefined)) as NotificationPayload;
}

/**
 * A path on this site, or null: a single leading slash (never `//host` or `/\host`, which browsers read as another
 * origin), no backslashes or control characters. A notification's link is only followed when it passes.
 */
export function sameOriginPath(url: string | undefined | null): string | null {
  if (!url || url.length > 2048) return null;
  if (!url.startsWith("/") || url.startsWith("//")) return null;
  // Backslashes become slashes in URL parsing, and control characters are stripped before it: both can smuggle a host.
  for (const character of url) {
    const code = character.charCodeAt(0);
    if (character === "\\" || code < 0x20 || code === 0x7f) return null;
  }
  return url;
}

/** Where a notification leads: its own path when it is one on this site, else its pick's page, else nowhere. */
export function notificationHref(payload: NotificationPayload, predictionId: string | null): string | null {
  const own = sameOriginPath(payload.url);
  if (own) return own;
  const id = payload.predictionId ?? predictionId;
  return id ? routes.prediction(id) : null;
}

/**
 * How long ago an instant was, in the largest whole unit: "just now" (under a minute), "3 min ago", "2 h ago",
 * "4 d ago". An instant in the future (a clock a little ahead) reads "just now".
 */
export function formatAgo(iso: string, now: Date): string {
  const seconds = Math.floor((now.getTime() - Date.parse(iso)) / 1000);
  if (!Number.isFinite(seconds) || seconds < 60) return "just now";
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${Math.floor(hours / 24)} d ago`;
}

/** "price seen 3 min ago": the age of the price the alert was made from, from when it was seen (live). */
export function formatPriceAge(priceSeenAt: string | undefined, now: Date): string | null {
  return priceSeenAt ? `price seen ${formatAgo(priceSeenAt, now)}` : null;
}

/** "Fair probability 61.2% (no-vig market consensus of 7 bookmakers)", per what the probability rests on. */
export function formatFairProbabilityLabel(payload: NotificationPayload): string | null {
  if (payload.fairProbability === undefined) return null;
  const figure = `Fair probability ${formatPickProbability(payload.fairProbability)}`;
  const books = payload.consensusBookmakers;
  const consensus = books ? `no-vig market consensus of ${plural(books, "bookmaker")}` : "no-vig market consensus";
  switch (payload.fairBasis) {
    case "market-only":
      return `${figure} (${consensus})`;
    case "market+model":
      return `${figure} (${consensus}, pooled with the model)`;
    case "model-only":
      return `${figure} (the model alone: no bookmaker priced this market)`;
    default:
      return figure;
  }
}

/** "Best price 2.10 at Pinnacle" (the price in the viewer's odds format; decimal by default). */
export function formatBestPrice(payload: NotificationPayload, format: OddsFormat = "decimal"): string | null {
  if (payload.price === undefined) return null;
  const at = payload.bookmaker ? ` at ${bookmakerName({ provider: "", bookmaker: payload.bookmaker })}` : "";
  return `Best price ${formatOdds(payload.price, format)}${at}`;
}

/** "EV +5.0% at that price". */
export function formatEvLabel(payload: NotificationPayload): string | null {
  return payload.ev === undefined ? null : `EV ${formatPickEv(payload.ev)} at that price`;
}

/** "lock hash 1a2b3c4d…": enough of the locked content's hash to compare with the pick's page. */
export function formatLockHash(lockHash: string | null | undefined): string | null {
  return lockHash ? `lock hash ${lockHash.slice(0, 8)}…` : null;
}

/** "Arsenal · 1X2", with the line when there is one: "Over 2.5 · Over/Under". */
export function formatPickLine(payload: NotificationPayload): string | null {
  if (!payload.pick) return null;
  const line =
    payload.line === null || payload.line === undefined || payload.pick.includes(String(Math.abs(payload.line)))
      ? ""
      : ` ${payload.line > 0 ? "+" : ""}${payload.line}`;
  return payload.market ? `${payload.pick}${line} · ${formatMarket(payload.market)}` : `${payload.pick}${line}`;
}

/** Every text of a notification, for the bell and the list; null where the payload has no figure for it. */
export interface NotificationView {
  title: string;
  href: string | null;
  pick: string | null;
  /** "Premier League · Sat 14 Mar, 15:00 UTC". */
  context: string | null;
  fairProbability: string | null;
  bestPrice: string | null;
  price: number | null;
  /** The bookmaker as the pages name it. */
  bookmaker: string | null;
  ev: string | null;
  /** The EV per unit (0.05 = +5 %), for its colour. */
  evValue: number | null;
  priceAge: string | null;
  lockHash: string | null;
  isDemo: boolean;
  /** "2 min ago": when the notification was made. */
  ago: string;
}

/** A notification as the member reads it: kinds "value_pick" and "test" (a test send); unknown kinds read plainly. */
export function describeNotification(
  notification: { kind: string; predictionId: string | null; payload: unknown; createdAt: string },
  now: Date,
): NotificationView {
  const payload = readNotificationPayload(notification.payload);
  const fallbackTitle = notification.kind === "test" ? "Test alert" : "Value pick";
  const context = [payload.league, payload.kickoff ? `${formatKickoff(payload.kickoff)} UTC` : undefined]
    .filter(Boolean)
    .join(" · ");
  return {
    title: payload.title ?? fallbackTitle,
    href: notificationHref(payload, notification.predictionId),
    pick: formatPickLine(payload),
    context: context || null,
    fairProbability: formatFairProbabilityLabel(payload),
    bestPrice: formatBestPrice(payload),
    price: payload.price ?? null,
    bookmaker: payload.bookmaker ? bookmakerName({ provider: "", bookmaker: payload.bookmaker }) : null,
    ev: formatEvLabel(payload),
    evValue: payload.ev ?? null,
    priceAge: formatPriceAge(payload.priceSeenAt, now),
    lockHash: formatLockHash(payload.lockHash),
    isDemo: payload.isDemo === true,
    ago: formatAgo(notification.createdAt, now),
  };
}
