import Link from "next/link";
import { ChevronDownIcon, MailIcon, MessageSquareIcon } from "lucide-react";

import { PageHeader } from "@/components/layout/page-header";
import { JsonLdScript } from "@/components/seo/json-ld-script";
import { buttonVariants } from "@/components/ui/button-variants";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes, siteConfig, supportMailto } from "@/lib/site-config";

import { FAQ_GROUPS, SUPPORT_REPLY_TEXT } from "./faq-content";

export const metadata = pageMetadata({
  title: "FAQ",
  description:
    `Answers about ${siteConfig.name}: accounts and plans, how to read the fair probability, the price ` +
    `and EV, security and privacy, and responsible gaming.`,
  path: routes.faq,
});

const faqPageJsonLd = {
  "@context": "https://schema.org",
  "@type": "FAQPage",
  mainEntity: FAQ_GROUPS.flatMap((group) =>
    group.entries.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer },
    })),
  ),
};

export default function FaqPage() {
  return (
    <div className="container w-full py-10 sm:py-14">
      <PageHeader
        title="Frequently Asked Questions"
        description={`Quick answers about ${siteConfig.name}, your account and how our predictions work.`}
        breadcrumbs={[{ name: "FAQ", path: routes.faq }]}
      />
      <JsonLdScript data={faqPageJsonLd} />

      <div className="grid gap-10 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-14">
        <nav aria-label="FAQ topics" className="lg:sticky lg:top-24 lg:self-start">
          <p className="text-sm font-semibold">Topics</p>
          <ul
            className={
              "mt-3 flex flex-wrap gap-2 text-sm text-muted-foreground lg:flex-col lg:gap-2 lg:border-l " + "lg:pl-4"
            }
          >
            {FAQ_GROUPS.map((group) => (
              <li key={group.id}>
                <a
                  href={`#${group.id}`}
                  className={
                    "inline-block rounded-full border px-3 py-1 transition-colors hover:text-foreground " +
                    "lg:rounded-none lg:border-0 lg:p-0"
                  }
                >
                  {group.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex max-w-3xl flex-col gap-10">
          {FAQ_GROUPS.map((group) => (
            <section key={group.id} aria-labelledby={group.id}>
              <h2 id={group.id} className="text-xl font-semibold tracking-tight">
                {group.title}
              </h2>
              {/* Native disclosure: no script, and `name` keeps one answer of a topic open at a time. */}
              <div className="mt-3 rounded-xl border px-4 sm:px-6">
                {group.entries.map((entry) => (
                  <details key={entry.question} name={`faq-${group.id}`} className="group border-b last:border-b-0">
                    <summary
                      className={
                        "flex cursor-pointer list-none items-start justify-between gap-4 rounded-md py-4 text-left " +
                        "text-base font-medium outline-none hover:underline focus-visible:ring-[3px] " +
                        "focus-visible:ring-ring/50 [&::-webkit-details-marker]:hidden"
                      }
                    >
                      {entry.question}
                      <ChevronDownIcon
                        aria-hidden="true"
                        className={
                          "pointer-events-none size-4 shrink-0 translate-y-1 text-muted-foreground " +
                          "transition-transform duration-200 group-open:rotate-180"
                        }
                      />
                    </summary>
                    <p className="pb-4 text-base leading-7 text-muted-foreground">{entry.answer}</p>
                  </details>
                ))}
              </div>
            </section>
          ))}

          <section
            aria-labelledby="still-need-help"
            className="flex flex-col gap-5 rounded-2xl border bg-muted/40 p-6 sm:p-8"
          >
            <div>
              <h2 id="still-need-help" className="text-xl font-semibold tracking-tight">
                Still have questions?
              </h2>
              <p className="mt-2 text-muted-foreground">
                Our support team is happy to help. {SUPPORT_REPLY_TEXT} You can also browse the{" "}
                <Link href={routes.help} className="font-medium text-brand-strong underline underline-offset-4">
                  Help Centre
                </Link>
                .
              </p>
            </div>
            <div className="flex flex-wrap gap-3">
              {/* Links styled as buttons with the class list, not <Button asChild>: its Slot ships as browser code. */}
              <Link href={routes.contact} className={buttonVariants({ variant: "brand" })}>
                <MessageSquareIcon aria-hidden="true" />
                Contact Support
              </Link>
              <a
                href={supportMailto(`Question about ${siteConfig.name}`)}
                className={buttonVariants({ variant: "outline" })}
              >
                <MailIcon aria-hidden="true" />
                {siteConfig.contact.email}
              </a>
            </div>
          </section>
        </div>
      </div>
    </div>
  );
}
