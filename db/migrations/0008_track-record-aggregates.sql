CREATE TABLE "member_pick_tallies" (
	"user_id" text PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"wins" integer DEFAULT 0 NOT NULL,
	"losses" integer DEFAULT 0 NOT NULL,
	"pending" integer DEFAULT 0 NOT NULL,
	"voids" integer DEFAULT 0 NOT NULL,
	"profit" double precision DEFAULT 0 NOT NULL,
	"settled_confidence_sum" double precision DEFAULT 0 NOT NULL,
	"settled" integer DEFAULT 0 NOT NULL,
	"roi_sum" double precision DEFAULT 0 NOT NULL,
	"roi_sum_sq" double precision DEFAULT 0 NOT NULL,
	"closed" integer DEFAULT 0 NOT NULL,
	"clv_sum" double precision DEFAULT 0 NOT NULL,
	"clv_sum_sq" double precision DEFAULT 0 NOT NULL,
	"beat_close" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "track_record_calibration" (
	"sport_id" text NOT NULL,
	"market" text NOT NULL,
	"day" date NOT NULL,
	"band" smallint NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	"wins" integer DEFAULT 0 NOT NULL,
	"confidence_sum" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "track_record_calibration_sport_id_market_day_band_pk" PRIMARY KEY("sport_id","market","day","band")
);
--> statement-breakpoint
CREATE TABLE "track_record_clv" (
	"sport_id" text NOT NULL,
	"market" text NOT NULL,
	"day" date NOT NULL,
	"edge_band" smallint,
	"model_version" text,
	"is_value" boolean NOT NULL,
	"picks" integer DEFAULT 0 NOT NULL,
	"settled" integer DEFAULT 0 NOT NULL,
	"roi_sum" double precision DEFAULT 0 NOT NULL,
	"roi_sum_sq" double precision DEFAULT 0 NOT NULL,
	"closed" integer DEFAULT 0 NOT NULL,
	"clv_sum" double precision DEFAULT 0 NOT NULL,
	"clv_sum_sq" double precision DEFAULT 0 NOT NULL,
	"beat_close" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "track_record_clv_key" UNIQUE NULLS NOT DISTINCT("sport_id","market","day","edge_band","model_version","is_value")
);
--> statement-breakpoint
CREATE TABLE "track_record_outcomes" (
	"sport_id" text NOT NULL,
	"market" text NOT NULL,
	"day" date NOT NULL,
	"picks" integer DEFAULT 0 NOT NULL,
	"demo" integer DEFAULT 0 NOT NULL,
	"won" integer DEFAULT 0 NOT NULL,
	"lost" integer DEFAULT 0 NOT NULL,
	"voided" integer DEFAULT 0 NOT NULL,
	"pending" integer DEFAULT 0 NOT NULL,
	"profit" double precision DEFAULT 0 NOT NULL,
	"scored" integer DEFAULT 0 NOT NULL,
	"model_log_loss" double precision DEFAULT 0 NOT NULL,
	"market_log_loss" double precision DEFAULT 0 NOT NULL,
	"model_brier" double precision DEFAULT 0 NOT NULL,
	"market_brier" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "track_record_outcomes_sport_id_market_day_pk" PRIMARY KEY("sport_id","market","day")
);
--> statement-breakpoint
ALTER TABLE "member_pick_tallies" ADD CONSTRAINT "member_pick_tallies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written below: the per-pick arithmetic, the triggers that keep the aggregate tables in step with
-- every write to predictions and prediction_tracks, and the rebuild (run once here for the existing rows).
-- The arithmetic of one pick is in the tr_* functions, the counting rules in track_record_add and
-- member_tally_apply; they mirror lib/engine/pick-metrics.ts, lib/engine/fair-value.ts, lib/format/edge-bands.ts and
-- lib/services/dashboard-stats.ts (tests/integration/track-record/aggregates.test.ts compares them).
CREATE FUNCTION tr_pick_profit(status prediction_status, decimal_odds numeric, result_note text) RETURNS double precision
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN status = 'WIN' THEN (decimal_odds::float8 - 1) * (CASE WHEN strpos(coalesce(result_note, ''), ': half won') > 0 THEN 0.5 ELSE 1 END)
    WHEN status = 'LOSS' THEN -1 * (CASE WHEN strpos(coalesce(result_note, ''), ': half lost') > 0 THEN 0.5 ELSE 1 END)
    ELSE 0 END
$$;
--> statement-breakpoint
CREATE FUNCTION tr_log_loss(p numeric, won boolean) RETURNS double precision
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN won THEN -ln(least(greatest(p::float8, 1e-15), 1 - 1e-15))
    ELSE -ln(1 - least(greatest(p::float8, 1e-15), 1 - 1e-15)) END
$$;
--> statement-breakpoint
CREATE FUNCTION tr_brier(p numeric, won boolean) RETURNS double precision
LANGUAGE sql IMMUTABLE AS $$
  SELECT power(p::float8 - CASE WHEN won THEN 1 ELSE 0 END, 2)
$$;
--> statement-breakpoint
CREATE FUNCTION tr_confidence_band(confidence numeric) RETURNS smallint
LANGUAGE sql IMMUTABLE AS $$
  SELECT least(greatest(floor(confidence / 5) * 5, 0), 95)::smallint
$$;
--> statement-breakpoint
CREATE FUNCTION tr_edge_band(expected_value numeric) RETURNS smallint
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN expected_value IS NULL THEN NULL ELSE (
    (expected_value >= 0)::int + (expected_value >= 0.02)::int + (expected_value >= 0.04)::int
    + (expected_value >= 0.06)::int + (expected_value >= 0.1)::int)::smallint END
$$;
--> statement-breakpoint
CREATE FUNCTION tr_american_win_profit(odds integer) RETURNS double precision
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN odds > 0 THEN odds / 100.0 WHEN odds < 0 THEN 100.0 / abs(odds) ELSE 0 END::float8
$$;
--> statement-breakpoint
-- Adds (_sign = 1) or removes (_sign = -1) the contribution of a set of picks to the track record's sums:
-- the one place the triggers and the rebuild take the counting rules from. A sum whose count is back at 0
-- is set to 0, so adding and subtracting leaves no rounding residue behind.
-- (PL/pgSQL rather than SQL: its statements' plans are kept for the session, which a single-row settlement
-- measurably needs.)
CREATE FUNCTION track_record_add(_picks predictions[], _sign integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO track_record_outcomes AS t (sport_id, market, day, picks, demo, won, lost, voided, pending, profit,
      scored, model_log_loss, market_log_loss, model_brier, market_brier)
    SELECT sport_id, market, day, _sign * count(*), _sign * count(*) FILTER (WHERE is_demo),
      _sign * count(*) FILTER (WHERE won), _sign * count(*) FILTER (WHERE status = 'LOSS'),
      _sign * count(*) FILTER (WHERE status = 'VOID'), _sign * count(*) FILTER (WHERE status = 'PENDING'),
      _sign * sum(payoff),
      _sign * count(*) FILTER (WHERE scored),
      _sign * coalesce(sum(tr_log_loss(model_probability, won)) FILTER (WHERE scored), 0),
      _sign * coalesce(sum(tr_log_loss(market_probability, won)) FILTER (WHERE scored), 0),
      _sign * coalesce(sum(tr_brier(model_probability, won)) FILTER (WHERE scored), 0),
      _sign * coalesce(sum(tr_brier(market_probability, won)) FILTER (WHERE scored), 0)
    FROM (SELECT p.sport_id, p.market, (p.match_date AT TIME ZONE 'UTC')::date AS day, p.is_demo, p.status,
        p.status = 'WIN' AS won, tr_pick_profit(p.status, p.decimal_odds, p.result_note) AS payoff,
        p.model_probability, p.market_probability,
        p.status IN ('WIN', 'LOSS') AND p.model_probability IS NOT NULL AND p.market_probability IS NOT NULL AS scored
      FROM unnest(_picks) p) x
    GROUP BY sport_id, market, day
    ON CONFLICT (sport_id, market, day) DO UPDATE SET
      picks = t.picks + excluded.picks, demo = t.demo + excluded.demo, won = t.won + excluded.won,
      lost = t.lost + excluded.lost, voided = t.voided + excluded.voided, pending = t.pending + excluded.pending,
      profit = CASE WHEN t.won + excluded.won + t.lost + excluded.lost = 0 THEN 0 ELSE t.profit + excluded.profit END,
      scored = t.scored + excluded.scored,
      model_log_loss = CASE WHEN t.scored + excluded.scored = 0 THEN 0 ELSE t.model_log_loss + excluded.model_log_loss END,
      market_log_loss = CASE WHEN t.scored + excluded.scored = 0 THEN 0 ELSE t.market_log_loss + excluded.market_log_loss END,
      model_brier = CASE WHEN t.scored + excluded.scored = 0 THEN 0 ELSE t.model_brier + excluded.model_brier END,
      market_brier = CASE WHEN t.scored + excluded.scored = 0 THEN 0 ELSE t.market_brier + excluded.market_brier END;
  INSERT INTO track_record_calibration AS t (sport_id, market, day, band, n, wins, confidence_sum)
    SELECT p.sport_id, p.market, (p.match_date AT TIME ZONE 'UTC')::date, tr_confidence_band(p.confidence),
      _sign * count(*), _sign * count(*) FILTER (WHERE p.status = 'WIN'), _sign * sum(p.confidence::float8)
    FROM unnest(_picks) p
    WHERE p.status IN ('WIN', 'LOSS')
    GROUP BY 1, 2, 3, 4
    ON CONFLICT (sport_id, market, day, band) DO UPDATE SET
      n = t.n + excluded.n, wins = t.wins + excluded.wins,
      confidence_sum = CASE WHEN t.n + excluded.n = 0 THEN 0 ELSE t.confidence_sum + excluded.confidence_sum END;
  INSERT INTO track_record_clv AS t (sport_id, market, day, edge_band, model_version, is_value, picks, settled, roi_sum,
      roi_sum_sq, closed, clv_sum, clv_sum_sq, beat_close)
    SELECT sport_id, market, day, edge_band, model_version, is_value,
      _sign * count(*), _sign * count(*) FILTER (WHERE settled),
      _sign * coalesce(sum(payoff) FILTER (WHERE settled), 0), _sign * coalesce(sum(payoff * payoff) FILTER (WHERE settled), 0),
      _sign * count(clv), _sign * coalesce(sum(clv), 0), _sign * coalesce(sum(clv * clv), 0),
      _sign * count(*) FILTER (WHERE clv > 0)
    FROM (SELECT p.sport_id, p.market, (p.match_date AT TIME ZONE 'UTC')::date AS day, tr_edge_band(p.expected_value) AS edge_band,
        p.model_version, p.is_value, p.status IN ('WIN', 'LOSS', 'VOID') AS settled,
        tr_pick_profit(p.status, p.decimal_odds, p.result_note) AS payoff, p.clv::float8 AS clv
      FROM unnest(_picks) p) x
    GROUP BY 1, 2, 3, 4, 5, 6
    ON CONFLICT ON CONSTRAINT track_record_clv_key DO UPDATE SET
      picks = t.picks + excluded.picks, settled = t.settled + excluded.settled,
      roi_sum = CASE WHEN t.settled + excluded.settled = 0 THEN 0 ELSE t.roi_sum + excluded.roi_sum END,
      roi_sum_sq = CASE WHEN t.settled + excluded.settled = 0 THEN 0 ELSE t.roi_sum_sq + excluded.roi_sum_sq END,
      closed = t.closed + excluded.closed,
      clv_sum = CASE WHEN t.closed + excluded.closed = 0 THEN 0 ELSE t.clv_sum + excluded.clv_sum END,
      clv_sum_sq = CASE WHEN t.closed + excluded.closed = 0 THEN 0 ELSE t.clv_sum_sq + excluded.clv_sum_sq END,
      beat_close = t.beat_close + excluded.beat_close;
END
$$;
--> statement-breakpoint
-- Adds or removes one tracked pick's contribution to its member's sums: the dashboard statistics count
-- published picks only, the CLV and return sums every settled pick.
CREATE FUNCTION member_tally_apply(member text, r predictions, s integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  pub integer := CASE WHEN r.is_published THEN s ELSE 0 END;
  settled boolean := r.status IN ('WIN', 'LOSS', 'VOID');
  payoff float8 := tr_pick_profit(r.status, r.decimal_odds, r.result_note);
  closed boolean := settled AND r.clv IS NOT NULL;
BEGIN
  INSERT INTO member_pick_tallies AS t (user_id, total, wins, losses, pending, voids, profit, settled_confidence_sum,
      settled, roi_sum, roi_sum_sq, closed, clv_sum, clv_sum_sq, beat_close)
    VALUES (member, pub,
      CASE WHEN r.status = 'WIN' THEN pub ELSE 0 END,
      CASE WHEN r.status = 'LOSS' THEN pub ELSE 0 END,
      CASE WHEN r.status = 'PENDING' THEN pub ELSE 0 END,
      CASE WHEN r.status = 'VOID' THEN pub ELSE 0 END,
      CASE WHEN r.status = 'WIN' THEN pub * tr_american_win_profit(r.odds) WHEN r.status = 'LOSS' THEN -pub ELSE 0 END,
      CASE WHEN settled THEN pub * r.confidence::float8 ELSE 0 END,
      CASE WHEN settled THEN s ELSE 0 END,
      CASE WHEN settled THEN s * payoff ELSE 0 END,
      CASE WHEN settled THEN s * payoff * payoff ELSE 0 END,
      CASE WHEN closed THEN s ELSE 0 END,
      CASE WHEN closed THEN s * r.clv::float8 ELSE 0 END,
      CASE WHEN closed THEN s * power(r.clv::float8, 2) ELSE 0 END,
      CASE WHEN settled AND r.clv > 0 THEN s ELSE 0 END)
    ON CONFLICT (user_id) DO UPDATE SET
      total = t.total + excluded.total, wins = t.wins + excluded.wins, losses = t.losses + excluded.losses,
      pending = t.pending + excluded.pending, voids = t.voids + excluded.voids, profit = CASE WHEN t.wins + excluded.wins + t.losses + excluded.losses = 0 THEN 0 ELSE t.profit + excluded.profit END,
      settled_confidence_sum = CASE WHEN t.total + excluded.total - t.pending - excluded.pending = 0 THEN 0 ELSE t.settled_confidence_sum + excluded.settled_confidence_sum END, settled = t.settled + excluded.settled,
      roi_sum = CASE WHEN t.settled + excluded.settled = 0 THEN 0 ELSE t.roi_sum + excluded.roi_sum END, roi_sum_sq = CASE WHEN t.settled + excluded.settled = 0 THEN 0 ELSE t.roi_sum_sq + excluded.roi_sum_sq END, closed = t.closed + excluded.closed,
      clv_sum = CASE WHEN t.closed + excluded.closed = 0 THEN 0 ELSE t.clv_sum + excluded.clv_sum END, clv_sum_sq = CASE WHEN t.closed + excluded.closed = 0 THEN 0 ELSE t.clv_sum_sq + excluded.clv_sum_sq END, beat_close = t.beat_close + excluded.beat_close;
END
$$;
--> statement-breakpoint
-- New and deleted picks are applied a statement at a time (one grouped upsert per table however many rows:
-- generation, imports and the demo world's removal write many at once).
CREATE FUNCTION predictions_record_aggregates_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM track_record_add(ARRAY(SELECT n::predictions FROM new_rows n), 1);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER predictions_record_aggregates_insert AFTER INSERT ON predictions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION predictions_record_aggregates_insert();
--> statement-breakpoint
CREATE FUNCTION predictions_record_aggregates_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM track_record_add(ARRAY(SELECT o::predictions FROM old_rows o), -1);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER predictions_record_aggregates_delete AFTER DELETE ON predictions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION predictions_record_aggregates_delete();
--> statement-breakpoint
CREATE FUNCTION predictions_record_aggregates_update() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  track record;
BEGIN
  PERFORM track_record_add(ARRAY[OLD], -1);
  PERFORM track_record_add(ARRAY[NEW], 1);
  FOR track IN SELECT user_id FROM prediction_tracks WHERE prediction_id = NEW.id LOOP
    PERFORM member_tally_apply(track.user_id, OLD, -1);
    PERFORM member_tally_apply(track.user_id, NEW, 1);
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Only the columns a pick's contribution depends on: editing an analysis or locking a pick costs nothing.
CREATE TRIGGER predictions_record_aggregates_update AFTER UPDATE ON predictions
  FOR EACH ROW WHEN ((OLD.status, OLD.decimal_odds, OLD.odds, OLD.result_note, OLD.confidence, OLD.model_probability,
    OLD.market_probability, OLD.match_date, OLD.sport_id, OLD.market, OLD.is_demo, OLD.expected_value, OLD.model_version,
    OLD.is_value, OLD.clv, OLD.is_published)
    IS DISTINCT FROM (NEW.status, NEW.decimal_odds, NEW.odds, NEW.result_note, NEW.confidence, NEW.model_probability,
    NEW.market_probability, NEW.match_date, NEW.sport_id, NEW.market, NEW.is_demo, NEW.expected_value, NEW.model_version,
    NEW.is_value, NEW.clv, NEW.is_published))
  EXECUTE FUNCTION predictions_record_aggregates_update();
--> statement-breakpoint
-- A deleted pick leaves its members' sums before the cascade removes the tracks (which then find no pick).
CREATE FUNCTION predictions_member_tallies_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  track record;
BEGIN
  FOR track IN SELECT user_id FROM prediction_tracks WHERE prediction_id = OLD.id LOOP
    PERFORM member_tally_apply(track.user_id, OLD, -1);
  END LOOP;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER predictions_member_tallies_delete BEFORE DELETE ON predictions
  FOR EACH ROW EXECUTE FUNCTION predictions_member_tallies_delete();
--> statement-breakpoint
CREATE FUNCTION prediction_tracks_member_tallies() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  pick predictions;
BEGIN
  -- A removed member's row goes with the member (foreign key cascade); a removed pick has already left.
  IF TG_OP IN ('UPDATE', 'DELETE') AND EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) THEN
    SELECT * INTO pick FROM predictions WHERE id = OLD.prediction_id;
    IF FOUND THEN PERFORM member_tally_apply(OLD.user_id, pick, -1); END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT * INTO pick FROM predictions WHERE id = NEW.prediction_id;
    IF FOUND THEN PERFORM member_tally_apply(NEW.user_id, pick, 1); END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER prediction_tracks_member_tallies AFTER INSERT OR DELETE OR UPDATE OF user_id, prediction_id ON prediction_tracks
  FOR EACH ROW EXECUTE FUNCTION prediction_tracks_member_tallies();
--> statement-breakpoint
-- Recomputes every aggregate row from predictions and prediction_tracks (npm run db:rebuild-aggregates).
CREATE FUNCTION rebuild_record_aggregates() RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  slice predictions[];
  last_id text := '';
BEGIN
  DELETE FROM track_record_outcomes;
  DELETE FROM track_record_calibration;
  DELETE FROM track_record_clv;
  DELETE FROM member_pick_tallies;
  -- The picks in slices, so a large table is never held in memory at once.
  LOOP
    slice := ARRAY(SELECT p FROM predictions p WHERE p.id > last_id ORDER BY p.id LIMIT 20000);
    EXIT WHEN cardinality(slice) = 0;
    PERFORM track_record_add(slice, 1);
    last_id := slice[array_length(slice, 1)].id;
  END LOOP;
  INSERT INTO member_pick_tallies (user_id, total, wins, losses, pending, voids, profit, settled_confidence_sum,
      settled, roi_sum, roi_sum_sq, closed, clv_sum, clv_sum_sq, beat_close)
    SELECT t.user_id,
      count(*) FILTER (WHERE p.is_published),
      count(*) FILTER (WHERE p.is_published AND p.status = 'WIN'),
      count(*) FILTER (WHERE p.is_published AND p.status = 'LOSS'),
      count(*) FILTER (WHERE p.is_published AND p.status = 'PENDING'),
      count(*) FILTER (WHERE p.is_published AND p.status = 'VOID'),
      coalesce(sum(CASE WHEN p.status = 'WIN' THEN tr_american_win_profit(p.odds) WHEN p.status = 'LOSS' THEN -1 ELSE 0 END)
        FILTER (WHERE p.is_published), 0),
      coalesce(sum(p.confidence::float8) FILTER (WHERE p.is_published AND p.settled), 0),
      count(*) FILTER (WHERE p.settled),
      coalesce(sum(p.payoff) FILTER (WHERE p.settled), 0),
      coalesce(sum(p.payoff * p.payoff) FILTER (WHERE p.settled), 0),
      count(*) FILTER (WHERE p.settled AND p.clv IS NOT NULL),
      coalesce(sum(p.clv::float8) FILTER (WHERE p.settled), 0),
      coalesce(sum(power(p.clv::float8, 2)) FILTER (WHERE p.settled), 0),
      count(*) FILTER (WHERE p.settled AND p.clv > 0)
    FROM prediction_tracks t
    JOIN (SELECT *, status IN ('WIN', 'LOSS', 'VOID') AS settled, tr_pick_profit(status, decimal_odds, result_note) AS payoff
      FROM predictions) p ON p.id = t.prediction_id
    GROUP BY t.user_id;
END
$$;
--> statement-breakpoint
SELECT rebuild_record_aggregates();
