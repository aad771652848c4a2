// The admin console's one view of job runs: a partial run's error reads as a warning, a failed one's as an
// error, an empty list says so, and a run the page can open is a toggle button.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { JobRunList, type JobRunRow } from "@/components/admin/job-run-list";

const run = (status: string, error: string | null): JobRunRow => ({
  id: status,
  name: "pipeline",
  status,
  statusVariant: "outline",
  facts: ["manual"],
  error,
});

describe("JobRunList", () => {
  it("says so when there are no runs", () => {
    const html = renderToStaticMarkup(
      <JobRunList runs={[]} label="Job runs" itemTestId="job-run" empty="No job runs yet" />,
    );
    expect(html).toBe('<p class="text-sm text-muted-foreground">No job runs yet</p>');
  });

  it("marks a partial run's error apart from a failed one's", () => {
    const html = renderToStaticMarkup(
      <JobRunList
        runs={[run("partial", "espn: 1 of 2 calls failed"), run("failed", "Every provider call failed")]}
        label="Job runs"
        itemTestId="job-run"
        errorTestId="job-run-error"
        empty="none"
      />,
    );
    expect(html).toContain('aria-label="Job runs"');
    expect(html).toMatch(/text-amber-700[^"]*">espn: 1 of 2 calls failed</);
    expect(html).toMatch(/text-destructive">Every provider call failed</);
    expect(html).not.toContain("<button");
  });

  it("makes a run the page can open a toggle, with its content under it", () => {
    const html = renderToStaticMarkup(
      <JobRunList
        runs={[run("succeeded", null)]}
        label="Job runs"
        itemTestId="job-run"
        empty="none"
        openId="succeeded"
        onToggle={() => {}}
        renderOpen={(id) => <p>log of {id}</p>}
      />,
    );
    expect(html).toContain('aria-expanded="true"');
    expect(html).toMatch(/<\/button><p>log of (<!-- -->)?succeeded<\/p><\/li>/);
  });
});
