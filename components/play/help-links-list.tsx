import { clsx } from "clsx";

import { HELP_LINKS } from "@/lib/play/help-links.rules";

/**
 * Where to get help with gambling (lib/play/help-links.rules.ts): each helpline or tool as an outside link, with its
 * phone number when it has one. No client JS: the footer renders it on every page.
 */
export function HelpLinksList({ compact = false, className }: { compact?: boolean; className?: string }) {
  return (
    <ul className={clsx(compact ? "flex flex-wrap gap-x-3 gap-y-1" : "grid gap-3", className)} data-testid="help-links">
      {HELP_LINKS.map((link) => (
        <li key={link.url} className={compact ? "inline" : undefined}>
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            className={
              "rounded-sm underline underline-offset-4 outline-none hover:text-foreground " +
              "focus-visible:ring-[3px] focus-visible:ring-ring/50"
            }
          >
            {link.name}
          </a>
          {link.phone ? (
            <>
              {" "}
              <a href={`tel:${link.phone.replace(/[^0-9+]/g, "")}`} className="whitespace-nowrap">
                {link.phone}
              </a>
            </>
          ) : null}
          {compact ? null : <span className="block text-sm text-muted-foreground">{link.description}</span>}
        </li>
      ))}
    </ul>
  );
}
