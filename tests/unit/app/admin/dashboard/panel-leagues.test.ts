import { describe, expect, it } from "vitest";

import { leaguesForPanelSport } from "@/app/admin/(console)/dashboard/_components/panel-leagues";

describe("leaguesForPanelSport", () => {
  it("falls back to the fixed leagues without a providers answer", () => {
    expect(leaguesForPanelSport("football", null)).toEqual(["nfl"]);
    expect(leaguesForPanelSport("soccer", null)).toEqual(["mls", "epl"]);
    expect(leaguesForPanelSport("hockey", { sports: {} })).toEqual(["nhl"]);
  });

  it("reads the providers' leagues through the panel's sport aliases", () => {
    const answer = {
      sports: { football: ["epl", "laliga"], "american-football": ["nfl"], basketball: ["nba", "wnba"] },
      sportAliases: { soccer: "football", football: "american-football" },
    };
    expect(leaguesForPanelSport("soccer", answer)).toEqual(["epl", "laliga"]);
    expect(leaguesForPanelSport("football", answer)).toEqual(["nfl"]);
    expect(leaguesForPanelSport("basketball", answer)).toEqual(["nba", "wnba"]);
    expect(leaguesForPanelSport("baseball", answer)).toEqual(["mlb"]);
  });
});
