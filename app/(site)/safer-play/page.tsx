import Link from "next/link";
import { LifeBuoyIcon } from "lucide-react";

import { PageHeader } from "@/components/layout/page-header";
import { Prose } from "@/components/layout/prose";
import { HelpLinksList } from "@/components/play/help-links-list";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { REALITY_CHECK_CHOICES, SELF_EXCLUSION_PERIODS, TIMEOUT_PERIODS } from "@/lib/play/play-limits.rules";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes, SAFER_PLAY_PATH, siteConfig } from "@/lib/site-config";

export const metadata = pageMetadata({
  title: "Safer Play",
  description:
    `The tools ${siteConfig.name} gives you to stay in control: a weekly stake budget, reality checks, ` +
    `time-outs, self-exclusion, and where to find free, confidential help with gambling.`,
  path: SAFER_PLAY_PATH,
});

const list = (labels: readonly string[]) =>
  labels.length > 1 ? `${labels.slice(0, -1).join(", ")} or ${labels.at(-1)}` : (labels[0] ?? "");
const TIMEOUTS = list(Object.values(TIMEOUT_PERIODS).map((period) => period.label));
const EXCLUSIONS = list(Object.values(SELF_EXCLUSION_PERIODS).map((period) => period.label));
const INTERVALS = list(REALITY_CHECK_CHOICES.map(String));

const settingsLink = `${routes.user.settings}?tab=safer-play`;

/** /safer-play: the site's own limits explained, and where to get help. Static: the same page for everyone. */
export default function SaferPlayPage() {
  const { name } = siteConfig;
  return (
    <div className="container w-full py-10 sm:py-14">
      <PageHeader
        title="Safer play"
        description={
          `${name} publishes predictions, not bets, but the picks are about betting. These tools help you keep it ` +
          `fun, and the links below lead to free, confidential help.`
        }
        breadcrumbs={[{ name: "Safer play", path: SAFER_PLAY_PATH }]}
      />

      <Alert className="max-w-3xl">
        <LifeBuoyIcon aria-hidden="true" />
        <AlertTitle>Need to talk to someone now?</AlertTitle>
        <AlertDescription>
          In the UK call the National Gambling Helpline on 0808 8020 133; in the US call 1-800-GAMBLER. Both are free
          and open day and night. Elsewhere, Gambling Therapy offers support online.
        </AlertDescription>
      </Alert>

      <Prose className="mt-10">
        <h2 id="tools">Your tools on {name}</h2>
        <p>
          Signed-in members set each of these in <Link href={settingsLink}>Settings → Safer play</Link>.
        </p>
        <h3 id="budget">Weekly stake budget</h3>
        <p>
          Set the most you mean to stake in a week (Monday to Sunday, in your time zone). The bet tracker adds up the
          stakes of the bets you log and warns you at 80 % and again at 100 % of the budget. You can change or clear it
          at any time.
        </p>
        <h3 id="reality-checks">Reality checks</h3>
        <p>
          Choose a reminder every {INTERVALS} minutes. While you are signed in, {name} tells you how long you have been
          on the site, and offers a break (a time-out) or to carry on.
        </p>
        <h3 id="time-out">Time-out</h3>
        <p>
          Take a break of {TIMEOUTS}. While it runs you get no alerts, no marketing e-mail, no stake suggestions, and no
          plan renewals or payments; you can still sign in to read your account and your bets. A time-out can be
          extended, but not shortened or ended early.
        </p>
        <h3 id="self-exclusion">Self-exclusion</h3>
        <p>
          For a longer break, exclude yourself for {EXCLUSIONS}. It silences the same things as a time-out and cannot be
          shortened or lifted early, even if you ask us to; you may lengthen it. We ask you to confirm before it starts.
          To exclude yourself from every licensed gambling site in the UK at once, use GamStop; blocking software such
          as Gamban or BetBlocker keeps gambling sites and apps off your devices.
        </p>

        <h2 id="help">Free help with gambling</h2>
      </Prose>
      <HelpLinksList className="mt-4 max-w-3xl" />
    </div>
  );
}
