import { describe, expect, it } from "vitest";

import { GET as getCategories } from "@/app/api/categories/route";
import { GET as getHealth } from "@/app/api/health/route";
import { GET as getLeagues } from "@/app/api/leagues/route";
import { GET as getSports } from "@/app/api/sports/route";
import { callRoute, jsonRequest } from "@/tests/helpers/request";

type League = { id: string; name: string; sport: string; country: string; tier: string };
type Category = { id: string; name: string; description: string; markets: { id: string; name: string }[] };
type Sport = { id: string; name: string; leagues: { id: string; name: string }[] };

async function leagues(query = "") {
  return callRoute<{ success: boolean; data: League[]; error?: string; code?: string }>(
    getLeagues,
    jsonRequest("GET", `/api/leagues${query}`),
  );
}

describe("GET /api/health", () => {
  it("reports a reachable database, the mode and the version", async () => {
    const res = await callRoute<{ success: boolean; data: Record<string, unknown> }>(
      getHealth,
      jsonRequest("GET", "/api/health"),
    );
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data).toMatchObject({ status: "ok", database: { reachable: true } });
    expect(["embedded", "server"]).toContain((res.body.data.database as { mode: string }).mode);
    expect(res.body.data.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(res.headers.get("cache-control")).toContain("no-store");
  });
});

describe("GET /api/leagues", () => {
  it("returns the 20 listed leagues", async () => {
    const res = await leagues();
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(20);
    const ids = res.body.data.map((league) => league.id).sort();
    expect(ids).toEqual(
      [
        "atp",
        "bundesliga",
        "champions",
        "cs2",
        "dota2",
        "epl",
        "euroleague",
        "gleague",
        "grandslam",
        "kbo",
        "laliga",
        "ligue1",
        "lol",
        "mlb",
        "nba",
        "ncaa",
        "npb",
        "seriea",
        "valorant",
        "wta",
      ].sort(),
    );
    expect(res.body.data.find((league) => league.id === "npb")).toMatchObject({
      sport: "baseball",
      country: "Japan",
      tier: "major",
    });
  });

  it("searches name or country case-insensitively", async () => {
    const byCountry = await leagues("?search=japan");
    expect(byCountry.body.data.map((league) => league.id)).toEqual(["npb"]);
    const byName = await leagues("?search=PREMIER");
    expect(byName.body.data.map((league) => league.id)).toContain("epl");
  });

  it("filters by exact sport id, and 'all' means no filter", async () => {
    const basketball = await leagues("?sport=basketball");
    expect(basketball.body.data.map((league) => league.id).sort()).toEqual(["euroleague", "gleague", "nba", "ncaa"]);
    const all = await leagues("?sport=all");
    expect(all.body.data).toHaveLength(20);
  });

  it("treats LIKE wildcards in the search literally", async () => {
    const res = await leagues("?search=%25");
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(0);
  });

  it.each([
    ["?sport=Basket%20ball!", "invalid sport id"],
    [`?search=${"x".repeat(101)}`, "search too long"],
    ["?search=a%00b", "NUL byte"],
  ])("answers 422 in the envelope for %s (%s)", async (query) => {
    const res = await leagues(query);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ success: false, code: "validation_failed" });
    expect(typeof res.body.error).toBe("string");
  });
});

describe("GET /api/categories", () => {
  it("returns the 6 categories with 23 markets", async () => {
    const res = await callRoute<{ success: boolean; data: Category[] }>(
      getCategories,
      jsonRequest("GET", "/api/categories"),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.map((category) => category.id)).toEqual([
      "match-result",
      "goals-points",
      "player-props",
      "halftime",
      "specials",
      "live",
    ]);
    expect(res.body.data.flatMap((category) => category.markets)).toHaveLength(23);
  });

  it("searches across name, description and market names", async () => {
    const byMarket = await callRoute<{ data: Category[] }>(
      getCategories,
      jsonRequest("GET", "/api/categories?search=rebounds"),
    );
    expect(byMarket.body.data.map((category) => category.id)).toEqual(["player-props"]);
    const byName = await callRoute<{ data: Category[] }>(
      getCategories,
      jsonRequest("GET", "/api/categories?search=half"),
    );
    expect(byName.body.data.map((category) => category.id)).toContain("halftime");
  });
});

describe("GET /api/sports", () => {
  it("lists the public sports with their leagues", async () => {
    const res = await callRoute<{ data: Sport[] }>(getSports, jsonRequest("GET", "/api/sports"));
    expect(res.status).toBe(200);
    const football = res.body.data.find((sport) => sport.id === "football");
    expect(football?.leagues.map((league) => league.id)).toEqual(
      expect.arrayContaining(["epl", "laliga", "seriea", "bundesliga", "ligue1"]),
    );
    const esports = res.body.data.find((sport) => sport.id === "esports");
    expect(esports?.leagues).toHaveLength(4);
  });
});
