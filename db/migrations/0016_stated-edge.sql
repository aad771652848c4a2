ALTER TABLE "track_record_clv" ADD COLUMN "closed_edge_sum" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written below (issue #25, the track record's stated edge against realised CLV by edge band). Self-contained:
-- it needs only the column above and the functions of 0008/0014, so it can be renumbered at a merge.
-- track_record_clv keeps Σ stated edge (expected_value) of the picks with a close, beside their CLV sums, so each
-- band's mean stated edge is read on the same picks as its mean CLV. The counting function is 0014's with that one
-- sum added (the triggers and the rebuild call it); the update trigger already fires on expected_value and clv.
-- If another migration redefines track_record_add, the two definitions must be merged, not stacked.
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
      roi_sum_sq, closed, clv_sum, clv_sum_sq, beat_close, closed_edge_sum)
    SELECT sport_id, market, day, edge_band, model_version, is_value,
      _sign * count(*), _sign * count(*) FILTER (WHERE settled),
      _sign * coalesce(sum(payoff) FILTER (WHERE settled), 0), _sign * coalesce(sum(payoff * payoff) FILTER (WHERE settled), 0),
      _sign * count(clv), _sign * coalesce(sum(clv), 0), _sign * coalesce(sum(clv * clv), 0),
      _sign * count(*) FILTER (WHERE clv > 0),
      _sign * coalesce(sum(edge) FILTER (WHERE clv IS NOT NULL), 0)
    FROM (SELECT p.sport_id, p.market, (p.match_date AT TIME ZONE 'UTC')::date AS day, tr_edge_band(p.expected_value) AS edge_band,
        p.model_version, p.is_value, p.status IN ('WIN', 'LOSS', 'VOID') AS settled,
        tr_pick_profit(p.status, p.decimal_odds, p.stake_result) AS payoff, p.clv::float8 AS clv, p.expected_value::float8 AS edge
      FROM unnest(_picks) p) x
    GROUP BY 1, 2, 3, 4, 5, 6
    ON CONFLICT ON CONSTRAINT track_record_clv_key DO UPDATE SET
      picks = t.picks + excluded.picks, settled = t.settled + excluded.settled,
      roi_sum = CASE WHEN t.settled + excluded.settled = 0 THEN 0 ELSE t.roi_sum + excluded.roi_sum END,
      roi_sum_sq = CASE WHEN t.settled + excluded.settled = 0 THEN 0 ELSE t.roi_sum_sq + excluded.roi_sum_sq END,
      closed = t.closed + excluded.closed,
      clv_sum = CASE WHEN t.closed + excluded.closed = 0 THEN 0 ELSE t.clv_sum + excluded.clv_sum END,
      clv_sum_sq = CASE WHEN t.closed + excluded.closed = 0 THEN 0 ELSE t.clv_sum_sq + excluded.clv_sum_sq END,
      beat_close = t.beat_close + excluded.beat_close,
      closed_edge_sum = CASE WHEN t.closed + excluded.closed = 0 THEN 0 ELSE t.closed_edge_sum + excluded.closed_edge_sum END;
END
$$;
--> statement-breakpoint
-- Existing picks: the rebuild recounts every aggregate row through the function above.
SELECT rebuild_record_aggregates();
