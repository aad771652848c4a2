import Link from "next/link";

import { PageHeader } from "@/components/layout/page-header";
import { formatUtcDate } from "@/lib/format/dates.rules";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes, TRACK_RECORD_VERIFY_PATH } from "@/lib/site-config";
import { EXPORT_COLUMNS } from "@/lib/track-record/export-columns.rules";
import { cachedRecentlySettledPicks } from "@/lib/track-record/export.cache";

import { VerifyLock, type PickChoice } from "./_components/verify-lock";

const TITLE = "Verify a pick's lock";
const DESCRIPTION =
  "Recompute a settled pick's content hash in your own browser from its exported fields, and see whether it " +
  "matches the hash we stored when the pick was locked before kickoff.";

export const metadata = pageMetadata({ title: TITLE, description: DESCRIPTION, path: TRACK_RECORD_VERIFY_PATH });

const EXPORT = "/api/track-record/export";

// Static and tag-revalidated: only the short list of recently settled picks is data, read through a `use cache`
// reader that settlement expires; the check itself runs in the browser.
export default async function VerifyPage() {
  const recent = await cachedRecentlySettledPicks();
  const choices: PickChoice[] = recent.map((pick) => ({
    id: pick.id,
    label: pick.label,
    detail: `${formatUtcDate(pick.matchDate)} (UTC), ${pick.status}${pick.isDemo ? ", demo pick" : ""}`,
  }));
  return (
    <div className="container w-full py-10 sm:py-14">
      <PageHeader
        title={TITLE}
        description={DESCRIPTION}
        breadcrumbs={[
          { name: "Track Record", path: routes.trackRecord },
          { name: "Verify", path: TRACK_RECORD_VERIFY_PATH },
        ]}
      />

      <div className="flex max-w-3xl flex-col gap-10">
        <section aria-labelledby="check-title" className="flex flex-col gap-4">
          <h2 id="check-title" className="text-2xl font-semibold tracking-tight">
            Check a pick
          </h2>
          <VerifyLock choices={choices} />
        </section>

        <section aria-labelledby="proves-title" className="flex flex-col gap-3 text-sm">
          <h2 id="proves-title" className="text-2xl font-semibold tracking-tight">
            What the lock proves, and what it does not
          </h2>
          <p>
            When a pick is published, we write down its content (match, market, pick, line, price, stated probabilities,
            model version) and the time, and store the SHA-256 hash of that text with it. The hash is shown on the
            pick&apos;s page and in alert e-mails.
          </p>
          <p>
            <strong>It proves</strong> that the fields you see are the ones that were hashed at the stated lock time:
            change one character of the pick, one digit of the price or the lock time, and the hash no longer matches.
            If you kept a pick&apos;s hash before kickoff (from its page or an alert), a match now shows the pick was
            not edited after you saw it.
          </p>
          <p>
            <strong>It does not prove</strong> on its own when the hash was made: we compute it and store it, and the
            lock time is our clock. Only a copy of the hash that someone else kept before kickoff pins that down. It
            covers one pick, not the list: it cannot show that no other pick was held back. The close, the result and
            the CLV are not hashed; check them against public results and odds. And a matching hash says nothing about
            whether the pick was any good: the{" "}
            <Link href={routes.trackRecord} className="underline underline-offset-4">
              track record
            </Link>{" "}
            measures that.
          </p>
        </section>

        <section aria-labelledby="export-title" className="flex flex-col gap-3 text-sm">
          <h2 id="export-title" className="text-2xl font-semibold tracking-tight">
            The open record
          </h2>
          <p>
            Every settled published pick of the live record, with its lock, prices, close, result and CLV, is in{" "}
            <a href={`${EXPORT}?format=csv`} className="underline underline-offset-4">
              the CSV export
            </a>{" "}
            and{" "}
            <a href={`${EXPORT}?format=json`} className="underline underline-offset-4">
              the JSON export
            </a>{" "}
            (<code className="font-mono">?sport=</code>, <code className="font-mono">?from=</code> and{" "}
            <code className="font-mono">?to=</code> as YYYY-MM-DD narrow it). Backtests are not part of it; demo picks
            are marked in the <code className="font-mono">demo</code> column; pending picks join once they settle.
          </p>
          <p>
            The hash is the SHA-256 of the JSON text of an object with <code className="font-mono">lockedAt</code> then
            the hashed fields, in the order below, each the value of its column: recompute it from the JSON export. In
            the CSV a text cell starting with =, +, - or @ carries a leading apostrophe so spreadsheets do not run it;
            remove it before hashing.
          </p>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-xs" data-testid="export-columns">
              <caption className="sr-only">Columns of the open record export</caption>
              <thead>
                <tr className="border-b">
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Column
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Hashed as
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    Meaning
                  </th>
                </tr>
              </thead>
              <tbody>
                {EXPORT_COLUMNS.map((column) => (
                  <tr key={column.name} className="border-b align-top">
                    <td className="py-1.5 pr-3 font-mono">{column.name}</td>
                    <td className="py-1.5 pr-3 font-mono">{column.hashedAs ?? "—"}</td>
                    <td className="py-1.5">{column.description}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      </div>
    </div>
  );
}
