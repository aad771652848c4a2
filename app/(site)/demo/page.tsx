import Link from "next/link";

import { DEMO_PAGE_PATH } from "@/components/layout/demo-notice";
import { PageHeader } from "@/components/layout/page-header";
import { Prose } from "@/components/layout/prose";
import { formatRateShort } from "@/lib/format/readout.rules";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes, siteConfig } from "@/lib/site-config";
import { DEMO_SPAN, DEMO_WORLD_BOOKMAKERS, DEMO_WORLD_LEAGUES } from "@/lib/system/demo-world.rules";

export const metadata = pageMetadata({
  title: "Demo data",
  description:
    `What the demo world of ${siteConfig.name} is, what in it is simulated, and how to replace it with ` +
    `real fixtures, results and bookmaker prices.`,
  path: DEMO_PAGE_PATH,
  noIndex: true,
});

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const monthDay = ([month, day]: readonly [number, number]) => `${day} ${MONTHS[month - 1]}`;
const LEAGUE_NAMES: Record<string, string> = {
  epl: "Premier League",
  laliga: "La Liga",
  seriea: "Serie A",
  bundesliga: "Bundesliga",
  ligue1: "Ligue 1",
  nba: "NBA",
  nhl: "NHL",
  mlb: "MLB",
  nfl: "NFL",
};

/** Explains the demo world behind the "Demo data" notice, and how to switch to real providers. */
export default function DemoPage() {
  return (
    <div className="container w-full py-10 sm:py-14">
      <PageHeader
        title="Demo data"
        description={
          "This installation shows a simulated world so every page has something to show before real data " +
          "providers are connected."
        }
        breadcrumbs={[{ name: "Demo data", path: DEMO_PAGE_PATH }]}
      />
      <Prose>
        <section>
          <h2>What is simulated</h2>
          <p>
            The clubs carry real names, but their results, scores and prices are made up by a seeded simulation. Each
            team has a hidden strength; with its league&apos;s home advantage it sets each match&apos;s true chances,
            the result is drawn from those chances, and the demo bookmakers price the same chances, so results and
            prices come from one simulated truth. The picks you see are made by the same prediction models that run on
            real data, from the simulated history only. Demo rows are stored with the provider <code>demo</code> and a
            demo flag, and never presented as coming from ESPN or The Odds API.
          </p>
          <ul>
            <li>
              Results of about the last {DEMO_SPAN.pastDays} days of each league&apos;s season (longer for a league that
              has only just started, so its models have history), and fixtures for the next {DEMO_SPAN.futureDays} days.
            </li>
            <li>
              The last few weeks of picks were published as the pipeline would have published them: each made and locked
              before its kick-off, from the prices and results known at that moment, then given its closing line and
              settled. They are counted on the track record like any other pick, and the track record says how many are
              demo picks.
            </li>
          </ul>
        </section>
        <section>
          <h2>Seasons</h2>
          <p>The calendar follows each league&apos;s real season, so a league out of season has no fixtures:</p>
          <ul>
            {DEMO_WORLD_LEAGUES.map(({ leagueId, season }) => (
              <li key={leagueId}>
                <strong>{LEAGUE_NAMES[leagueId] ?? leagueId}</strong>: {monthDay(season.opens)} to{" "}
                {monthDay(season.closes)}
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2>Demo bookmakers</h2>
          <p>
            Prices come from {DEMO_WORLD_BOOKMAKERS.length} fictional bookmakers. Together they misjudge a match a
            little, and less as kick-off nears, as real lines sharpen; each also errs on its own and adds its own
            margin, more of it on long shots. Each match has an opening price a week before kick-off and a closing price
            just before it (upcoming matches: the opening and the latest). A pick takes the best of their latest prices,
            and is a value pick only when that price beats their consensus with the margins removed by the value
            threshold.
          </p>
          <ul>
            {DEMO_WORLD_BOOKMAKERS.map((book) => (
              <li key={book.key}>
                <code>{book.key}</code>: margin {formatRateShort(book.margin)}
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2>Connecting real providers</h2>
          <ol>
            <li>
              Stop the server (the embedded database belongs to one process) and run <code>npm run db:remove-demo</code>
              . It deletes every demo team, match, price and pick, and the demo accounts; reference data and real
              accounts stay.
            </li>
            <li>
              Set <code>SEED_DEMO_DATA=false</code> so a new database is not given a demo world again.
            </li>
            <li>
              Set <code>ODDS_API_KEY</code> (or the <code>odds_api_key</code> setting in the admin console) for
              bookmaker prices from The Odds API; fixtures and results come from ESPN (<code>ESPN_BASE_URL</code>, no
              key). <code>.env.example</code> and the README list every variable.
            </li>
            <li>Start the server again and run the pipeline from the admin console, or let the schedule run it.</li>
          </ol>
          <p>
            Once the demo rows are gone this page&apos;s notice disappears from every page. Real picks are then counted
            on the <Link href={routes.trackRecord}>track record</Link> from their first settlement.
          </p>
        </section>
      </Prose>
    </div>
  );
}
