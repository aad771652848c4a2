ALTER TABLE "predictions" ADD COLUMN "stake_result" double precision;--> statement-breakpoint
ALTER TABLE "predictions" ADD CONSTRAINT "predictions_stake_result_check" CHECK ("predictions"."stake_result" between -1 and 1);--> statement-breakpoint
-- Hand-written below. Settlement records the stake's result (quarter lines settle by halves) in its own column;
-- existing picks take it from their settlement note, the only place it was written before. The backfill runs
-- before the update trigger lists the new column, so it leaves the aggregates (already right) untouched.
UPDATE "predictions" SET "stake_result" = CASE
    WHEN "status" = 'WIN' THEN CASE WHEN strpos(coalesce("result_note", ''), ': half won') > 0 THEN 0.5 ELSE 1 END
    WHEN "status" = 'LOSS' THEN CASE WHEN strpos(coalesce("result_note", ''), ': half lost') > 0 THEN -0.5 ELSE -1 END
    ELSE 0 END
  WHERE "status" <> 'PENDING';
--> statement-breakpoint
-- A pick's profit for one unit staked, from its stake result: lib/engine/pick-metrics.ts `pickProfit`, for the
-- triggers and the track-record scans (tests compare the two). A stake result counts only in its status's
-- own direction; without one the status decides (WIN 1, LOSS -1).
DROP FUNCTION tr_pick_profit(prediction_status, numeric, text);
--> statement-breakpoint
CREATE FUNCTION tr_pick_profit(status prediction_status, decimal_odds double precision, stake_result double precision)
RETURNS double precision
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN status = 'WIN' THEN (CASE WHEN stake_result > 0 THEN stake_result ELSE 1 END) * (decimal_odds - 1)
    WHEN status = 'LOSS' THEN CASE WHEN stake_result < 0 THEN stake_result ELSE -1 END
    ELSE 0 END
$$;
--> statement-breakpoint
-- The counting functions call the new profit; the member sums count a tracked pick's result at the American
-- price the member saw, through the same profit rule.
CREATE OR REPLACE FUNCTION track_record_add(_picks predictions[], _sign integer) RETURNS void
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
        p.status = 'WIN' AS won, tr_pick_profit(p.status, p.decimal_odds, p.stake_result) AS payoff,
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
        tr_pick_profit(p.status, p.decimal_odds, p.stake_result) AS payoff, p.clv::float8 AS clv
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
CREATE OR REPLACE FUNCTION member_tally_apply(member text, r predictions, s integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  pub integer := CASE WHEN r.is_published THEN s ELSE 0 END;
  settled boolean := r.status IN ('WIN', 'LOSS', 'VOID');
  payoff float8 := tr_pick_profit(r.status, r.decimal_odds, r.stake_result);
  closed boolean := settled AND r.clv IS NOT NULL;
BEGIN
  INSERT INTO member_pick_tallies AS t (user_id, total, wins, losses, pending, voids, profit, settled_confidence_sum,
      settled, roi_sum, roi_sum_sq, closed, clv_sum, clv_sum_sq, beat_close)
    VALUES (member, pub,
      CASE WHEN r.status = 'WIN' THEN pub ELSE 0 END,
      CASE WHEN r.status = 'LOSS' THEN pub ELSE 0 END,
      CASE WHEN r.status = 'PENDING' THEN pub ELSE 0 END,
      CASE WHEN r.status = 'VOID' THEN pub ELSE 0 END,
      pub * tr_pick_profit(r.status, 1 + tr_american_win_profit(r.odds), r.stake_result),
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
CREATE OR REPLACE FUNCTION rebuild_record_aggregates() RETURNS void
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
      coalesce(sum(tr_pick_profit(p.status, 1 + tr_american_win_profit(p.odds), p.stake_result))
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
    JOIN (SELECT *, status IN ('WIN', 'LOSS', 'VOID') AS settled, tr_pick_profit(status, decimal_odds, stake_result) AS payoff
      FROM predictions) p ON p.id = t.prediction_id
    GROUP BY t.user_id;
END
$$;
--> statement-breakpoint
DROP TRIGGER predictions_record_aggregates_update ON predictions;
--> statement-breakpoint
CREATE TRIGGER predictions_record_aggregates_update AFTER UPDATE ON predictions
  FOR EACH ROW WHEN ((OLD.status, OLD.decimal_odds, OLD.odds, OLD.stake_result, OLD.confidence, OLD.model_probability,
    OLD.market_probability, OLD.match_date, OLD.sport_id, OLD.market, OLD.is_demo, OLD.expected_value, OLD.model_version,
    OLD.is_value, OLD.clv, OLD.is_published)
    IS DISTINCT FROM (NEW.status, NEW.decimal_odds, NEW.odds, NEW.stake_result, NEW.confidence, NEW.model_probability,
    NEW.market_probability, NEW.match_date, NEW.sport_id, NEW.market, NEW.is_demo, NEW.expected_value, NEW.model_version,
    NEW.is_value, NEW.clv, NEW.is_published))
  EXECUTE FUNCTION predictions_record_aggregates_update();
--> statement-breakpoint
SELECT rebuild_record_aggregates();
