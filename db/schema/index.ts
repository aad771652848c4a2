// The whole schema, one file per domain, re-exported so drizzle-kit and the typed client see one schema.
// Column helpers (columns.ts) are deliberately not re-exported.
export * from "./users";
export * from "./sports";
export * from "./matches";
export * from "./predictions";
export * from "./plans";
export * from "./subscriptions";
export * from "./payments";
export * from "./ads";
export * from "./models";
export * from "./settings";
export * from "./scraping";
export * from "./automation";
export * from "./contact";
export * from "./audit";
export * from "./rate-limits";
export * from "./record-aggregates";
export * from "./relations";
export * from "./alerts";
export * from "./bets";
export * from "./play";
export * from "./growth";
