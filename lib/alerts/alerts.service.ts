import "server-only";

import { openListCursor, sealListCursor, type CursorBinding } from "@/lib/accounts/cursor-tokens.service";
import { AppError } from "@/lib/core/errors";

import * as alerts from "./alerts.queries";
import { toAlertRuleDto, toNotificationDto } from "./alerts.dto";
import { MAX_ALERT_RULES, type AlertRuleBody, type MarkReadBody, type NotificationsQuery } from "./alerts.input";

// A member's alert rules and in-app notifications. Matching a published pick against every rule and delivering
// the alerts is delivery.service.ts.

const NOT_FOUND = "Alert rule not found.";

/**
 * The row values of a rule body: fields picked one by one, never spread into the insert. The zone must be one the
 * database knows as well (alerts.queries.ts databaseKnowsTimeZone): 422 otherwise.
 */
async function ruleValues(body: AlertRuleBody, callerTimeZone: string) {
  const timeZone = body.timeZone ?? callerTimeZone;
  if (!(await alerts.databaseKnowsTimeZone(timeZone))) {
    throw new AppError("validation_failed", "Unknown time zone", [{ path: "timeZone", message: "Unknown time zone" }]);
  }
  return {
    name: body.name,
    sports: body.sports,
    leagues: body.leagues,
    markets: body.markets,
    minEv: body.minEv,
    minFairProbability: body.minFairProbability,
    maxFairProbability: body.maxFairProbability,
    maxOdds: body.maxOdds,
    bookmakers: body.bookmakers,
    channels: body.channels,
    mode: body.mode,
    quietStartMinute: body.quietHours?.start ?? null,
    quietEndMinute: body.quietHours?.end ?? null,
    timeZone,
    enabled: body.enabled,
  };
}

export async function listAlertRules(userId: string) {
  return (await alerts.listAlertRules(userId)).map(toAlertRuleDto);
}

/** Creates a rule; the zone defaults to the caller's. Throws conflict beyond MAX_ALERT_RULES. */
export async function createAlertRule(userId: string, body: AlertRuleBody, callerTimeZone: string) {
  if ((await alerts.countAlertRules(userId)) >= MAX_ALERT_RULES) {
    throw new AppError("conflict", `You can have at most ${MAX_ALERT_RULES} alert rules.`);
  }
  return toAlertRuleDto(await alerts.insertAlertRule(userId, await ruleValues(body, callerTimeZone)));
}

/** Replaces one of the caller's rules. Another member's rule answers not_found, like a missing one. */
export async function replaceAlertRule(userId: string, id: string, body: AlertRuleBody, callerTimeZone: string) {
  const row = await alerts.updateAlertRule(userId, id, await ruleValues(body, callerTimeZone));
  if (!row) throw new AppError("not_found", NOT_FOUND);
  return toAlertRuleDto(row);
}

export async function deleteAlertRule(userId: string, id: string): Promise<void> {
  if (!(await alerts.deleteAlertRule(userId, id))) throw new AppError("not_found", NOT_FOUND);
}

const notificationsBinding = (userId: string): CursorBinding => ({
  list: "notifications",
  order: "createdAt:desc",
  scope: { user: userId },
});

/** The caller's notifications, newest first, a keyset page at a time, with the unread count for the bell. */
export async function listNotifications(userId: string, query: NotificationsQuery) {
  const binding = notificationsBinding(userId);
  const after = query.cursor ? openListCursor(binding, query.cursor, alerts.NOTIFICATION_ORDER_KEYS) : undefined;
  const [{ rows, next }, unread] = await Promise.all([
    alerts.listNotifications({ userId, after, limit: query.limit }),
    alerts.countUnreadNotifications(userId),
  ]);
  return {
    notifications: rows.map(toNotificationDto),
    unread,
    nextCursor: next ? sealListCursor(binding, next) : null,
  };
}

/** Marks the caller's notifications read (ids of another member's change nothing); answers the new unread count. */
export async function markNotificationsRead(userId: string, body: MarkReadBody, now = new Date()) {
  const marked = await alerts.markNotificationsRead(userId, "all" in body ? "all" : body.ids, now);
  return { marked, unread: await alerts.countUnreadNotifications(userId) };
}
