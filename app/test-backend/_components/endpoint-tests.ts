// The backend test page's eight endpoint tests (the original page did not list
// them). Read-only GETs across the areas the admin screens use; the limit of 5 is the original page's.

export interface EndpointTest {
  id: string;
  name: string;
  /** Under /api. */
  path: string;
  note: string;
}

export const ENDPOINT_TESTS: EndpointTest[] = [
  { id: "sports-data", name: "Sports Data", path: "/sports-data?limit=5", note: "Latest matches (public)" },
  { id: "sports-data-stats", name: "Match Stats", path: "/sports-data/stats", note: "Matches by status (public)" },
  { id: "predictions", name: "Predictions", path: "/predictions?limit=5", note: "Latest predictions (public)" },
  {
    id: "prediction-stats",
    name: "Prediction Stats",
    path: "/predictions/stats",
    note: "Totals and win rate (public)",
  },
  { id: "leagues", name: "Leagues", path: "/leagues", note: "Listed leagues (public)" },
  { id: "user-stats", name: "User Stats", path: "/users/stats", note: "User statistics (admin only)" },
  {
    id: "scraping-providers",
    name: "Scraping Providers",
    path: "/scraping/providers",
    note: "Sports and leagues per provider (admin only)",
  },
  {
    id: "automation-status",
    name: "Automation Status",
    path: "/automation/status",
    note: "Scheduler and recent jobs (admin only)",
  },
];

/** The pause between tests when running them all (500 ms). */
export const RUN_ALL_PAUSE_MS = 500;
