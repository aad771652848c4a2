// The live record before anything has settled (a database without the demo world, or real providers on their
// first day): it says so with the pending count instead of showing empty figures, and points at the picks.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { EmptyRecord } from "@/components/track-record/empty-record";
import { routes } from "@/lib/site-config";

describe("EmptyRecord", () => {
  it("says nothing has settled yet, with the pending count, and links to the pending picks", () => {
    const html = renderToStaticMarkup(<EmptyRecord pending={1234} />);
    expect(html).toContain('data-testid="track-record-empty"');
    expect(html).toContain("No settled predictions yet — 1,234 pending");
    expect(html).toContain(`href="${routes.predictions}"`);
    expect(html).toContain("See the pending predictions");
  });
});
