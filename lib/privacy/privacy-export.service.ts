import "server-only";

import { getPreferences } from "@/lib/accounts/preferences.service";
import { listBetsForExport, type ExportCursor } from "@/lib/bets/bets-transfer.queries";
import { readStaking } from "@/lib/bets/bets.queries";
import { AppError } from "@/lib/core/errors";
import { maskAddress } from "@/lib/growth/referrals.rules";

import * as privacy from "./privacy.queries";

// A copy of everything held about one member (the right of access): the account without its password hash or
// token version, preferences (notification settings among them), favourites, follows, alert rules and in-app
// notifications, push devices (the push service's origin only, never the keys), bets, staking settings, play
// limits, subscriptions, a summary of payments, API keys by prefix, contact messages, the days they were active, and
// the trial, invitations, earned days and the devices seen with the account.
// Every read is scoped to the member: nothing of another member's can appear.

const BET_PAGE = 1000;

/** The push service's origin (https://fcm.googleapis.com): the path is the device's address and stays out. */
function endpointOrigin(endpoint: string) {
  try {
    return new URL(endpoint).origin;
  } catch {
    return null;
  }
}

/** A bet as the member reads it: the paging key is the export's own bookkeeping. */
function withoutPagingKey<T extends { placedAtKey: string }>(bet: T): Omit<T, "placedAtKey"> {
  const { placedAtKey, ...rest } = bet;
  void placedAtKey;
  return rest;
}

async function allBets(userId: string) {
  const bets = [];
  let cursor: ExportCursor | null = null;
  for (;;) {
    const page = await listBetsForExport(userId, cursor, BET_PAGE);
    bets.push(...page.map(withoutPagingKey));
    if (page.length < BET_PAGE) return bets;
    const last = page[page.length - 1]!;
    cursor = { placedAtKey: last.placedAtKey, id: last.id };
  }
}

/** An invitation without the other member's identity (the caller adds the friend, masked, to those sent). */
function invitation(row: Awaited<ReturnType<typeof privacy.listReferrals>>[number]) {
  const { id, status, refusalReason, signedUpAt, confirmedAt, reversedAt } = row;
  return { id, status, refusalReason, signedUpAt, confirmedAt, reversedAt };
}

export async function exportMemberData(userId: string, now = new Date()) {
  const account = await privacy.readAccount(userId);
  if (!account) throw new AppError("not_found", "Account not found.");
  const [
    preferences,
    favouritePicks,
    favouriteTeams,
    favouriteLeagues,
    follows,
    alertRules,
    notifications,
    pushDevices,
    bets,
    staking,
    playLimits,
    subscriptions,
    payments,
    apiKeys,
    contactMessages,
    activeDays,
    trial,
    invitations,
    earnedDays,
    sightings,
  ] = await Promise.all([
    getPreferences(userId),
    privacy.listFavouritePicks(userId),
    privacy.listFavouriteTeams(userId),
    privacy.listFavouriteLeagues(userId),
    privacy.listFollows(userId),
    privacy.listAlertRules(userId),
    privacy.listNotifications(userId),
    privacy.listPushDevices(userId),
    allBets(userId),
    readStaking(userId).then((row) => row ?? null),
    privacy.readPlayLimits(userId),
    privacy.listSubscriptions(userId),
    privacy.listPayments(userId),
    privacy.listApiKeys(userId),
    privacy.listContactMessages(userId),
    privacy.listActiveDays(userId),
    privacy.readTrial(userId),
    privacy.listReferrals(userId),
    privacy.listEarnedDays(userId),
    privacy.listSightings(userId),
  ]);
  return {
    exportedAt: now.toISOString(),
    account,
    preferences,
    favourites: { picks: favouritePicks, teams: favouriteTeams, leagues: favouriteLeagues },
    follows,
    alertRules,
    notifications,
    pushDevices: pushDevices.map(({ endpoint, ...device }) => ({ pushService: endpointOrigin(endpoint), ...device })),
    bets,
    staking,
    playLimits,
    subscriptions,
    payments,
    apiKeys,
    contactMessages,
    activeDays,
    trial,
    invitations: {
      sent: invitations
        .filter((row) => row.referrerId === userId)
        .map((row) => ({ friend: maskAddress(row.friendEmail), ...invitation(row) })),
      received: invitations.filter((row) => row.referrerId !== userId).map(invitation),
    },
    earnedDays,
    devicesSeen: sightings,
  };
}
