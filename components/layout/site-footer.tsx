import Link from "next/link";
import { cacheLife } from "next/cache";
import { CookieIcon, LifeBuoyIcon, MailIcon } from "lucide-react";

import { CookieSettingsButton } from "@/components/layout/cookie-settings-button";
import { LogoMark } from "@/components/layout/logo";
import { isExternal, poweredByNow } from "@/components/layout/powered-by";
import { SocialIcon } from "@/components/layout/social-icon";
import { HelpLinksList } from "@/components/play/help-links-list";
import { routes, SAFER_PLAY_PATH, siteConfig, supportMailto } from "@/lib/site-config";

// The copyright year is read once when the shell is prerendered (Cache Components forbids reading the
// clock during a prerender outside a cache) and kept for the longest cache profile.
async function copyrightYear(): Promise<number> {
  "use cache";
  cacheLife("max");
  return new Date().getUTCFullYear();
}

/** Site footer: product blurb, link columns, support and socials, powered-by list, 18+ note and copyright. */
export async function SiteFooter() {
  const year = await copyrightYear();
  const poweredBy = await poweredByNow();
  const { minimumAge, elevatedMinimumAge } = siteConfig.responsibleGaming;

  return (
    <footer className="mt-auto border-t bg-muted/30">
      <div className="container grid gap-10 py-12 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,2fr)] lg:gap-16">
        <div className="flex flex-col gap-5">
          <Link
            href="/"
            className={
              "inline-flex w-fit items-center gap-2.5 rounded-md outline-none focus-visible:ring-[3px] " +
              "focus-visible:ring-ring/50"
            }
          >
            <LogoMark />
            <span className="text-lg font-semibold tracking-tight">{siteConfig.name}</span>
          </Link>
          <p className="max-w-sm text-sm leading-relaxed text-muted-foreground">{siteConfig.description}</p>

          <dl className="grid gap-2 text-sm">
            <div className="flex items-center gap-2">
              <dt>
                <MailIcon className="size-4 text-muted-foreground" aria-hidden="true" />
                <span className="sr-only">Support e-mail</span>
              </dt>
              <dd>
                <a
                  href={supportMailto()}
                  className={
                    "rounded-sm underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] " +
                    "focus-visible:ring-ring/50"
                  }
                >
                  {siteConfig.contact.email}
                </a>
              </dd>
            </div>
            <div className="flex items-center gap-2 text-muted-foreground">
              <dt>
                <LifeBuoyIcon className="size-4" aria-hidden="true" />
                <span className="sr-only">Support hours</span>
              </dt>
              <dd>
                {siteConfig.contact.availability}; replies within {siteConfig.policy.supportResponseHours} hours
              </dd>
            </div>
          </dl>

          <ul className="flex flex-wrap gap-2" aria-label={`${siteConfig.name} on social media`}>
            {siteConfig.social.map((social) => (
              <li key={social.id}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${social.label} (${social.handle}, opens in a new tab)`}
                  title={social.label}
                  className={
                    "inline-flex size-9 items-center justify-center rounded-md border bg-background " +
                    "text-muted-foreground transition-colors outline-none hover:border-foreground/20 " +
                    "hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  }
                >
                  <SocialIcon id={social.id} />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {siteConfig.nav.footer.map((column) => (
            <div key={column.title}>
              <h2 className="text-xs font-semibold tracking-wider text-foreground uppercase">{column.title}</h2>
              <ul className="mt-3 grid gap-2.5 text-sm">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <Link
                      href={link.href}
                      className={
                        "rounded-sm text-muted-foreground transition-colors outline-none " +
                        "hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
                      }
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>

      <div className="border-t">
        <div className="container flex flex-col gap-3 py-6 text-xs text-muted-foreground">
          <div className="flex flex-wrap items-baseline gap-x-1.5 gap-y-1">
            <span className="font-medium text-foreground">Powered by</span>
            <ul className="contents">
              {poweredBy.map((item, index) => (
                <li key={item.name} className="inline">
                  <a
                    href={item.href}
                    {...(isExternal(item) ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                    title={item.role}
                    className={
                      "inline-block rounded-sm py-1 underline-offset-4 outline-none hover:text-foreground " +
                      "hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                    }
                  >
                    {item.name}
                  </a>
                  {index < poweredBy.length - 1 && <span aria-hidden="true"> · </span>}
                </li>
              ))}
            </ul>
          </div>

          <p className="flex items-start gap-2 leading-relaxed">
            <span
              aria-hidden="true"
              className={
                "mt-px inline-flex h-5 shrink-0 items-center rounded border border-foreground/25 px-1.5 " +
                "text-[10px] font-bold text-foreground"
              }
            >
              {minimumAge}+
            </span>
            <span>
              For adults only ({minimumAge}+, {elevatedMinimumAge}+ where local law requires). {siteConfig.name}{" "}
              publishes statistical predictions and is not a gambling operator; no outcome is guaranteed. If betting
              stops being fun, get help: see our{" "}
              <Link
                href={routes.ageVerification}
                className={
                  "rounded-sm underline underline-offset-4 outline-none hover:text-foreground " +
                  "focus-visible:ring-[3px] focus-visible:ring-ring/50"
                }
              >
                age and responsible-gaming policy
              </Link>
              .
            </span>
          </p>

          <div className="flex flex-col gap-1.5 sm:flex-row sm:items-baseline sm:gap-3" aria-label="Gambling help">
            <Link href={SAFER_PLAY_PATH} className="shrink-0 font-medium text-foreground hover:underline">
              Gambling help and safer play:
            </Link>
            <HelpLinksList compact />
          </div>

          <div className="flex flex-col gap-3 border-t pt-4 sm:flex-row sm:items-center sm:justify-between">
            <p>
              © {year} {siteConfig.name}. All rights reserved.
            </p>
            <CookieSettingsButton>
              <CookieIcon className="size-3.5" aria-hidden="true" />
              Cookie settings
            </CookieSettingsButton>
          </div>
        </div>
      </div>
    </footer>
  );
}
