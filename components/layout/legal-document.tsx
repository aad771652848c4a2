import type { ReactNode } from "react";

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
