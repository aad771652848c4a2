// Fake ESPN site API replaying ../shared/fixtures/espn byte for byte:
//   GET /{sport}/{league}/scoreboard[?dates=YYYYMMDD[-YYYYMMDD]]   GET /{sport}/{league}/summary?event={id}
// A known league answers its fixture for a known date (or for no date: ESPN's "current window"), and
// `{"leagues":[],"events":[]}` for any other valid date; unknown leagues and malformed dates answer ESPN's
// 400 body; unknown events ESPN's 404 body. Base URL for the client: `${server.url}` (no path prefix).
import { fixtureBytes, json, startFixtureServer, type FixtureResponse, type FixtureServer } from "./fixture-server";

const JSON_TYPE = "application/json;charset=UTF-8";

/** sport/league → the fixture for no `dates`, and per `dates` value. */
const ESPN_SCOREBOARDS: Record<string, { current: string; dates: Record<string, string> }> = {
  "football/nfl": {
    current: "nfl-scoreboard-pre-with-odds.json",
    dates: { "20241215": "nfl-scoreboard-20241215.json", "20250904": "nfl-scoreboard-pre-with-odds.json" },
  },
  "basketball/nba": { current: "nba-scoreboard-20241215.json", dates: { "20241215": "nba-scoreboard-20241215.json" } },
  "baseball/mlb": { current: "mlb-scoreboard-20250601.json", dates: { "20250601": "mlb-scoreboard-20250601.json" } },
  "hockey/nhl": { current: "nhl-scoreboard.json", dates: { "20240601": "nhl-scoreboard.json" } },
  "soccer/eng.1": { current: "soccer-eng.1-scoreboard.constructed.json", dates: {} },
  "soccer/usa.1": { current: "soccer-usa.1-scoreboard.constructed.json", dates: {} },
  "soccer/fifa.world": {
    current: "soccer-fifa.world-scoreboard-live.json",
    dates: { "20260718": "soccer-fifa.world-scoreboard-pre.json" },
  },
};

/** event id → summary fixture. */
const ESPN_SUMMARIES: Record<string, string> = {
  "401547417": "nfl-summary-401547417.json",
  "401559593": "nhl-summary-401559593.json",
  "401772994": "nba-summary-401772994-pre.json",
};

const fixture = (file: string): FixtureResponse => ({
  status: 200,
  body: fixtureBytes(`espn/${file}`),
  contentType: JSON_TYPE,
});
const badRequest = () => ({
  ...json(400, { code: 400, message: "Failed to get events endpoint." }),
  contentType: JSON_TYPE,
});

export function startFakeEspn(): Promise<FixtureServer> {
  return startFixtureServer((request) => {
    const match = request.path.match(/^\/([^/]+)\/([^/]+)\/(scoreboard|summary)$/);
    if (!match || request.method !== "GET")
      return { ...json(404, { code: 404, message: "Not Found" }), contentType: JSON_TYPE };
    const [, sport, league, endpoint] = match;
    const board = ESPN_SCOREBOARDS[`${sport}/${league}`];
    if (endpoint === "summary") {
      const event = request.query.get("event") ?? "";
      const file = ESPN_SUMMARIES[event];
      if (!board || !file)
        return {
          ...json(404, { code: 404, message: `Error invoking GET: event ${event} not found` }),
          contentType: JSON_TYPE,
        };
      return fixture(file);
    }
    if (!board) return badRequest();
    const dates = request.query.get("dates");
    if (dates === null) return fixture(board.current);
    if (!/^\d{8}(-\d{8})?$/.test(dates)) return badRequest();
    const file = board.dates[dates];
    return file ? fixture(file) : { ...json(200, { leagues: [], events: [] }), contentType: JSON_TYPE };
  });
}
