ALTER TABLE "prediction_tracks" ADD COLUMN "match_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "prediction_tracks" ADD COLUMN "is_published" boolean;--> statement-breakpoint
ALTER TABLE "prediction_tracks" ADD COLUMN "status" "prediction_status";--> statement-breakpoint
CREATE INDEX "matches_demo_idx" ON "matches" USING btree ("is_demo") WHERE "matches"."is_demo";--> statement-breakpoint
CREATE INDEX "prediction_tracks_member_newest_idx" ON "prediction_tracks" USING btree ("user_id","match_date" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id") WHERE "prediction_tracks"."is_published";--> statement-breakpoint
CREATE INDEX "prediction_tracks_member_decided_idx" ON "prediction_tracks" USING btree ("user_id","match_date" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id","status") WHERE "prediction_tracks"."is_published" and "prediction_tracks"."status" in ('WIN', 'LOSS');--> statement-breakpoint
CREATE INDEX "predictions_demo_idx" ON "predictions" USING btree ("is_demo") WHERE "predictions"."is_demo";--> statement-breakpoint
-- Hand-written below (drizzle-kit generates only the columns and indexes above): the triggers that keep each
-- track's copy of its pick's match date, published flag and status, the backfill of existing tracks, and the
-- function db:rebuild-aggregates calls after a load that bypassed triggers.
CREATE FUNCTION prediction_tracks_copy_pick() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  SELECT p.match_date, p.is_published, p.status INTO NEW.match_date, NEW.is_published, NEW.status
    FROM predictions p WHERE p.id = NEW.prediction_id;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER prediction_tracks_copy_pick BEFORE INSERT OR UPDATE OF prediction_id ON prediction_tracks
  FOR EACH ROW EXECUTE FUNCTION prediction_tracks_copy_pick();
--> statement-breakpoint
CREATE FUNCTION predictions_copy_to_tracks() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE prediction_tracks SET match_date = NEW.match_date, is_published = NEW.is_published, status = NEW.status
    WHERE prediction_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Only when one of the three copied columns changed: settlement does, editing an analysis does not.
CREATE TRIGGER predictions_copy_to_tracks AFTER UPDATE ON predictions
  FOR EACH ROW WHEN ((OLD.match_date, OLD.is_published, OLD.status) IS DISTINCT FROM (NEW.match_date, NEW.is_published, NEW.status))
  EXECUTE FUNCTION predictions_copy_to_tracks();
--> statement-breakpoint
CREATE FUNCTION rebuild_member_pick_order() RETURNS void
LANGUAGE sql AS $$
  UPDATE prediction_tracks t SET match_date = p.match_date, is_published = p.is_published, status = p.status
    FROM predictions p
    WHERE p.id = t.prediction_id
      AND (t.match_date, t.is_published, t.status) IS DISTINCT FROM (p.match_date, p.is_published, p.status);
$$;
--> statement-breakpoint
SELECT rebuild_member_pick_order();
