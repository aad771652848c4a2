// What a new visitor sees first on /predictions: the list opens on the first window with picks (and the
// filters from /leagues and /categories links count), the date tabs' counts, pages beyond the first 12 in
// a stable order, and the sport selector reaching every sport in the sports table.
import { beforeAll, describe, expect, it } from "vitest";

import { GET as list } from "@/app/api/predictions/route";
import { GET as windows } from "@/app/api/predictions/windows/route";
import { listLeagues, listSports } from "@/lib/catalogue/reference.queries";
import {
  DEFAULT_FILTERS,
  filtersFromSearchParams,
  filtersToApiQuery,
  filtersToWindowsQuery,
  LIVE_LIST_LIMIT,
  type LiveFilters,
} from "@/lib/predictions/live-filters.rules";
import {
  countPredictionWindows,
  getDefaultLiveList,
  getLiveSummary,
  getReferenceLabels,
} from "@/lib/predictions/pages.service";
import { predictionWindowsQuerySchema } from "@/lib/predictions/predictions.input";
import { makePrediction } from "@/tests/helpers/factories";
import { callRoute, jsonRequest } from "@/tests/helpers/request";

type Item = { id: string; homeTeam: string; sport: string };
type ListBody = {
  success: boolean;
  data: { predictions: Item[]; pagination: { page: number; limit: number; total: number; pages: number } };
};
type WindowsBody = {
  success: boolean;
  data: { day: string; counts: Record<string, number>; defaultWindow: string };
  error?: string;
};

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
// A fixed Wednesday noon (UTC) well in the future; each block of tests below lives in its own stretch of
// days after it, so their picks never fall in each other's windows.
const NOW = new Date(Date.UTC(new Date().getUTCFullYear() + 2, 2, 10, 12));
while (NOW.getUTCDay() !== 3) NOW.setUTCDate(NOW.getUTCDate() + 1);
const at = (base: Date, days: number, hours = 0) => new Date(base.getTime() + days * DAY + hours * HOUR);
const SPORTS_NOW = at(NOW, 28);
const PAGES_NOW = at(NOW, 56);

const windowsQuery = (filters: Partial<LiveFilters>) =>
  predictionWindowsQuerySchema.parse(filtersToWindowsQuery({ ...DEFAULT_FILTERS, ...filters }));

async function listPage(
  filters: LiveFilters & { date: NonNullable<LiveFilters["date"]> },
  now: Date,
  headers: Record<string, string> = {},
) {
  const query = new URLSearchParams(filtersToApiQuery(filters, now));
  const res = await callRoute<ListBody>(list, jsonRequest("GET", `/api/predictions?${query}`, undefined, headers));
  expect(res.status).toBe(200);
  return res.body.data;
}

beforeAll(async () => {
  // Nothing published today (one hidden pick only), two football picks tomorrow, one NBA pick on Saturday.
  await makePrediction({ homeTeam: "Hidden today", matchDate: at(NOW, 0, 3), isPublished: false });
  await makePrediction({ homeTeam: "Tomorrow A", matchDate: at(NOW, 1, 1) });
  await makePrediction({ homeTeam: "Tomorrow B", matchDate: at(NOW, 1, 2), leagueId: "laliga" });
  await makePrediction({
    homeTeam: "Saturday NBA",
    matchDate: at(NOW, 3, 2),
    sportId: "basketball",
    leagueId: "nba",
    categoryId: "goals-points",
    market: "total",
  });
});

describe("the default window: the first with picks", () => {
  it("counts each tab and opens on tomorrow when today has no published pick", async () => {
    const result = await countPredictionWindows(windowsQuery({}), NOW);
    expect(result.counts).toEqual({ today: 0, tomorrow: 2, week: 3, weekend: 1 });
    expect(result.defaultWindow).toBe("tomorrow");
  });

  it("takes the league and category filters into account", async () => {
    expect(await countPredictionWindows(windowsQuery({ league: "nba" }), NOW)).toMatchObject({
      defaultWindow: "week",
      counts: { today: 0, tomorrow: 0, week: 1 },
    });
    expect(await countPredictionWindows(windowsQuery({ category: "goals-points" }), NOW)).toMatchObject({
      defaultWindow: "week",
    });
    expect(await countPredictionWindows(windowsQuery({ league: "laliga" }), NOW)).toMatchObject({
      defaultWindow: "tomorrow",
    });
    // A league with nothing this week stays on today, with every count at 0.
    expect(await countPredictionWindows(windowsQuery({ league: "kbo" }), NOW)).toMatchObject({
      day: NOW.toISOString().slice(0, 10),
      counts: { today: 0, tomorrow: 0, week: 0, weekend: 0 },
      defaultWindow: "today",
      summary: { picks: 0, averageConfidence: null },
    });
  });

  it("opens on today as soon as today has a published pick", async () => {
    const later = at(NOW, 1, -11); // tomorrow 01:00: the "Tomorrow" picks are now today's
    expect(await countPredictionWindows(windowsQuery({}), later)).toMatchObject({
      defaultWindow: "today",
      counts: { today: 2 },
    });
  });

  it("counts unpublished picks only for admins", async () => {
    const result = await countPredictionWindows(windowsQuery({}), NOW, { includeUnpublished: true });
    expect(result.counts.today).toBe(1);
    expect(result.defaultWindow).toBe("today");
  });

  it("the server's first paint lists that window with the tab counts", async () => {
    const page = await getDefaultLiveList(NOW);
    expect(page.date).toBe("tomorrow");
    expect(page.counts).toEqual({ today: 0, tomorrow: 2, week: 3, weekend: 1 });
    expect(page.items.map((item) => item.homeTeam)).toEqual(["Tomorrow A", "Tomorrow B"]);
    expect([page.total, page.page, page.pages]).toEqual([2, 1, 1]);
    // The browser asks exactly this for the plain /predictions, so it can reuse the server's list.
    expect(page.queryKey).toContain("startDate=" + at(NOW, 1, -12).toISOString());
  });
});

describe("the summary cards follow the same window", () => {
  it("count tomorrow's picks when today has none", async () => {
    const summary = await getLiveSummary(NOW);
    expect(summary.window).toEqual({
      name: "tomorrow",
      start: at(NOW, 1, -12).toISOString(),
      end: at(NOW, 2, -12).toISOString(),
      timeZone: "UTC",
    });
    expect(summary.picks).toBe(2);
    expect(summary.averageConfidence).toBe(62);
  });
});

describe("GET /api/predictions/windows", () => {
  it("answers the counts and the default window in the envelope", async () => {
    const res = await callRoute<WindowsBody>(
      windows,
      jsonRequest(
        "GET",
        "/api/predictions/windows?sport=basketball&league=nba&minConfidence=75&positiveEdge=true&source=model",
      ),
    );
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(Object.keys(res.body.data.counts).sort()).toEqual(["today", "tomorrow", "week", "weekend"]);
    expect(["today", "tomorrow", "week"]).toContain(res.body.data.defaultWindow);
    expect(res.body.data.day).toBe(new Date().toISOString().slice(0, 10));
  });

  it.each([
    "sport=../x",
    "league=a%20b",
    "minConfidence=abc",
    "minConfidence=101",
    "source=robot",
    "positiveEdge=maybe",
  ])("answers 422 to %s", async (query) => {
    const res = await callRoute<WindowsBody>(windows, jsonRequest("GET", `/api/predictions/windows?${query}`));
    expect(res.status).toBe(422);
    expect(res.body.success).toBe(false);
    expect(res.body.error).toBeTruthy();
  });
});

describe("the sport selector reaches every sport", () => {
  let sports: { id: string; name: string }[];

  beforeAll(async () => {
    sports = await listSports({ listedOnly: false });
    const leagues = await listLeagues({ listedOnly: false });
    for (const [index, sport] of sports.entries()) {
      const league = leagues.find((row) => row.sport === sport.id);
      await makePrediction({
        homeTeam: `Sport ${sport.id}`,
        sportId: sport.id,
        leagueId: league!.id,
        matchDate: at(SPORTS_NOW, 1, index),
      });
    }
  });

  it("has every sport of the table, hockey and American football included, each with its own name", async () => {
    const ids = sports.map((sport) => sport.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        "football",
        "basketball",
        "baseball",
        "tennis",
        "esports",
        "hockey",
        "american-football",
      ]),
    );
    const labels = await getReferenceLabels();
    expect(Object.keys(labels.sports)).toEqual(ids);
    expect(labels.sports["american-football"]).toBe("American Football");
    expect(labels.sports["american-football"]).not.toBe(labels.sports.football);
    expect(labels.sports.hockey).toBe("Hockey");
  });

  it("lists each sport's pick, and only it, through the URL's ?sport=", async () => {
    for (const sport of sports) {
      const filters = filtersFromSearchParams(new URLSearchParams(`sport=${sport.id}&date=week`));
      const page = await listPage({ ...filters, date: "week" }, SPORTS_NOW);
      expect(
        page.predictions.map((item) => item.homeTeam),
        sport.id,
      ).toEqual([`Sport ${sport.id}`]);
      expect(
        (await countPredictionWindows(windowsQuery({ sport: sport.id }), SPORTS_NOW)).counts.tomorrow,
        sport.id,
      ).toBe(1);
    }
  });
});

describe("pages beyond the first 12", () => {
  const TOTAL = 29;

  beforeAll(async () => {
    // Groups of picks with the same kick-off and confidence: the order must still be total.
    for (let index = 0; index < TOTAL; index++) {
      await makePrediction({
        homeTeam: `Paged ${String(index).padStart(2, "0")}`,
        matchDate: at(PAGES_NOW, 0, (index % 4) - 1),
        confidence: 60 + (index % 3) * 10,
        sportId: "baseball",
        leagueId: "mlb",
      });
    }
  });

  it.each(["kickoff", "confidence", "ev"] as const)(
    "walks every page once, in a stable order (sort by %s)",
    async (sort) => {
      const base = { ...DEFAULT_FILTERS, date: "today" as const, league: "mlb", sort };
      const seen: string[] = [];
      const first = await listPage({ ...base, page: 1 }, PAGES_NOW);
      expect(first.pagination).toEqual({ page: 1, limit: LIVE_LIST_LIMIT, total: TOTAL, pages: 3 });
      for (let page = 1; page <= first.pagination.pages; page++) {
        const data = await listPage({ ...base, page }, PAGES_NOW);
        expect(data.pagination.page).toBe(page);
        expect(data.predictions.length).toBe(page < 3 ? LIVE_LIST_LIMIT : TOTAL - 2 * LIVE_LIST_LIMIT);
        seen.push(...data.predictions.map((item) => item.id));
        // Asking again gives the same page.
        expect((await listPage({ ...base, page }, PAGES_NOW)).predictions.map((item) => item.id)).toEqual(
          data.predictions.map((item) => item.id),
        );
      }
      expect(new Set(seen).size).toBe(TOTAL);
      // The same order as one unpaged read by the same viewer (a visitor's order puts the picks withheld from
      // them after the ones they may read, so an admin's order, over every pick in full, is another one).
      const query = new URLSearchParams({ ...filtersToApiQuery({ ...base, page: 1 }, PAGES_NOW), limit: "100" });
      const all = await callRoute<ListBody>(list, jsonRequest("GET", `/api/predictions?${query}`));
      expect(all.body.data.predictions.map((item) => item.id)).toEqual(seen);
    },
  );

  it("answers an empty page past the end, and 422 to a page that is not a positive integer", async () => {
    const past = await listPage({ ...DEFAULT_FILTERS, date: "today", league: "mlb", page: 4 }, PAGES_NOW);
    expect(past.predictions).toEqual([]);
    expect(past.pagination).toMatchObject({ page: 4, total: TOTAL, pages: 3 });
    for (const page of ["0", "-1", "1.5", "two"]) {
      const res = await callRoute<ListBody>(list, jsonRequest("GET", `/api/predictions?page=${page}`));
      expect(res.status, page).toBe(422);
      expect(res.body.success).toBe(false);
    }
  });
});
