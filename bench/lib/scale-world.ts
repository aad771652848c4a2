// The data-growth benchmark's world (bench/scale.ts): a given number of predictions with their matches,
// h2h prices from 10 bookmakers, settlements, members with tracked picks and favourites, one member who
// tracks 5,000 picks, a super admin, and 1,000 upcoming fixtures priced by 10 bookmakers and not yet
// predicted (the pipeline's input). Written with set-based SQL (INSERT … SELECT generate_series) so a
// million predictions take seconds on the server, not minutes of round trips. Every row is tagged (ids
// start with `scale-`, e-mails end in @scale.bench), so dropScaleWorld removes it and nothing else.
// Runs on PostgreSQL (postgres.js) and on PGlite alike: plain SQL only.

const SCALE_TAG = "scale-";
const SCALE_BOOKMAKERS = 10;
export const PIPELINE_FIXTURES = 1000;
const MEMBER_TRACKED = 5000;
export const MEMBER_EMAIL = "member@scale.bench";
export const ADMIN_EMAIL = "admin@scale.bench";
/** Teams the world's matches are played between (one league: the fixture list of a big competition). */
const TEAMS = 40;

export interface SqlRunner {
  exec(text: string): Promise<void>;
  query<T>(text: string): Promise<T[]>;
}

export interface WorldShape {
  predictions: number;
  matches: number;
  oddsSnapshots: number;
  users: number;
  tracks: number;
  favourites: number;
}

/** Two predictions per match (1X2 and total goals); one member for every ten predictions. */
function worldShape(predictions: number): WorldShape {
  const matches = Math.ceil(predictions / 2);
  const users = Math.max(1000, Math.round(predictions / 10));
  return {
    predictions: matches * 2,
    matches,
    oddsSnapshots: (matches + PIPELINE_FIXTURES) * SCALE_BOOKMAKERS * 3,
    users: users + 2,
    tracks: users * 5 + MEMBER_TRACKED,
    favourites: users * 2,
  };
}

/** Removes every tagged row, children first. */
export async function dropScaleWorld(run: SqlRunner): Promise<void> {
  const like = `'${SCALE_TAG}%'`;
  await run.exec(
    `delete from prediction_tracks where user_id like ${like} or prediction_id in (select id from predictions where ` +
      `match_id like ${like})`,
  );
  await run.exec(
    `delete from favorite_predictions where user_id like ${like} or prediction_id in (select id from predictions ` +
      `where match_id like ${like})`,
  );
  await run.exec(`delete from predictions where id like ${like} or match_id like ${like}`);
  await run.exec(`delete from odds_snapshots where match_id like ${like}`);
  await run.exec(`delete from matches where id like ${like}`);
  await run.exec(`delete from teams where id like ${like}`);
  await run.exec(`delete from users where id like ${like}`);
}

/**
 * Writes the world for `predictions` predictions. Past matches (90%) spread over two years, are COMPLETED
 * and their picks settled WIN/LOSS/VOID; the rest kick off within 14 days and are PENDING.
 * `passwordHash` is the hash every generated account gets (the member and admin sign in with it).
 */
export async function writeScaleWorld(run: SqlRunner, predictions: number, passwordHash: string): Promise<WorldShape> {
  const shape = worldShape(predictions);
  const m = shape.matches;
  const users = shape.users - 2;
  const past = Math.floor(m * 0.9);
  await run.exec(`select setseed(0.42)`);

  await run.exec(`
    insert into teams (id, sport_id, league_id, name, short_name, provider, external_id)
    select 'scale-t-' || i, 'football', 'epl', 'Scale Team ' || i, 'ST' || i, 'scale', 'scale-t-' || i
    from generate_series(1, ${TEAMS}) as i`);

  // Home team i mod 40, away team a non-zero step further round the table: never the same team.
  const home = `(1 + i % ${TEAMS})`;
  const away = `(1 + (i % ${TEAMS} + 1 + (i / ${TEAMS}) % ${TEAMS - 1}) % ${TEAMS})`;
  await run.exec(`
    insert into matches (id, sport_id, league_id, home_team_id, away_team_id, kickoff_at, status, home_score,
      away_score, season, provider, external_id, result_recorded_at, predictions_settled_at)
    select 'scale-m-' || i, 'football', 'epl', 'scale-t-' || ${home}, 'scale-t-' || ${away},
      k, case when past then 'COMPLETED'::match_status else 'UPCOMING'::match_status end,
      case when past then floor(random() * 4)::int end, case when past then floor(random() * 3)::int end,
      'scale', 'scale', 'm' || i,
      case when past then k + interval '2 hours' end, case when past then k + interval '3 hours' end
    from (
      select i, i <= ${past} as past,
        case when i <= ${past}
          then date_trunc('hour', now()) - interval '1 day' - (${past} - i) * (interval '730 days' /
            ${Math.max(past, 1)})
          else date_trunc('hour', now()) + interval '2 hours' + (i - ${past}) * (interval '14 days' /
            ${Math.max(m - past, 1)})
        end as k
      from generate_series(1, ${m}) as i
    ) s`);

  // Pipeline input: upcoming fixtures within three days, priced, without predictions.
  await run.exec(`
    insert into matches (id, sport_id, league_id, home_team_id, away_team_id, kickoff_at, status, season, provider,
      external_id)
    select 'scale-f-' || i, 'football', 'epl', 'scale-t-' || ${home}, 'scale-t-' || ${away},
      date_trunc('hour', now()) + interval '3 hours' + i * (interval '3 days' / ${PIPELINE_FIXTURES}), 'UPCOMING',
        'scale', 'scale', 'f' || i
    from generate_series(1, ${PIPELINE_FIXTURES}) as i`);

  // h2h prices from 10 bookmakers, captured six hours before kick-off (the last one before a past kick-off closes).
  await run.exec(`
    insert into odds_snapshots (id, match_id, provider, bookmaker, market, selection, price, captured_at, is_closing)
    select 'scale-o-' || mt.id || '-' || b || '-' || sel, mt.id, 'scale', 'book-' || b, 'h2h', sel::odds_selection,
      round((case sel when 'home' then 2.1 when 'draw' then 3.3 else 3.4 end * (0.94 + random() * 0.1))::numeric, 2),
      least(mt.kickoff_at - interval '6 hours', now() - interval '1 minute'), mt.status = 'COMPLETED'
    from matches mt, generate_series(1, ${SCALE_BOOKMAKERS}) as b, unnest(array['home', 'draw', 'away']) as sel
    where mt.id like 'scale-%'`);

  // Two picks per match: 1X2 (home/draw/away) and total goals 2.5 (over/under), settled once the match is over.
  await run.exec(`
    insert into predictions (id, match_id, sport_id, league_id, home_team, away_team, home_team_id, away_team_id,
      match_date,
      market, market_id, category_id, pick, selection, line, confidence, odds, decimal_odds, market_probability,
        expected_value, edge,
      fair_probability, is_value, bookmaker, is_premium, is_published, source, status, model_version, settled_at,
        settlement_source, result_note, created_at)
    select 'scale-p-' || i || '-' || k, mt.id, 'football', 'epl', ht.name, at.name, ht.id, at.id, mt.kickoff_at,
      case k when 0 then '1x2' else 'total' end, null, null,
      sel, sel, case k when 0 then null else 2.5 end,
      conf, case when dec >= 2 then round((dec - 1) * 100)::int else round(-100 / (dec - 1))::int end, dec,
      round((1 / dec)::numeric, 6), round((conf / 100 * dec - 1)::numeric, 4), round(((conf / 100 * dec - 1) *
        100)::numeric, 3),
      round((conf / 100)::numeric, 6), conf / 100 * dec > 1.05, 'book-' || (1 + i % ${SCALE_BOOKMAKERS}),
      random() < 0.2, random() < 0.97, 'MODEL',
      case when mt.status <> 'COMPLETED' then 'PENDING'::prediction_status
        when r < 0.04 then 'VOID'::prediction_status when r < 0.52 then 'WIN'::prediction_status else
          'LOSS'::prediction_status end,
      'scale', case when mt.status = 'COMPLETED' then mt.kickoff_at + interval '3 hours' end,
      case when mt.status = 'COMPLETED' then 'scale' end, case when mt.status = 'COMPLETED' then 'Final' end,
      mt.kickoff_at - interval '1 day'
    from (
      select i, k, random() as r, round((35 + random() * 55)::numeric, 2) as conf, round((1.4 + random() *
        2.6)::numeric, 2) as dec,
        case when k = 0 then (array['home', 'draw', 'away'])[1 + floor(random() * 3)::int] else (array['over',
          'under'])[1 + floor(random() * 2)::int] end as sel
      from generate_series(1, ${m}) as i, generate_series(0, 1) as k
    ) s
    join matches mt on mt.id = 'scale-m-' || s.i
    join teams ht on ht.id = mt.home_team_id
    join teams at on at.id = mt.away_team_id`);

  await run.exec(`
    insert into users (id, email, full_name, password_hash, role, subscription_tier, subscription_status,
      email_verified, last_login_at, created_at)
    select 'scale-u-' || i, 'u' || i || '@scale.bench', 'Scale Member ' || i, '${passwordHash}', 'USER',
      case when i % 10 = 0 then 'PREMIUM'::subscription_tier else 'FREE'::subscription_tier end,
      case when i % 10 = 0 then 'ACTIVE'::subscription_status else 'INACTIVE'::subscription_status end,
      i % 4 <> 0, case when i % 3 = 0 then null else now() - random() * interval '90 days' end,
      now() - interval '730 days' + i * (interval '729 days' / ${users})
    from generate_series(1, ${users}) as i`);
  await run.exec(
    `
    insert into users (id, email, full_name, password_hash, role, subscription_tier, ` +
      `subscription_status, email_verified)
    values ('scale-member', '${MEMBER_EMAIL}', 'Scale Heavy Member', ` +
      `'${passwordHash}', 'USER', 'PREMIUM', 'ACTIVE', true),
           ('scale-admin', '${ADMIN_EMAIL}', 'Scale ` +
      `Admin', '${passwordHash}', 'SUPER_ADMIN', 'FREE', 'INACTIVE', true)`,
  );

  // Five tracked picks and two favourites per member, spread over the whole table (distinct per member).
  const pick = (expression: string) =>
    `'scale-p-' || (1 + (${expression}) % ${m}) || '-' || ((${expression}) / ${m}) % 2`;
  await run.exec(`
    insert into prediction_tracks (id, user_id, prediction_id)
    select 'scale-tr-' || u || '-' || j, 'scale-u-' || u, ${pick(
      `(u::bigint * 7919 + j * ` + `${Math.max(1, Math.floor(m / 5))})::bigint`,
    )}
    from generate_series(1, ${users}) as u, generate_series(0, 4) as j
    on conflict do nothing`);
  await run.exec(`
    insert into favorite_predictions (id, user_id, prediction_id)
    select 'scale-fav-' || u || '-' || j, 'scale-u-' || u, ${pick(
      `(u::bigint * 104729 + j * ` + `${Math.max(1, Math.floor(m / 3))})::bigint`,
    )}
    from generate_series(1, ${users}) as u, generate_series(0, 1) as j
    on conflict do nothing`);
  // The heavy member follows 5,000 picks spread evenly over the table, most of them settled.
  await run.exec(`
    insert into prediction_tracks (id, user_id, prediction_id, created_at)
    select 'scale-trm-' || j, 'scale-member', ${pick(`(j::bigint * ${shape.predictions} / ${MEMBER_TRACKED})`)}, now()
      - (${MEMBER_TRACKED} - j) * interval '1 minute'
    from generate_series(0, ${MEMBER_TRACKED - 1}) as j
    on conflict do nothing`);
  await run.exec(`analyze`);
  return shape;
}
