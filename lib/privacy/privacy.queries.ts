import "server-only";

import { asc, desc, eq, or, sql } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import {
  accountSightings,
  alertRules,
  apiKeys,
  contactMessages,
  earnedDays,
  favoriteLeagues,
  favoritePredictions,
  favoriteTeams,
  leagues,
  notifications,
  paymentOrders,
  playLimits,
  predictions,
  predictionTracks,
  pushSubscriptions,
  referrals,
  subscriptions,
  teams,
  trialClaims,
  userActivityDays,
  users,
} from "@/db/schema";

// The SQL of the privacy export: every row held about one member, each query scoped to that member and selecting
// explicit columns, so that secrets (password hash, token version, push keys, API key hashes) never leave the
// database and a pick the member may not read is shown only by its match.

export async function readAccount(userId: string, tx: DbOrTx = db) {
  const [row] = await tx
    .select({
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      role: users.role,
      subscriptionTier: users.subscriptionTier,
      subscriptionStatus: users.subscriptionStatus,
      subscriptionEndsAt: users.subscriptionEndsAt,
      emailVerified: users.emailVerified,
      emailVerifiedAt: users.emailVerifiedAt,
      lastLoginAt: users.lastLoginAt,
      disabledAt: users.disabledAt,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** Favourite picks by their match only: the pick itself may be one the member's plan no longer shows. */
export function listFavouritePicks(userId: string, tx: DbOrTx = db) {
  return tx
    .select({
      predictionId: favoritePredictions.predictionId,
      homeTeam: predictions.homeTeam,
      awayTeam: predictions.awayTeam,
      matchDate: predictions.matchDate,
      addedAt: favoritePredictions.createdAt,
    })
    .from(favoritePredictions)
    .innerJoin(predictions, eq(predictions.id, favoritePredictions.predictionId))
    .where(eq(favoritePredictions.userId, userId))
    .orderBy(asc(favoritePredictions.createdAt));
}

export function listFavouriteTeams(userId: string, tx: DbOrTx = db) {
  return tx
    .select({ teamId: favoriteTeams.teamId, name: teams.name, addedAt: favoriteTeams.createdAt })
    .from(favoriteTeams)
    .innerJoin(teams, eq(teams.id, favoriteTeams.teamId))
    .where(eq(favoriteTeams.userId, userId))
    .orderBy(asc(favoriteTeams.createdAt));
}

export function listFavouriteLeagues(userId: string, tx: DbOrTx = db) {
  return tx
    .select({ leagueId: favoriteLeagues.leagueId, name: leagues.name, addedAt: favoriteLeagues.createdAt })
    .from(favoriteLeagues)
    .innerJoin(leagues, eq(leagues.id, favoriteLeagues.leagueId))
    .where(eq(favoriteLeagues.userId, userId))
    .orderBy(asc(favoriteLeagues.createdAt));
}

/** The picks the member follows, by their match (as favourites). */
export function listFollows(userId: string, tx: DbOrTx = db) {
  return tx
    .select({
      predictionId: predictionTracks.predictionId,
      homeTeam: predictions.homeTeam,
      awayTeam: predictions.awayTeam,
      matchDate: predictions.matchDate,
      followedAt: predictionTracks.createdAt,
    })
    .from(predictionTracks)
    .innerJoin(predictions, eq(predictions.id, predictionTracks.predictionId))
    .where(eq(predictionTracks.userId, userId))
    .orderBy(asc(predictionTracks.createdAt));
}

export function listAlertRules(userId: string, tx: DbOrTx = db) {
  return tx
    .select({
      id: alertRules.id,
      name: alertRules.name,
      sports: alertRules.sports,
      leagues: alertRules.leagues,
      markets: alertRules.markets,
      minEv: alertRules.minEv,
      minFairProbability: alertRules.minFairProbability,
      maxFairProbability: alertRules.maxFairProbability,
      maxOdds: alertRules.maxOdds,
      bookmakers: alertRules.bookmakers,
      channels: alertRules.channels,
      mode: alertRules.mode,
      quietStartMinute: alertRules.quietStartMinute,
      quietEndMinute: alertRules.quietEndMinute,
      timeZone: alertRules.timeZone,
      enabled: alertRules.enabled,
      createdAt: alertRules.createdAt,
      updatedAt: alertRules.updatedAt,
    })
    .from(alertRules)
    .where(eq(alertRules.userId, userId))
    .orderBy(asc(alertRules.createdAt));
}

export function listNotifications(userId: string, tx: DbOrTx = db) {
  return tx
    .select({
      id: notifications.id,
      kind: notifications.kind,
      predictionId: notifications.predictionId,
      ruleId: notifications.ruleId,
      payload: notifications.payload,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt));
}

/** Push devices: the endpoint (its origin is shown) and the device's description; never the encryption keys. */
export function listPushDevices(userId: string, tx: DbOrTx = db) {
  return tx
    .select({
      endpoint: pushSubscriptions.endpoint,
      userAgent: pushSubscriptions.userAgent,
      lastSuccessAt: pushSubscriptions.lastSuccessAt,
      createdAt: pushSubscriptions.createdAt,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt));
}

export async function readPlayLimits(userId: string, tx: DbOrTx = db) {
  const [row] = await tx
    .select({
      timeoutUntil: playLimits.timeoutUntil,
      selfExcludedUntil: playLimits.selfExcludedUntil,
      selfExcludedAt: playLimits.selfExcludedAt,
      weeklyBudget: playLimits.weeklyBudget,
      realityCheckMinutes: playLimits.realityCheckMinutes,
      updatedAt: playLimits.updatedAt,
    })
    .from(playLimits)
    .where(eq(playLimits.userId, userId))
    .limit(1);
  return row ?? null;
}

export function listSubscriptions(userId: string, tx: DbOrTx = db) {
  return tx
    .select({
      id: subscriptions.id,
      plan: subscriptions.planId,
      status: subscriptions.status,
      source: subscriptions.source,
      startDate: subscriptions.startDate,
      endDate: subscriptions.endDate,
      amountMinor: subscriptions.amountMinor,
      currency: subscriptions.currency,
      paymentMethod: subscriptions.paymentMethod,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      cancelledAt: subscriptions.cancelledAt,
      createdAt: subscriptions.createdAt,
    })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(asc(subscriptions.createdAt));
}

/** Payments as a summary: what, how much, how and when; not the checkout link or the provider's details. */
export function listPayments(userId: string, tx: DbOrTx = db) {
  return tx
    .select({
      reference: paymentOrders.reference,
      plan: paymentOrders.planId,
      provider: paymentOrders.provider,
      amountMinor: paymentOrders.amountMinor,
      currency: paymentOrders.currency,
      status: paymentOrders.status,
      paidAt: paymentOrders.paidAt,
      refundedAmountMinor: paymentOrders.refundedAmountMinor,
      createdAt: paymentOrders.createdAt,
    })
    .from(paymentOrders)
    .where(eq(paymentOrders.userId, userId))
    .orderBy(asc(paymentOrders.createdAt));
}

/** API keys by name and visible prefix; the key's hash stays in the database. */
export function listApiKeys(userId: string, tx: DbOrTx = db) {
  return tx
    .select({
      name: apiKeys.name,
      prefix: apiKeys.prefix,
      lastUsedAt: apiKeys.lastUsedAt,
      requestCount: apiKeys.requestCount,
      revokedAt: apiKeys.revokedAt,
      expiresAt: apiKeys.expiresAt,
      createdAt: apiKeys.createdAt,
    })
    .from(apiKeys)
    .where(eq(apiKeys.userId, userId))
    .orderBy(asc(apiKeys.createdAt));
}

export function listContactMessages(userId: string, tx: DbOrTx = db) {
  return tx
    .select({
      subject: contactMessages.subject,
      category: contactMessages.category,
      message: contactMessages.message,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .where(eq(contactMessages.userId, userId))
    .orderBy(asc(contactMessages.createdAt));
}

export async function listActiveDays(userId: string, tx: DbOrTx = db) {
  const rows = await tx
    .select({ day: userActivityDays.day })
    .from(userActivityDays)
    .where(eq(userActivityDays.userId, userId))
    .orderBy(asc(userActivityDays.day));
  return rows.map((row) => row.day);
}

/** The member's trial: when it ran, the device that started it and the reminders sent. */
export async function readTrial(userId: string, tx: DbOrTx = db) {
  const [row] = await tx
    .select({
      startedAt: trialClaims.startedAt,
      endsAt: trialClaims.endsAt,
      deviceId: trialClaims.deviceId,
      reminderSentAt: trialClaims.reminderSentAt,
      lastDayReminderSentAt: trialClaims.lastDayReminderSentAt,
    })
    .from(trialClaims)
    .where(eq(trialClaims.userId, userId))
    .limit(1);
  return row ?? null;
}

/**
 * Invitations the member sent and the one that brought them. The other member's address is someone else's data: the
 * friend appears as the inviter's earnings page shows them (masked by the caller), the inviter not at all.
 */
export function listReferrals(userId: string, tx: DbOrTx = db) {
  return tx
    .select({
      id: referrals.id,
      referrerId: referrals.referrerId,
      friendEmail: users.email,
      status: referrals.status,
      refusalReason: referrals.refusalReason,
      signedUpAt: referrals.signedUpAt,
      confirmedAt: referrals.confirmedAt,
      reversedAt: referrals.reversedAt,
    })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.friendId))
    .where(or(eq(referrals.referrerId, userId), eq(referrals.friendId, userId)))
    .orderBy(asc(referrals.createdAt));
}

export function listEarnedDays(userId: string, tx: DbOrTx = db) {
  return tx
    .select({
      kind: earnedDays.kind,
      days: earnedDays.days,
      requestedDays: earnedDays.requestedDays,
      localDay: earnedDays.localDay,
      timeZone: earnedDays.timeZone,
      note: earnedDays.note,
      createdAt: earnedDays.createdAt,
    })
    .from(earnedDays)
    .where(eq(earnedDays.userId, userId))
    .orderBy(asc(earnedDays.createdAt));
}

/** The devices and networks seen with the account; the network only as "recorded" (its keyed hash means nothing). */
export function listSightings(userId: string, tx: DbOrTx = db) {
  return tx
    .select({
      kind: accountSightings.kind,
      deviceId: accountSightings.deviceId,
      networkRecorded: sql<boolean>`${accountSightings.ipHash} is not null`,
      seenAt: accountSightings.seenAt,
    })
    .from(accountSightings)
    .where(eq(accountSightings.userId, userId))
    .orderBy(asc(accountSightings.seenAt));
}
