// Automation defaults, inserted once into the single automation_config row.
import type { NewAutomationConfig } from "@/db/schema";

export const AUTOMATION_DEFAULTS: NewAutomationConfig = {
  id: "default",
  enabled: true,
  sports: ["football", "basketball", "baseball"],
  leagues: ["nfl", "nba", "mlb"],
  interval: "0 */6 * * *",
  providers: ["espn", "odds-api"],
  autoPredictions: true,
  maxConcurrent: 3,
  isRunning: false,
};
