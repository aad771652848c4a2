import type { ReactNode } from "react";

import { formatUsLongDate } from "@/lib/format/dates.rules";

import { PageHeader } from "./page-header";
import { Prose } from "./prose";

export interface LegalSection {
  /** Anchor id, kebab-case. */
  id: string;
  title: string;
  content: ReactNode;
}

/** A policy page body: numbered sections with an "On this page" list (sticky beside the text from lg). */
export function LegalDocument({ sections }: { sections: readonly LegalSection[] }) {
  return (
    <div className="grid gap-10 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-14">
      <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
        <p className="text-sm font-semibold text-foreground">On this page</p>
        <ol className="mt-3 space-y-2 border-l pl-4 text-sm text-muted-foreground">
          {sections.map((section, index) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="transition-colors hover:text-foreground">
                {index + 1}. {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <Prose>
        {sections.map((section, index) => (
          <section key={section.id} aria-labelledby={section.id}>
            <h2 id={section.id}>
              {index + 1}. {section.title}
            </h2>
            {section.content}
          </section>
        ))}
      </Prose>
    </div>
  );
}

export interface LegalPageProps {
  title: string;
  description: string;
  path: string;
  /** When the policy last changed, an ISO date ('YYYY-MM-DD'). */
  updated: string;
  sections: readonly LegalSection[];
}

/** A policy page: the "Legal" header with the policy's own breadcrumb and last-updated date, then the document. */
export function LegalPage({ title, description, path, updated, sections }: LegalPageProps) {
  return (
    <div className="container w-full py-10 sm:py-14">
      <PageHeader eyebrow="Legal" title={title} description={description} breadcrumbs={[{ name: title, path }]}>
        <p className="text-sm text-muted-foreground">
          Last updated: <time dateTime={updated}>{formatUsLongDate(updated)}</time>
        </p>
      </PageHeader>
      <LegalDocument sections={sections} />
    </div>
  );
}
