import Link from "next/link";

import { siteConfig } from "@/lib/site-config";
import { cn } from "@/lib/utils";

/** The EdgeCast mark: a rising signal line on a brand tile. Decorative; pair it with the visible name. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={cn("size-8 shrink-0", className)}>
      <rect width="32" height="32" rx="8" className="fill-brand" />
      <path
        d="M7 21.5 12.5 15l4 3.5L25 9.5"
        fill="none"
        strokeWidth="2.75"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="stroke-brand-foreground"
      />
      <circle cx="25" cy="9.5" r="2.25" className="fill-brand-foreground" />
      <path d="M7 25h18" strokeWidth="1.5" strokeLinecap="round" className="stroke-brand-foreground/45" />
    </svg>
  );
}

/** Logo and product name linking home. `compactOnTablet` hides the visible name between md and lg, where the desktop
 * nav needs the room. */
export function Logo({
  className,
  showName = true,
  compactOnTablet = false,
}: {
  className?: string;
  showName?: boolean;
  compactOnTablet?: boolean;
}) {
  return (
    <Link
      href="/"
      className={cn(
        "group inline-flex items-center gap-2.5 rounded-md outline-none focus-visible:ring-[3px] " +
          "focus-visible:ring-ring/50",
        className,
      )}
    >
      <LogoMark className="transition-transform duration-200 group-hover:-rotate-3" />
      {showName ? (
        <span className={cn("text-lg font-semibold tracking-tight", compactOnTablet && "md:max-lg:sr-only")}>
          {siteConfig.name}
        </span>
      ) : (
        <span className="sr-only">{siteConfig.name}</span>
      )}
      {showName && <span className="sr-only">, home</span>}
    </Link>
  );
}
