import type { AlertRuleRow, NotificationRow } from "./alerts.queries";
import { clockOfMinute } from "./alerts.rules";

// What leaves the alerts domain: a member's rules and notifications with dates as ISO text and quiet hours as
// the 'HH:MM' wall-clock times the member typed.

export function toAlertRuleDto(row: AlertRuleRow) {
  return {
    id: row.id,
    name: row.name,
    sports: row.sports,
    leagues: row.leagues,
    markets: row.markets,
    minEv: row.minEv,
    minFairProbability: row.minFairProbability,
    maxFairProbability: row.maxFairProbability,
    maxOdds: row.maxOdds,
    bookmakers: row.bookmakers,
    channels: row.channels,
    mode: row.mode,
    quietHours:
      row.quietStartMinute === null || row.quietEndMinute === null
        ? null
        : { start: clockOfMinute(row.quietStartMinute), end: clockOfMinute(row.quietEndMinute) },
    timeZone: row.timeZone,
    enabled: row.enabled,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toNotificationDto(row: NotificationRow) {
  return {
    id: row.id,
    kind: row.kind,
    predictionId: row.predictionId,
    ruleId: row.ruleId,
    payload: row.payload,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}
