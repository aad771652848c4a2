import { ChevronDownIcon } from "lucide-react";

import { isActivePath, legalLinks, moreLinks, primaryLinks } from "@/components/layout/nav-links";

const grouped = [...primaryLinks.filter((link) => link.wideOnly), ...moreLinks, ...legalLinks];

/** The More trigger's look, shared by the deferred placeholder and the Radix menu; bold when a page inside is active.
 */
export function moreMenuTriggerClass(activePath: string | null): string {
  // One colour class or the other, so no merge is needed (this runs in the root layout's bundle).
  const colour = grouped.some((link) => isActivePath(link.href, activePath))
    ? "text-foreground"
    : "text-muted-foreground";
  return (
    `inline-flex h-9 items-center gap-1 rounded-md px-2.5 text-sm font-medium ${colour} transition-colors ` +
    `outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 ` +
    `data-[state=open]:text-foreground`
  );
}

export function MoreMenuTriggerContent() {
  return (
    <>
      More
      <ChevronDownIcon
        className="size-3.5 transition-transform duration-200 in-data-[state=open]:rotate-180"
        aria-hidden="true"
      />
    </>
  );
}
