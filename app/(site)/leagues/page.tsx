import { GlobeIcon, LayersIcon, CrownIcon, TargetIcon } from "lucide-react";

import { EmptyResults } from "@/components/browse/empty-results";
import { StatCard, StatGrid } from "@/components/browse/stat-card";
import { PageHeader } from "@/components/layout/page-header";
import { accuracyDetail } from "@/lib/catalogue/accuracy.rules";
import { formatCount, formatPercent } from "@/lib/format/numbers.rules";
import { cachedLeaguesPageData } from "@/lib/browse/browse.cache";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site-config";

import { CoverageExplainer } from "./_components/coverage-explainer";
import { LeaguesBrowser } from "./_components/leagues-browser";

const TITLE = "Leagues";
const DESCRIPTION =
  "Every league we cover, searchable by name or country and filterable by sport, with measured statistics per league.";

export const metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: routes.leagues,
});

// Static: the statistics come from a tag-revalidated cache (one query) and the filters run in the browser.
// The page awaits its data itself, with no Suspense boundary, so the prerendered HTML holds the statistics
// and filters in place, readable without JavaScript (docs/decisions.md, "Browse pages without JavaScript").
export default async function LeaguesPage() {
  const { leagues, sports, summary } = await cachedLeaguesPageData();
  return (
    <div className="container w-full py-10 sm:py-14">
      <PageHeader title={TITLE} description={DESCRIPTION} breadcrumbs={[{ name: "Leagues", path: routes.leagues }]} />
      <StatGrid label="League summary">
        <StatCard
          icon={LayersIcon}
          label="Total leagues"
          value={formatCount(summary.totalLeagues)}
          detail={
            `across ${formatCount(sports.length)} sports; ${formatCount(summary.leaguesWithPicks)} with ` +
            `published picks`
          }
        />
        <StatCard
          icon={CrownIcon}
          label="Premium leagues"
          value={formatCount(summary.premiumLeagues)}
          detail="tier label only; it gates nothing"
        />
        <StatCard
          icon={GlobeIcon}
          label="Countries"
          value={formatCount(summary.countries)}
          detail="countries and regions (Europe, International, Global)"
        />
        <StatCard
          icon={TargetIcon}
          label="Average accuracy"
          value={formatPercent(summary.accuracy.percent)}
          detail={accuracyDetail(summary.accuracy)}
        />
      </StatGrid>
      <LeaguesBrowser
        leagues={leagues}
        sports={sports}
        empty={
          <EmptyResults
            title="No leagues found"
            body="No league matches that search and sport. Try another name or country."
          />
        }
      />
      <CoverageExplainer />
    </div>
  );
}
