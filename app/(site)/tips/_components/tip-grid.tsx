"use client";

import { TipCard } from "@/components/tips/tip-card";
import type { TipView } from "@/lib/cache/browse-readers";

/** The tip cards. Loaded by TipsBrowser after the first paint. */
export function TipGrid({ tips }: { tips: TipView[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {tips.map((tip) => (
        <li key={tip.id}>
          <TipCard tip={tip} />
        </li>
      ))}
    </ul>
  );
}
