import Link from "next/link";
import { ExternalLinkIcon, ShieldAlertIcon } from "lucide-react";

import { PageHeader } from "@/components/layout/page-header";
import { Prose } from "@/components/layout/prose";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { pageMetadata } from "@/lib/seo/metadata";
import { HELP_LINKS } from "@/lib/play/help-links.rules";
import { routes, siteConfig, supportMailto } from "@/lib/site-config";

const { minimumAge, elevatedMinimumAge } = siteConfig.responsibleGaming;

export const metadata = pageMetadata({
  title: "Age Verification & Responsible Gaming",
  description:
    `${siteConfig.name} is for adults only: ${minimumAge}+, or ${elevatedMinimumAge}+ where local law ` +
    `requires. How we verify age, and where to find free help with gambling.`,
  path: routes.ageVerification,
});

export default function AgeVerificationPage() {
  const { name, policy } = siteConfig;
  return (
    <div className="container w-full py-10 sm:py-14">
      <PageHeader
        eyebrow="Legal"
        title="Age Verification"
        description={
          `${name} is for adults only. Here is who may use it, how we check, and where to get help if ` +
          `betting stops being fun.`
        }
        breadcrumbs={[{ name: "Age Verification", path: routes.ageVerification }]}
      />

      <Alert className="max-w-3xl">
        <ShieldAlertIcon aria-hidden="true" />
        <AlertTitle>
          {minimumAge}+ only ({elevatedMinimumAge}+ where required)
        </AlertTitle>
        <AlertDescription>
          You must be at least {minimumAge} years old to use {name}, or {elevatedMinimumAge} where the law of the place
          you live sets a higher age for betting-related services.
        </AlertDescription>
      </Alert>

      <Prose className="mt-10">
        <h2 id="minimum-age">Minimum age</h2>
        <p>
          {name} publishes predictions about sporting events that people bet on, so we treat it like a betting-related
          service even though we are not a gambling operator and do not take bets. By creating an account you confirm
          that you meet the minimum age where you live. Some places set the age at {elevatedMinimumAge} or restrict
          betting altogether; it is your responsibility to follow the law that applies to you.
        </p>

        <h2 id="how-we-verify">How we verify age</h2>
        <p>
          We may ask you to prove your age at sign-up, before a paid plan is activated, or at any time we have reason to
          doubt it. A check can include:
        </p>
        <ul>
          <li>a photo of a government-issued identity document showing your date of birth; and</li>
          <li>a liveness check — a short selfie or video — to confirm the document belongs to the person using it.</li>
        </ul>
        <p>
          Checks may be carried out by a specialist verification provider. We keep the result of the check and only the
          data needed to show that it was done, as our <Link href={routes.privacy}>Privacy Policy</Link> describes.
          Until a requested check is complete we may limit or suspend the account. If we find that an account belongs to
          someone under age, we close it, refund any active subscription and delete the data.
        </p>

        <h2 id="responsible-gaming">Responsible gaming</h2>
        <p>Predictions are probabilities, not certainties. If you bet:</p>
        <ul>
          <li>set a budget and a time limit before you start, and stick to them;</li>
          <li>only stake money you can afford to lose — never money for rent, bills or debts;</li>
          <li>never chase losses or bet to escape problems, stress or boredom;</li>
          <li>take regular breaks, and don&apos;t bet after drinking; and</li>
          <li>use the deposit limits, time-outs and self-exclusion tools your bookmaker and country offer.</li>
        </ul>
        <p>
          Warning signs include betting more than you planned, hiding it from people close to you, borrowing to bet, or
          feeling anxious when you are not betting. If any of these sound familiar, talk to someone — it helps.
        </p>
        <p>
          You can ask us to pause or close your {name} account at any time, with no questions asked: email{" "}
          <a href={supportMailto("Pause or close my account")}>{siteConfig.contact.email}</a>. We reply within{" "}
          {policy.supportResponseHours} hours.
        </p>
      </Prose>

      <section aria-labelledby="get-help" className="mt-12 max-w-5xl">
        <h2 id="get-help" className="text-2xl font-semibold tracking-tight">
          Free, confidential help
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {HELP_LINKS.map((resource) => (
            <li key={resource.url}>
              <Card className="h-full gap-2">
                <CardHeader>
                  <CardTitle className="text-base">
                    <a
                      href={resource.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex items-center gap-1.5 hover:underline"
                    >
                      {resource.name}
                      <ExternalLinkIcon aria-hidden="true" className="size-3.5 text-muted-foreground" />
                      <span className="sr-only">(opens in a new tab)</span>
                    </a>
                  </CardTitle>
                  <CardDescription>
                    {resource.description}
                    {resource.phone ? `. Call ${resource.phone}.` : "."}
                  </CardDescription>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-sm text-muted-foreground">
          If you or someone you know is in immediate danger, contact your local emergency services.
        </p>
      </section>
    </div>
  );
}
