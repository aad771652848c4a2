import Link from "next/link";
import { ArrowRightIcon, ClockIcon, MailIcon, MapPinIcon, PhoneIcon, type LucideIcon } from "lucide-react";

import { PageHeader } from "@/components/layout/page-header";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Separator } from "@/components/ui/separator";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes, siteConfig, supportMailto } from "@/lib/site-config";

import { ContactForm } from "./_components/contact-form";

export const metadata = pageMetadata({
  title: "Contact",
  description:
    `Contact ${siteConfig.name} support about your account, billing, predictions or partnerships. ` +
    `Messages go to our support inbox and we answer by e-mail.`,
  path: routes.contact,
});

export default function ContactPage() {
  const { contact, social } = siteConfig;
  const details: { icon: LucideIcon; label: string; value: string; href?: string }[] = [
    { icon: MailIcon, label: "Email", value: contact.email, href: supportMailto() },
    { icon: PhoneIcon, label: "Phone", value: contact.phone, href: contact.phoneHref },
    { icon: MapPinIcon, label: "Location", value: contact.location },
    {
      icon: ClockIcon,
      label: "Support",
      // Only what the product does: the message is stored for the support inbox (whether the team's e-mail
      // went out is said after sending); no reply time is promised because nothing measures or enforces one.
      value: `${contact.availability}; each one goes to our support inbox, which the team reads`,
    },
  ];

  return (
    <div className="container w-full py-10 sm:py-14">
      <PageHeader
        title="Contact Us"
        description={
          "Questions about your account, a payment or a prediction? Send us a message: it goes to our " +
          "support inbox, and a person answers it by e-mail."
        }
        breadcrumbs={[{ name: "Contact", path: routes.contact }]}
      />

      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Card>
          <CardHeader>
            <CardTitle className="text-xl">
              <h2>Send a message</h2>
            </CardTitle>
            <CardDescription>All fields are required.</CardDescription>
          </CardHeader>
          <CardContent>
            <ContactForm />
          </CardContent>
        </Card>

        <aside aria-label="Contact information" className="flex flex-col gap-6">
          <Card>
            <CardHeader>
              <CardTitle className="text-lg">
                <h2>Get in touch</h2>
              </CardTitle>
            </CardHeader>
            <CardContent>
              {/* A list, not a dl: each entry's icon sits beside its label and value; a dl's groups cannot. */}
              <ul className="flex flex-col gap-5">
                {details.map((item) => (
                  <li key={item.label} className="flex gap-3">
                    <span
                      className={
                        "flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand/10 " + "text-brand-strong"
                      }
                    >
                      <item.icon aria-hidden="true" className="size-4" />
                    </span>
                    <div className="min-w-0">
                      <p className="text-sm font-medium">{item.label}</p>
                      <p className="text-sm break-words text-muted-foreground">
                        {item.href ? (
                          <a href={item.href} className="hover:text-foreground hover:underline">
                            {item.value}
                          </a>
                        ) : (
                          item.value
                        )}
                      </p>
                    </div>
                  </li>
                ))}
              </ul>
              <Separator className="my-6" />
              <h3 className="text-sm font-medium">Follow us</h3>
              <ul className="mt-3 flex flex-col gap-2 text-sm">
                {social.map((link) => (
                  <li key={link.id}>
                    <a
                      href={link.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="flex justify-between gap-3 text-muted-foreground hover:text-foreground"
                    >
                      <span className="font-medium text-foreground">{link.label}</span>
                      <span className="truncate">{link.handle}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>

          <Card className="gap-3 bg-muted/40">
            <CardHeader>
              <CardTitle className="text-lg">
                <h2>Looking for a quick answer?</h2>
              </CardTitle>
              <CardDescription>
                Plans, payments, reading a prediction and account security are covered in the FAQ.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <Link
                href={routes.faq}
                className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-strong hover:underline"
              >
                Read the FAQ
                <ArrowRightIcon aria-hidden="true" className="size-4" />
              </Link>
            </CardContent>
          </Card>
        </aside>
      </div>
    </div>
  );
}
