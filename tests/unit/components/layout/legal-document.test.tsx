// The privacy and terms pages share one shell (LegalPage): it must render exactly what each wrote by hand
// before — the "Legal" header, the policy's own breadcrumb, the last-updated date, then the document.
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { LegalDocument, LegalPage } from "@/components/layout/legal-document";
import { PageHeader } from "@/components/layout/page-header";
import { formatUsLongDate } from "@/lib/format/dates.rules";
import { routes } from "@/lib/site-config";

const SECTIONS = [
  { id: "one", title: "One", content: <p>first</p> },
  { id: "two", title: "Two", content: <p>second</p> },
];

describe("LegalPage", () => {
  it("renders the header, date and document as the policy pages did by hand", () => {
    const updated = "2026-01-15";
    const shared = renderToString(
      <LegalPage
        title="Terms of Service"
        description="The rules."
        path={routes.terms}
        updated={updated}
        sections={SECTIONS}
      />,
    );
    const byHand = renderToString(
      <div className="container w-full py-10 sm:py-14">
        <PageHeader
          eyebrow="Legal"
          title="Terms of Service"
          description="The rules."
          breadcrumbs={[{ name: "Terms of Service", path: routes.terms }]}
        >
          <p className="text-sm text-muted-foreground">
            Last updated: <time dateTime={updated}>{formatUsLongDate(updated)}</time>
          </p>
        </PageHeader>
        <LegalDocument sections={SECTIONS} />
      </div>,
    );
    expect(shared).toBe(byHand);
    expect(shared).toContain(`dateTime="${updated}"`);
  });
});
