import { ChevronDownIcon } from "lucide-react";

import { isActivePath, legalLinks, moreLinks, primaryLinks } from "@/components/layout/nav-links";
import { cn } from "@/lib/utils";

const grouped = [...primaryLinks.filter((link) => link.wideOnly), ...moreLinks, ...legalLinks];

/** The More trigger's look, shared by the deferred placeholder and the Radix menu; bold when a page inside is active. */
export function moreMenuTriggerClass(activePath: string | null): string {
  return cn(
    "inline-flex h-9 items-center gap-1 rounded-md px-2.5 text-sm font-medium text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[state=open]:text-foreground",
    grouped.some((link) => isActivePath(link.href, activePath)) && "text-foreground",
  );
}

export function MoreMenuTriggerContent() {
  return (
    <>
      More
      <ChevronDownIcon className="size-3.5 transition-transform duration-200 in-data-[state=open]:rotate-180" aria-hidden="true" />
    </>
  );
}
