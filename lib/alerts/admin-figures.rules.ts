import { percentOf } from "@/lib/format/numbers.rules";

import { ALERT_CHANNELS } from "./alerts.rules";

// The automation panel's alert figures, folded from the counts SQL returns (admin-figures.service.ts). Pure and
// isomorphic: the panel imports the types. Every count is of the deliveries queued inside the window, by what
// became of them so far, so a channel's counts add up to its volume:
//   volume = sent + waiting + failed + expired + skipped
// A rate is over the finished deliveries (sent, failed, expired, skipped), which the answer gives as its n.

type Channel = (typeof ALERT_CHANNELS)[number];

/** The windows the panel shows, in hours back from now. */
export const ALERT_FIGURE_WINDOWS = { last24h: 24, last7d: 7 * 24 } as const;

/** One row of fanout.queries.ts deliveryFigures: deliveries of a channel, status and mode queued since a time. */
export interface StatusCount {
  channel: Channel;
  status: "queued" | "sending" | "sent" | "failed" | "expired" | "skipped";
  mode: "instant" | "digest";
  count: number;
}

export interface AlertWindowFigures {
  /** Deliveries queued in the window: one per member, pick and channel. */
  volume: number;
  sent: number;
  /** Queued or being sent: due now, or held for later (`held`). */
  waiting: number;
  /** Of `waiting`: held until the end of quiet hours, the digest's hour, or a retry. */
  held: number;
  failed: number;
  /** The price no longer beat the fair line, or the match kicked off, before the alert could go. */
  expired: number;
  /** The channel was switched off, or there was no device or confirmed address, when it was due. */
  skipped: number;
  /** Of `volume`: gathered into the daily digest (the rule asks for it, or the hourly cap was reached). */
  digest: number;
  /** sent + failed + expired + skipped: the n of the rates. */
  finished: number;
  /** Percent of `finished` sent, one decimal; null when none finished. */
  sentRate: number | null;
  /** Percent of `finished` expired before send, one decimal; null when none finished. */
  expiredRate: number | null;
}

interface AlertChannelFigures {
  channel: Channel;
  last24h: AlertWindowFigures;
  last7d: AlertWindowFigures;
  /** When the oldest alert that is due but not sent yet was queued (any age); null when none waits. */
  oldestDueAt: string | null;
}

export interface AdminAlertFigures {
  generatedAt: string;
  windowHours: typeof ALERT_FIGURE_WINDOWS;
  channels: AlertChannelFigures[];
  /** Enabled rules with a channel, of enabled accounts; members with at least one. */
  rules: { active: number; members: number };
  /** Push subscriptions stored (one per browser or device); members with at least one. */
  push: { devices: number; members: number };
  recentFailures: {
    at: string;
    channel: Channel;
    mode: "instant" | "digest";
    attempts: number;
    error: string | null;
    predictionId: string;
    match: string;
  }[];
}

/** Folds the counts per status and mode of one window into a channel's figures. */
export function windowFigures(rows: readonly StatusCount[], channel: Channel, held: number): AlertWindowFigures {
  const mine = rows.filter((row) => row.channel === channel);
  const sum = (keep: (row: StatusCount) => boolean) =>
    mine.filter(keep).reduce((total, row) => total + Number(row.count), 0);
  const sent = sum((row) => row.status === "sent");
  const failed = sum((row) => row.status === "failed");
  const expired = sum((row) => row.status === "expired");
  const skipped = sum((row) => row.status === "skipped");
  const finished = sent + failed + expired + skipped;
  return {
    volume: sum(() => true),
    sent,
    waiting: sum((row) => row.status === "queued" || row.status === "sending"),
    held,
    failed,
    expired,
    skipped,
    digest: sum((row) => row.mode === "digest"),
    finished,
    sentRate: percentOf(sent, finished),
    expiredRate: percentOf(expired, finished),
  };
}
