// The domains of lib/, bottom to top. A folder may import the folders listed before it, never one after it:
// `npm run lint:deps` fails on an upward import (.dependency-cruiser.cjs builds one rule per folder from this
// list) and `npm run deps:report` prints the folder graph against it. docs/architecture.md, "The stack", says
// why each folder stands where it does.
module.exports.LIB_LAYERS = [
  // The floor: what every domain may use and that knows none of them.
  "core", // domain errors, database-error checks, zod set-up and building blocks, cursors, pagination
  "engine", // the forecasting maths over plain data
  "format", // how figures, dates and odds are written (pure, shared with the browser)
  "time", // calendar days and time zones
  "net", // outbound HTTP: provider calls, the fetch policy, the SSRF guard
  "http", // inbound HTTP plumbing under the route handlers: client IP, bodies, load shedding
  "cache", // the cache's plumbing: tags, revalidation, the Redis handlers
  "seo", // site URL, metadata and structured data
  "jobs", // job plumbing: dispatch, runners, schedule, runs (bodies are plugged in from lib/pipeline)
  // Accounts and the site's own records.
  "audit",
  "settings",
  // Below mail: the outbox refuses a paused member's non-account e-mail by the play rule.
  "play", // the limits a member sets on themselves: time-outs, self-exclusion, budget, reality checks
  "mail",
  "accounts",
  "contact",
  "ads",
  "catalogue", // sports, leagues, teams, markets
  // Market data and what is made of it.
  "market", // providers, ingest, matches, odds, raw payloads, history import
  "models",
  "predictions", // with entitlements and plans' rows
  "track-record",
  "browse", // leagues and categories pages' readers
  "members", // dashboard, favourites, follows
  "alerts", // alert rules, matching a published pick against them, notifications, deliveries
  // Money.
  "subscriptions", // with API keys (a plan's feature)
  "payments", // checkout, providers, webhooks, billing, plans on sale
  "growth", // the trial, invitations and the ledger of earned days
  // The pipeline that runs it all.
  "generation",
  "settlement",
  "bets", // the bets a member logs: settled with their match by the picks' rule, their figures against the close
  // A member's own copy of everything held about them: it reads every folder that keeps member rows (accounts,
  // members, alerts, subscriptions, payments, play, bets), so it stands above the highest of them.
  "privacy",
  "pipeline", // stages, automation, schedule, job bodies
  "scraping",
  "analytics",
  "system", // bootstrap, demo data, health
  // The edge: who is calling, and the HTTP envelope.
  "auth",
  "api",
];
