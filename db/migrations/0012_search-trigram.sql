-- Hand-written (drizzle-kit cannot express extensions): the trigram operator classes the search indexes
-- below use. pg_trgm is a trusted extension, so the database owner may create it without superuser; the
-- embedded PGlite client registers the extension's code (db/index.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops,"full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "predictions_search_trgm_idx" ON "predictions" USING gin ("home_team" gin_trgm_ops,"away_team" gin_trgm_ops,"pick" gin_trgm_ops,"market" gin_trgm_ops);