// Fake The Odds API v4 replaying ../shared/fixtures/the-odds-api byte for byte:
//   GET /v4/sports   GET /v4/sports/{sport}/odds   GET /v4/sports/{sport}/scores
// Every call needs ?apiKey= (401 MISSING_KEY / INVALID_KEY otherwise) and answers the quota headers of
// quota-headers.constructed.json. Errors use the bodies of errors.constructed.json. Switches: failWith() a
// documented error on every request, exhaustQuota() (401 OUT_OF_USAGE_CREDITS, remaining 0), and the
// generic hang mode of the fixture server. Base URL for the client: `${server.url}`.
import {
  fixtureBytes,
  fixtureJson,
  startFixtureServer,
  type FixtureResponse,
  type FixtureServer,
} from "./fixture-server";

export const FAKE_ODDS_API_KEY = "test-odds-api-key-0123456789";

/** sport key → odds fixture (other known sports answer []). */
const ODDS_FIXTURES: Record<string, string> = {
  soccer_epl: "odds-soccer_epl-h2h-decimal.captured.json",
  americanfootball_nfl: "odds-americanfootball_nfl-h2h-spreads-totals-american.constructed.json",
};
const SCORES_FIXTURES: Record<string, string> = {
  basketball_nba: "scores-basketball_nba.constructed.json",
};

type ErrorKey =
  | "401_INVALID_KEY"
  | "401_MISSING_KEY"
  | "401_OUT_OF_USAGE_CREDITS"
  | "404_UNKNOWN_SPORT"
  | "422_INVALID_MARKET"
  | "429_EXCEEDED_FREQ_LIMIT";
const ERRORS = () =>
  fixtureJson<Record<ErrorKey, { status: number; body: unknown }>>("the-odds-api/errors.constructed.json");

function quotaHeaders(): Record<string, string> {
  const headers = fixtureJson<Record<string, string>>("the-odds-api/quota-headers.constructed.json");
  return Object.fromEntries(Object.entries(headers).filter(([name]) => name.startsWith("x-requests-")));
}

function errorResponse(key: ErrorKey, headers?: Record<string, string>): FixtureResponse {
  const error = ERRORS()[key];
  return { status: error.status, body: JSON.stringify(error.body), contentType: "application/json", headers };
}

const file = (name: string, headers: Record<string, string>): FixtureResponse => ({
  status: 200,
  body: fixtureBytes(`the-odds-api/${name}`),
  contentType: "application/json",
  headers,
});

const KNOWN_MARKETS = new Set(["h2h", "spreads", "totals", "outrights", "h2h_lay", "outrights_lay"]);

export interface FakeOddsApi extends FixtureServer {
  /** Answer every request with one of the documented errors. */
  failWith(key: ErrorKey): void;
  /** Answer every request with 401 OUT_OF_USAGE_CREDITS and x-requests-remaining 0. */
  exhaustQuota(): void;
}

export async function startFakeOddsApi(options: { apiKey?: string } = {}): Promise<FakeOddsApi> {
  const apiKey = options.apiKey ?? FAKE_ODDS_API_KEY;
  const sportKeys = new Set(
    fixtureJson<Array<{ key: string }>>("the-odds-api/sports.constructed.json").map((sport) => sport.key),
  );
  const server = await startFixtureServer((request) => {
    const key = request.query.get("apiKey");
    if (!key) return errorResponse("401_MISSING_KEY");
    if (key !== apiKey) return errorResponse("401_INVALID_KEY");
    const headers = quotaHeaders();
    if (request.path === "/v4/sports") return file("sports.constructed.json", headers);
    const match = request.path.match(/^\/v4\/sports\/([^/]+)\/(odds|scores)$/);
    if (!match) return errorResponse("404_UNKNOWN_SPORT", headers);
    const [, sport, endpoint] = match as unknown as [string, string, "odds" | "scores"];
    if (!sportKeys.has(sport)) return errorResponse("404_UNKNOWN_SPORT", headers);
    if (endpoint === "odds") {
      const markets = (request.query.get("markets") ?? "h2h").split(",");
      if (markets.some((market) => !KNOWN_MARKETS.has(market))) return errorResponse("422_INVALID_MARKET", headers);
      const fixture = ODDS_FIXTURES[sport];
      return fixture ? file(fixture, headers) : { status: 200, body: "[]", contentType: "application/json", headers };
    }
    const fixture = SCORES_FIXTURES[sport];
    return fixture ? file(fixture, headers) : { status: 200, body: "[]", contentType: "application/json", headers };
  });
  return Object.assign(server, {
    failWith(key: ErrorKey) {
      server.setMode({ kind: "respond", response: errorResponse(key, quotaHeaders()) });
    },
    exhaustQuota() {
      server.setMode({
        kind: "respond",
        response: errorResponse("401_OUT_OF_USAGE_CREDITS", {
          ...quotaHeaders(),
          "x-requests-remaining": "0",
          "x-requests-last": "0",
        }),
      });
    },
  });
}
