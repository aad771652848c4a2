import { describe, expect, it } from "vitest";

import {
  findKnownTeam,
  KNOWN_TEAMS,
  knownTeamKeys,
  normaliseTeamName,
  providerTeamKey,
  teamNameKeys,
} from "@/lib/market/providers/team-names.rules";

describe("normaliseTeamName", () => {
  it.each([
    ["Manchester United", "manchester united"],
    ["Man United", "manchester united"],
    ["Man Utd", "manchester united"],
    ["Manchester United FC", "manchester united"],
    ["Nott'm Forest", "nottingham forest"],
    ["Nottingham Forest", "nottingham forest"],
    ["Brighton & Hove Albion", "brighton and hove albion"],
    ["Brighton and Hove Albion", "brighton and hove albion"],
    ["AFC Bournemouth", "bournemouth"],
    ["1. FC Köln", "koln"],
    ["FC Koln", "koln"],
    ["Schalke 04", "schalke"],
    ["FC Schalke 04", "schalke"],
    ["Borussia Mönchengladbach", "borussia monchengladbach"],
    ["M'gladbach", "mgladbach"],
    ["Atlético Madrid", "atletico madrid"],
    ["St. Pauli", "saint pauli"],
    ["St Etienne", "saint etienne"],
    ["Saint-Étienne", "saint etienne"],
    ["AS Roma", "roma"],
    ["Paris Saint-Germain", "paris saint germain"],
    ["Philadelphia 76ers", "philadelphia 76ers"],
    ["LA Clippers", "la clippers"],
    ["  Real   Madrid CF ", "real madrid"],
    ["Bodø/Glimt", "bodo glimt"],
    ["FC", "fc"],
    ["", ""],
  ])("%s → %s", (name, key) => {
    expect(normaliseTeamName(name)).toBe(key);
  });
});

describe("known aliases", () => {
  const sameTeam = (sport: string, a: string, b: string) => {
    const first = teamNameKeys(sport, a);
    const second = teamNameKeys(sport, b);
    return first.keys.some((key) => second.keys.includes(key));
  };

  it.each([
    ["football", "Man United", "Manchester United"],
    ["football", "Nott'm Forest", "Nottingham Forest"],
    ["football", "Wolves", "Wolverhampton Wanderers"],
    ["football", "Tottenham", "Tottenham Hotspur"],
    ["football", "Brighton", "Brighton and Hove Albion"],
    ["football", "Leicester", "Leicester City"],
    ["football", "Ath Madrid", "Atlético Madrid"],
    ["football", "Ath Bilbao", "Athletic Club"],
    ["football", "M'gladbach", "Borussia Monchengladbach"],
    ["football", "Inter", "Inter Milan"],
    ["football", "Paris SG", "Paris Saint Germain"],
    ["football", "Ein Frankfurt", "Eintracht Frankfurt"],
    ["basketball", "gs", "Golden State Warriors"],
    ["basketball", "utah", "Utah Jazz"],
    ["basketball", "no", "New Orleans Pelicans"],
    ["basketball", "sa", "San Antonio Spurs"],
    ["basketball", "bkn", "Brooklyn Nets"],
    ["basketball", "ny", "New York Knicks"],
    ["basketball", "Los Angeles Clippers", "LA Clippers"],
  ])("%s: %s ↔ %s", (sport, a, b) => {
    expect(sameTeam(sport, a, b)).toBe(true);
  });

  it("keeps different clubs apart", () => {
    expect(sameTeam("football", "Man United", "Man City")).toBe(false);
    expect(sameTeam("football", "Ajaccio", "Ajaccio GFCO")).toBe(false);
    expect(sameTeam("football", "Inter", "AC Milan")).toBe(false);
    expect(sameTeam("basketball", "lal", "lac")).toBe(false);
  });

  it("is scoped by sport", () => {
    expect(findKnownTeam("basketball", "no")?.name).toBe("New Orleans Pelicans");
    expect(findKnownTeam("american-football", "no")).toBeNull();
    expect(findKnownTeam("football", "gs")).toBeNull();
  });

  it("gives the canonical (ESPN) name for new teams and the name itself for unknown ones", () => {
    expect(teamNameKeys("football", "Man United")).toEqual({
      canonicalName: "Manchester United",
      keys: ["manchester united"],
    });
    expect(teamNameKeys("basketball", "gs").canonicalName).toBe("Golden State Warriors");
    expect(teamNameKeys("basketball", "gs").keys).toEqual(
      expect.arrayContaining(["gs", "gsw", "golden state warriors"]),
    );
    expect(teamNameKeys("football", " Crawley Town ")).toEqual({
      canonicalName: "Crawley Town",
      keys: ["crawley town"],
    });
  });

  it("has no alias key shared by two known teams of one sport", () => {
    const owners = new Map<string, string>();
    for (const team of KNOWN_TEAMS) {
      for (const key of knownTeamKeys(team)) {
        const owner = owners.get(`${team.sport}|${key}`);
        expect(owner === undefined || owner === team.name, `${key} claimed by ${owner} and ${team.name}`).toBe(true);
        owners.set(`${team.sport}|${key}`, team.name);
      }
    }
  });

  it("covers every NBA abbreviation of the history file", () => {
    const abbreviations = (
      "atl bkn bos cha chi cle dal den det gs hou ind lac lal mem mia mil min no ny okc orl phi phx por sa sac tor " +
      "utah wsh"
    ).split(" ");
    for (const abbreviation of abbreviations)
      expect(findKnownTeam("basketball", abbreviation), abbreviation).not.toBeNull();
    expect(new Set(abbreviations.map((abbreviation) => findKnownTeam("basketball", abbreviation)!.name)).size).toBe(30);
  });

  it("builds provider id keys", () => {
    expect(providerTeamKey("espn", "eng.1", "359")).toBe("espn:eng.1:359");
  });
});
