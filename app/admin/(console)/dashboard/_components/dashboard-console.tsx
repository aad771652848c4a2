import { AutomationPanel } from "./automation-panel";
import { DashboardLinks } from "./dashboard-links";
import { DashboardStatsSection } from "./dashboard-stats";
import { ScraperTestPanel } from "./scraper-test-panel";

/** The admin dashboard: stat cards, grouped links, the scraper test panel and the automation panel. */
export function DashboardConsole() {
  return (
    <div className="flex flex-col gap-10">
      <DashboardStatsSection />
      <DashboardLinks />
      <section aria-labelledby="dashboard-tools-heading" className="flex flex-col gap-4">
        <h2 id="dashboard-tools-heading" className="text-xl font-semibold">
          Data pipeline
        </h2>
        <ScraperTestPanel />
        <AutomationPanel />
      </section>
    </div>
  );
}
