import { formatDecimalOdds } from "@/lib/format/odds.rules";
import { probabilityBasis } from "@/lib/format/prediction-display.rules";
import {
  formatBasis,
  formatMarket,
  formatPickEv,
  formatProbability,
  pickProbability,
} from "@/lib/format/predictions.rules";
import { plural } from "@/lib/format/numbers.rules";
import { helpLinksHtml, helpLinksText } from "@/lib/play/help-links.rules";

// What an alert says, as pure rules: the frozen payload of a value pick, the send-time re-check against the latest
// price, the age of that price, and the push and e-mail texts made from the payload. The payload is what the
// notification centre, the push message and the e-mail all read, so the three say the same thing.

/** The published pick as an alert reads it (lib/alerts/fanout.queries.ts readPicksForAlert). */
export interface PublishedPick {
  id: string;
  homeTeam: string;
  awayTeam: string;
  sport: string;
  league: string;
  matchDate: Date;
  market: string;
  pick: string;
  line: number | null;
  confidence: number;
  decimalOdds: number;
  expectedValue: number | null;
  fairProbability: number | null;
  fairBasis: string | null;
  consensusBookmakers: number | null;
  bookmaker: string | null;
  priceCapturedAt: Date | null;
  contentHash: string | null;
  isPremium: boolean;
  isPublished: boolean;
  isDemo: boolean;
  status: string;
  source: string;
  createdAt: Date;
}

/** The price an alert quotes: the latest one seen at the pick's bookmaker, or the published one. */
export interface QuotedPrice {
  price: number;
  bookmaker: string | null;
  seenAt: Date;
}

export interface AlertPayload {
  predictionId: string;
  url: string;
  title: string;
  sport: string;
  league: string;
  kickoff: string;
  pick: string;
  market: string;
  line: number | null;
  /** The probability the value is judged against (fair, or the analyst's for a hand-entered pick), 0..1. */
  fairProbability: number;
  fairBasis: string | null;
  /** What that probability is made of, as the pick's page labels it ("Market consensus (no-vig, 6 books)"). */
  basisLabel: string;
  consensusBookmakers: number | null;
  price: number;
  bookmaker: string | null;
  priceSeenAt: string;
  /** EV per unit staked at `price` against `fairProbability`. */
  ev: number;
  lockHash: string | null;
  isDemo: boolean;
}

/** The probability an alert judges value against: the fair one, else what the pick's page shows (pickProbability). */
function alertProbability(pick: Pick<PublishedPick, "fairProbability" | "confidence">): number {
  return pickProbability({ fairProbability: pick.fairProbability, confidence: pick.confidence });
}

/** EV per unit staked at a decimal price, four decimals. */
export function evAt(probability: number, price: number): number {
  return Math.round((probability * price - 1) * 10_000) / 10_000;
}

/** The price as published, when no later snapshot of the pick's bookmaker exists (a hand-entered pick). */
export function publishedPrice(
  pick: Pick<PublishedPick, "decimalOdds" | "bookmaker" | "priceCapturedAt" | "createdAt">,
) {
  return { price: pick.decimalOdds, bookmaker: pick.bookmaker, seenAt: pick.priceCapturedAt ?? pick.createdAt };
}

export type Recheck =
  { ok: true; quoted: QuotedPrice; ev: number } | { ok: false; reason: "not_pending" | "kicked_off" | "price_gone" };

/**
 * The send-time re-check: an alert goes only while its pick is published and pending, before kick-off, and the
 * latest price still beats the fair line (price × probability > 1). Otherwise it is "expired before send".
 */
export function recheck(pick: PublishedPick, quoted: QuotedPrice, now: Date): Recheck {
  if (!pick.isPublished || pick.status !== "PENDING") return { ok: false, reason: "not_pending" };
  if (pick.matchDate.getTime() <= now.getTime()) return { ok: false, reason: "kicked_off" };
  const ev = evAt(alertProbability(pick), quoted.price);
  return ev > 0 ? { ok: true, quoted, ev } : { ok: false, reason: "price_gone" };
}

export function alertPayload(pick: PublishedPick, quoted: QuotedPrice): AlertPayload {
  const probability = alertProbability(pick);
  return {
    predictionId: pick.id,
    url: `/predictions/${encodeURIComponent(pick.id)}`,
    title: `${pick.homeTeam} v ${pick.awayTeam}`,
    sport: pick.sport,
    league: pick.league,
    kickoff: pick.matchDate.toISOString(),
    pick: pick.pick,
    market: pick.market,
    line: pick.line,
    fairProbability: probability,
    fairBasis: pick.fairBasis,
    basisLabel: formatBasis(probabilityBasis(pick)),
    consensusBookmakers: pick.consensusBookmakers,
    price: quoted.price,
    bookmaker: quoted.bookmaker,
    priceSeenAt: quoted.seenAt.toISOString(),
    ev: evAt(probability, quoted.price),
    lockHash: pick.contentHash,
    isDemo: pick.isDemo,
  };
}

/** "price seen just now", "price seen 3 min ago", "price seen 2 h ago" (never in the future). */
export function priceAge(seenAt: string | Date, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(seenAt).getTime()) / 60_000));
  if (minutes < 1) return "price seen just now";
  if (minutes < 120) return `price seen ${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  return hours < 48 ? `price seen ${hours} h ago` : `price seen ${Math.floor(hours / 24)} days ago`;
}

const bookmakerName = (name: string | null) =>
  name ? name.replace(/(^|[-_ ])(\w)/g, (_, s, c) => s + c.toUpperCase()) : "";

/** The pick, its price and EV in one line: "Arsenal @ 2.10 (Pinnacle) · EV +5.0% · fair 52.3%". */
export function pickLine(payload: AlertPayload): string {
  const at = payload.bookmaker ? ` (${bookmakerName(payload.bookmaker)})` : "";
  return (
    `${payload.pick} @ ${formatDecimalOdds(payload.price)}${at} · EV ${formatPickEv(payload.ev)} · ` +
    `fair ${formatProbability(payload.fairProbability)}`
  );
}

/** The push message the service worker shows (public/sw.js reads title, body, url, tag). */
export function pushMessage(payload: AlertPayload, now: Date) {
  const demo = payload.isDemo ? "Demo data · " : "";
  return {
    kind: "value_pick" as const,
    title: `Value: ${payload.title}`,
    body: `${demo}${pickLine(payload)} · ${priceAge(payload.priceSeenAt, now)}`,
    url: payload.url,
    tag: payload.predictionId,
    predictionId: payload.predictionId,
  };
}

/** One push for the day's held alerts: the digest. */
export function digestPushMessage(payloads: readonly AlertPayload[]) {
  const first = payloads[0]!;
  return {
    kind: "digest" as const,
    title: `${plural(payloads.length, "value pick")} still open`,
    body: payloads.map((payload) => `${payload.title}: ${pickLine(payload)}`).join("\n"),
    url: payloads.length === 1 ? first.url : "/user/notifications",
    tag: "digest",
    ...(payloads.length === 1 ? { predictionId: first.predictionId } : {}),
  };
}

/** The lines an e-mail gives one pick: match, kickoff, pick, probability and its basis, price, age, EV, lock hash. */
export function pickEmailLines(payload: AlertPayload, now: Date, link: string): string[] {
  return [
    `${payload.title} — ${payload.league} (${payload.sport})${payload.isDemo ? " — DEMO DATA" : ""}`,
    `Kick-off: ${new Date(payload.kickoff).toUTCString()}`,
    `Pick: ${payload.pick} (${formatMarket(payload.market)}${payload.line === null ? "" : ` ${payload.line}`})`,
    `Fair probability: ${formatProbability(payload.fairProbability)} — ${payload.basisLabel}`,
    `Best price: ${formatDecimalOdds(payload.price)}` +
      `${payload.bookmaker ? ` at ${bookmakerName(payload.bookmaker)}` : ""}` +
      ` (${priceAge(payload.priceSeenAt, now)})`,
    `Expected value at that price: ${formatPickEv(payload.ev)} per unit staked`,
    `Lock hash: ${payload.lockHash ?? "not locked yet"}`,
    link,
  ];
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * An alert e-mail's text and HTML bodies from its lines, each ending with where to get help with gambling
 * (lib/play/help-links.rules.ts) and the page about the site's own limits: every alert e-mail carries them.
 * Paragraphs are split at the empty lines; the HTML escapes every line and links nothing the text does not show.
 */
export function alertEmailBodies(lines: readonly string[], saferPlayUrl: string): { text: string; html: string } {
  const text = [...lines, "", ...helpLinksText(saferPlayUrl)].join("\n");
  const paragraphs = lines
    .join("\n")
    .split(/\n{2,}/)
    .map((block) => `<p>${block.split("\n").map(escapeHtml).join("<br>")}</p>`)
    .join("");
  return { text, html: `<!doctype html><html><body>${paragraphs}${helpLinksHtml(saferPlayUrl)}</body></html>` };
}
