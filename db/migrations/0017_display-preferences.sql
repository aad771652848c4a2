ALTER TABLE "user_preferences" ADD COLUMN "display" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Hand-written below. A manual pick's `edge` is its EV in percent of the stake, as on a model pick, so the EV
-- order (sort=edge) places it by its EV instead of last: manual picks stored before had the EV and no edge.
-- `edge` is not one of the columns the track-record update trigger watches, so the aggregates are untouched.
UPDATE "predictions" SET "edge" = round("expected_value" * 100, 2)
  WHERE "source" = 'MANUAL' AND "edge" IS NULL AND "expected_value" IS NOT NULL;
