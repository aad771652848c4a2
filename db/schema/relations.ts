// Relations for Drizzle's relational query API (db.query.x.findMany({ with: … })). Kept in one file that
// imports every table, so the table files never import each other in a cycle.
// Tables with several foreign keys to the same table name each relation (relationName) on both sides.
import { relations } from "drizzle-orm";

import { adEvents, adUnits } from "./ads";
import { auditLog } from "./audit";
import { automationConfig, jobRuns } from "./automation";
import { contactMessages } from "./contact";
import { matches, matchProviderRefs, oddsSnapshots, rawPayloads } from "./matches";
import { mlModels, modelTrainingRuns } from "./models";
import { paymentEvents, paymentOrders, refunds } from "./payments";
import { plans } from "./plans";
import { favoriteLeagues, favoritePredictions, favoriteTeams, predictions, predictionTracks } from "./predictions";
import { globalSettings } from "./settings";
import { scrapingJobs, scrapingSources } from "./scraping";
import { categories, leagues, markets, sports, teamAliases, teams } from "./sports";
import { subscriptions } from "./subscriptions";
import { apiKeys, emailOutbox, emailVerificationTokens, passwordResetTokens, userPreferences, users } from "./users";

// users.ts

export const usersRelations = relations(users, ({ one, many }) => ({
  preferences: one(userPreferences),
  passwordResetTokens: many(passwordResetTokens),
  emailVerificationTokens: many(emailVerificationTokens),
  apiKeys: many(apiKeys, { relationName: "apiKeyOwner" }),
  subscriptions: many(subscriptions, { relationName: "subscriptionUser" }),
  paymentOrders: many(paymentOrders),
  predictionTracks: many(predictionTracks),
  favoritePredictions: many(favoritePredictions),
  favoriteTeams: many(favoriteTeams),
  favoriteLeagues: many(favoriteLeagues),
}));

export const userPreferencesRelations = relations(userPreferences, ({ one }) => ({
  user: one(users, { fields: [userPreferences.userId], references: [users.id] }),
}));

export const passwordResetTokensRelations = relations(passwordResetTokens, ({ one }) => ({
  user: one(users, { fields: [passwordResetTokens.userId], references: [users.id] }),
}));

export const emailVerificationTokensRelations = relations(emailVerificationTokens, ({ one }) => ({
  user: one(users, { fields: [emailVerificationTokens.userId], references: [users.id] }),
}));

export const emailOutboxRelations = relations(emailOutbox, ({ one }) => ({
  user: one(users, { fields: [emailOutbox.userId], references: [users.id] }),
}));

export const apiKeysRelations = relations(apiKeys, ({ one }) => ({
  user: one(users, { fields: [apiKeys.userId], references: [users.id], relationName: "apiKeyOwner" }),
  createdBy: one(users, { fields: [apiKeys.createdById], references: [users.id], relationName: "apiKeyCreator" }),
}));

// sports.ts

export const sportsRelations = relations(sports, ({ many }) => ({
  leagues: many(leagues),
  teams: many(teams),
}));

export const leaguesRelations = relations(leagues, ({ one, many }) => ({
  sport: one(sports, { fields: [leagues.sportId], references: [sports.id] }),
  teams: many(teams),
  matches: many(matches),
  predictions: many(predictions),
}));

export const categoriesRelations = relations(categories, ({ many }) => ({
  markets: many(markets),
  predictions: many(predictions),
}));

export const marketsRelations = relations(markets, ({ one, many }) => ({
  category: one(categories, { fields: [markets.categoryId], references: [categories.id] }),
  predictions: many(predictions),
}));

export const teamsRelations = relations(teams, ({ one, many }) => ({
  sport: one(sports, { fields: [teams.sportId], references: [sports.id] }),
  league: one(leagues, { fields: [teams.leagueId], references: [leagues.id] }),
  aliases: many(teamAliases),
  homeMatches: many(matches, { relationName: "homeTeam" }),
  awayMatches: many(matches, { relationName: "awayTeam" }),
}));

export const teamAliasesRelations = relations(teamAliases, ({ one }) => ({
  team: one(teams, { fields: [teamAliases.teamId], references: [teams.id] }),
}));

// matches.ts

export const matchesRelations = relations(matches, ({ one, many }) => ({
  sport: one(sports, { fields: [matches.sportId], references: [sports.id] }),
  league: one(leagues, { fields: [matches.leagueId], references: [leagues.id] }),
  homeTeam: one(teams, { fields: [matches.homeTeamId], references: [teams.id], relationName: "homeTeam" }),
  awayTeam: one(teams, { fields: [matches.awayTeamId], references: [teams.id], relationName: "awayTeam" }),
  oddsSnapshots: many(oddsSnapshots),
  providerRefs: many(matchProviderRefs),
  predictions: many(predictions),
}));

export const matchProviderRefsRelations = relations(matchProviderRefs, ({ one }) => ({
  match: one(matches, { fields: [matchProviderRefs.matchId], references: [matches.id] }),
}));

export const oddsSnapshotsRelations = relations(oddsSnapshots, ({ one }) => ({
  match: one(matches, { fields: [oddsSnapshots.matchId], references: [matches.id] }),
}));

export const rawPayloadsRelations = relations(rawPayloads, ({ one }) => ({
  jobRun: one(jobRuns, { fields: [rawPayloads.jobRunId], references: [jobRuns.id] }),
}));

// predictions.ts

export const predictionsRelations = relations(predictions, ({ one, many }) => ({
  match: one(matches, { fields: [predictions.matchId], references: [matches.id] }),
  sport: one(sports, { fields: [predictions.sportId], references: [sports.id] }),
  league: one(leagues, { fields: [predictions.leagueId], references: [leagues.id] }),
  category: one(categories, { fields: [predictions.categoryId], references: [categories.id] }),
  catalogueMarket: one(markets, { fields: [predictions.marketId], references: [markets.id] }),
  model: one(mlModels, { fields: [predictions.modelId], references: [mlModels.id] }),
  tracks: many(predictionTracks),
  favorites: many(favoritePredictions),
}));

export const predictionTracksRelations = relations(predictionTracks, ({ one }) => ({
  user: one(users, { fields: [predictionTracks.userId], references: [users.id] }),
  prediction: one(predictions, { fields: [predictionTracks.predictionId], references: [predictions.id] }),
}));

export const favoritePredictionsRelations = relations(favoritePredictions, ({ one }) => ({
  user: one(users, { fields: [favoritePredictions.userId], references: [users.id] }),
  prediction: one(predictions, { fields: [favoritePredictions.predictionId], references: [predictions.id] }),
}));

export const favoriteTeamsRelations = relations(favoriteTeams, ({ one }) => ({
  user: one(users, { fields: [favoriteTeams.userId], references: [users.id] }),
  team: one(teams, { fields: [favoriteTeams.teamId], references: [teams.id] }),
}));

export const favoriteLeaguesRelations = relations(favoriteLeagues, ({ one }) => ({
  user: one(users, { fields: [favoriteLeagues.userId], references: [users.id] }),
  league: one(leagues, { fields: [favoriteLeagues.leagueId], references: [leagues.id] }),
}));

// plans.ts, subscriptions.ts, payments.ts

export const plansRelations = relations(plans, ({ many }) => ({
  subscriptions: many(subscriptions),
  paymentOrders: many(paymentOrders),
}));

export const subscriptionsRelations = relations(subscriptions, ({ one }) => ({
  user: one(users, { fields: [subscriptions.userId], references: [users.id], relationName: "subscriptionUser" }),
  plan: one(plans, { fields: [subscriptions.planId], references: [plans.id] }),
  order: one(paymentOrders, { fields: [subscriptions.orderId], references: [paymentOrders.id] }),
  grantedBy: one(users, {
    fields: [subscriptions.grantedById],
    references: [users.id],
    relationName: "subscriptionGrantedBy",
  }),
  cancelledBy: one(users, {
    fields: [subscriptions.cancelledById],
    references: [users.id],
    relationName: "subscriptionCancelledBy",
  }),
}));

export const paymentOrdersRelations = relations(paymentOrders, ({ one, many }) => ({
  user: one(users, { fields: [paymentOrders.userId], references: [users.id] }),
  plan: one(plans, { fields: [paymentOrders.planId], references: [plans.id] }),
  events: many(paymentEvents),
  refunds: many(refunds),
}));

export const paymentEventsRelations = relations(paymentEvents, ({ one }) => ({
  order: one(paymentOrders, { fields: [paymentEvents.orderId], references: [paymentOrders.id] }),
}));

export const refundsRelations = relations(refunds, ({ one }) => ({
  order: one(paymentOrders, { fields: [refunds.orderId], references: [paymentOrders.id] }),
  requestedBy: one(users, { fields: [refunds.requestedById], references: [users.id] }),
}));

// ads.ts, models.ts, settings.ts, scraping.ts, automation.ts, contact.ts, audit.ts

export const adUnitsRelations = relations(adUnits, ({ one, many }) => ({
  createdBy: one(users, { fields: [adUnits.createdById], references: [users.id] }),
  events: many(adEvents),
}));

export const adEventsRelations = relations(adEvents, ({ one }) => ({
  adUnit: one(adUnits, { fields: [adEvents.adUnitId], references: [adUnits.id] }),
}));

export const mlModelsRelations = relations(mlModels, ({ one, many }) => ({
  createdBy: one(users, { fields: [mlModels.createdById], references: [users.id] }),
  trainingRuns: many(modelTrainingRuns),
  predictions: many(predictions),
}));

export const modelTrainingRunsRelations = relations(modelTrainingRuns, ({ one }) => ({
  model: one(mlModels, { fields: [modelTrainingRuns.modelId], references: [mlModels.id] }),
  jobRun: one(jobRuns, { fields: [modelTrainingRuns.jobRunId], references: [jobRuns.id] }),
  requestedBy: one(users, { fields: [modelTrainingRuns.requestedById], references: [users.id] }),
}));

export const globalSettingsRelations = relations(globalSettings, ({ one }) => ({
  updatedBy: one(users, { fields: [globalSettings.updatedById], references: [users.id] }),
}));

export const scrapingSourcesRelations = relations(scrapingSources, ({ one, many }) => ({
  createdBy: one(users, { fields: [scrapingSources.createdById], references: [users.id] }),
  jobs: many(scrapingJobs),
}));

export const scrapingJobsRelations = relations(scrapingJobs, ({ one }) => ({
  source: one(scrapingSources, { fields: [scrapingJobs.sourceId], references: [scrapingSources.id] }),
  jobRun: one(jobRuns, { fields: [scrapingJobs.jobRunId], references: [jobRuns.id] }),
  requestedBy: one(users, { fields: [scrapingJobs.requestedById], references: [users.id] }),
}));

export const automationConfigRelations = relations(automationConfig, ({ one }) => ({
  updatedBy: one(users, { fields: [automationConfig.updatedById], references: [users.id] }),
}));

export const jobRunsRelations = relations(jobRuns, ({ one, many }) => ({
  requestedBy: one(users, { fields: [jobRuns.requestedById], references: [users.id] }),
  scrapingJobs: many(scrapingJobs),
  rawPayloads: many(rawPayloads),
  trainingRuns: many(modelTrainingRuns),
}));

export const contactMessagesRelations = relations(contactMessages, ({ one }) => ({
  user: one(users, { fields: [contactMessages.userId], references: [users.id] }),
}));

export const auditLogRelations = relations(auditLog, ({ one }) => ({
  actor: one(users, { fields: [auditLog.actorId], references: [users.id] }),
}));
