// Coverage follows the published picks (docs/decisions.md): a league whose picks are published is listed
// and found by the leagues search, with its sport, even when the catalogue keeps it unlisted (NHL, NFL, MLS
// exist for the data providers); an unpublished pick lists nothing; /leagues and /categories say which of
// their cards have no pick yet.
import { beforeAll, describe, expect, it } from "vitest";

import { GET as getLeagues } from "@/app/api/leagues/route";
import { GET as getSports } from "@/app/api/sports/route";
import { getCategoriesOverview, getLeaguesOverview } from "@/lib/browse/browse-stats.service";
import { getReferenceLabels } from "@/lib/predictions/pages.service";
import { makePrediction } from "@/tests/helpers/factories";
import { callRoute, jsonRequest } from "@/tests/helpers/request";

type League = { id: string; name: string; sport: string };
type Sport = { id: string; name: string; leagues: { id: string; name: string }[] };

const leagues = async (query = "") =>
  (await callRoute<{ data: League[] }>(getLeagues, jsonRequest("GET", `/api/leagues${query}`))).body.data;
const sports = async () => (await callRoute<{ data: Sport[] }>(getSports, jsonRequest("GET", "/api/sports"))).body.data;

describe("leagues with published picks", () => {
  beforeAll(async () => {
    await makePrediction({
      sportId: "hockey",
      leagueId: "nhl",
      homeTeam: "Florida Panthers",
      awayTeam: "Chicago Blackhawks",
    });
    await makePrediction({
      sportId: "american-football",
      leagueId: "nfl",
      homeTeam: "Buffalo Bills",
      awayTeam: "Miami Dolphins",
    });
    // Not published: MLS stays out.
    await makePrediction({
      sportId: "football",
      leagueId: "mls",
      homeTeam: "LA Galaxy",
      awayTeam: "Seattle Sounders",
      isPublished: false,
    });
  });

  it("are listed beside the catalogue's leagues, and the search finds them", async () => {
    const all = (await leagues()).map((league) => league.id);
    expect(all).toEqual(expect.arrayContaining(["epl", "nba", "nhl", "nfl"]));
    expect(all).not.toContain("mls");
    expect((await leagues("?search=nhl")).map((league) => league.id)).toEqual(["nhl"]);
    expect((await leagues("?search=NFL")).map((league) => league.id)).toEqual(["nfl"]);
    expect((await leagues("?sport=hockey")).map((league) => league.id)).toEqual(["nhl"]);
    expect(await leagues("?search=mls")).toEqual([]);
  });

  it("bring their sport into the sports list", async () => {
    const listed = await sports();
    expect(listed.find((sport) => sport.id === "hockey")?.leagues.map((league) => league.id)).toEqual(["nhl"]);
    expect(listed.find((sport) => sport.id === "american-football")?.leagues.map((league) => league.id)).toEqual([
      "nfl",
    ]);
  });

  it(
    "are on /leagues with their counts; a catalogue league without a pick shows 0 and the page counts the leagues " +
      "with picks",
    async () => {
      const overview = await getLeaguesOverview();
      expect(overview.leagues.find((league) => league.id === "nhl")).toMatchObject({
        sport: "hockey",
        predictions: 1,
        upcoming: 1,
      });
      expect(overview.leagues.find((league) => league.id === "wta")).toMatchObject({ predictions: 0 });
      expect(overview.leagues.find((league) => league.id === "mls")).toBeUndefined();
      expect(overview.summary.leaguesWithPicks).toBe(
        overview.leagues.filter((league) => league.predictions > 0).length,
      );
      expect(overview.summary.leaguesWithPicks).toBeGreaterThanOrEqual(2);
    },
  );

  it("/categories counts the categories with picks, and the sport selector knows which sports have none", async () => {
    const categories = await getCategoriesOverview();
    expect(
      categories.categories.find((category) => category.id === "match-result")?.predictions,
    ).toBeGreaterThanOrEqual(2);
    expect(categories.categories.find((category) => category.id === "live")?.predictions).toBe(0);
    expect(categories.summary.categoriesWithPicks).toBe(
      categories.categories.filter((category) => category.predictions > 0).length,
    );
    const labels = await getReferenceLabels();
    expect(labels.emptySports).toEqual(expect.arrayContaining(["tennis", "esports"]));
    expect(labels.emptySports).not.toContain("hockey");
  });
});
