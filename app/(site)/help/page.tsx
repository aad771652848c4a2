import Link from "next/link";
import {
  BookOpenIcon,
  CreditCardIcon,
  HelpCircleIcon,
  MessageSquareIcon,
  RocketIcon,
  UserCogIcon,
  type LucideIcon,
} from "lucide-react";

import { PageHeader } from "@/components/layout/page-header";
import { Prose } from "@/components/layout/prose";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes, siteConfig } from "@/lib/site-config";

export const metadata = pageMetadata({
  title: "Help Centre",
  description: `Get started with ${siteConfig.name}: read a prediction card (confidence, American odds, edge, expected value), manage your subscription and your account.`,
  path: routes.help,
});

// A worked example for "Reading a prediction card". Only the inputs are chosen; every figure shown is
// computed from them, so the explanation and the arithmetic cannot disagree.
const EXAMPLE = { modelProbability: 0.55, pickOdds: 110, otherSideOdds: -130 } as const;

function americanToDecimal(odds: number): number {
  return odds > 0 ? 1 + odds / 100 : 1 + 100 / Math.abs(odds);
}

function formatAmerican(odds: number): string {
  return odds > 0 ? `+${odds}` : `${odds}`;
}

function formatSigned(value: number, digits = 1): string {
  const fixed = value.toFixed(digits);
  return value > 0 ? `+${fixed}` : fixed;
}

const example = (() => {
  const pickDecimal = americanToDecimal(EXAMPLE.pickOdds);
  const impliedPick = 1 / pickDecimal;
  const impliedOther = 1 / americanToDecimal(EXAMPLE.otherSideOdds);
  const overround = impliedPick + impliedOther;
  const noVig = impliedPick / overround;
  const edgePoints = (EXAMPLE.modelProbability - noVig) * 100;
  const expectedValue = EXAMPLE.modelProbability * pickDecimal - 1;
  return {
    pickOdds: formatAmerican(EXAMPLE.pickOdds),
    otherOdds: formatAmerican(EXAMPLE.otherSideOdds),
    otherStake: Math.abs(EXAMPLE.otherSideOdds),
    pickDecimal: pickDecimal.toFixed(2),
    pickReturn: Math.round(pickDecimal * 100),
    confidence: `${Math.round(EXAMPLE.modelProbability * 100)}%`,
    impliedPick: `${(impliedPick * 100).toFixed(1)}%`,
    impliedOther: `${(impliedOther * 100).toFixed(1)}%`,
    margin: `${((overround - 1) * 100).toFixed(1)}%`,
    noVig: `${(noVig * 100).toFixed(1)}%`,
    edge: `${formatSigned(edgePoints)} pts`,
    expectedValue: `${formatSigned(expectedValue * 100)}%`,
  };
})();

const TOPICS: { id: string; icon: LucideIcon; title: string; summary: string }[] = [
  { id: "getting-started", icon: RocketIcon, title: "Getting started", summary: "Browse, sign up and follow picks." },
  { id: "prediction-card", icon: BookOpenIcon, title: "Reading a prediction", summary: "Confidence, odds, edge and EV." },
  { id: "subscriptions", icon: CreditCardIcon, title: "Subscriptions", summary: "Plans, payment and cancelling." },
  { id: "account", icon: UserCogIcon, title: "Your account", summary: "Password, profile and deletion." },
];

export default function HelpPage() {
  const { policy, paymentProviders } = siteConfig;
  return (
    <div className="container w-full py-10 sm:py-14">
      <PageHeader
        title="Help Centre"
        description={`Everything you need to use ${siteConfig.name}, from your first visit to reading the numbers on a prediction.`}
        breadcrumbs={[{ name: "Help Centre", path: routes.help }]}
      />

      <nav aria-label="Help topics">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {TOPICS.map((topic) => (
            <li key={topic.id}>
              <a
                href={`#${topic.id}`}
                className="flex h-full items-start gap-3 rounded-xl border bg-card p-4 transition-colors hover:bg-accent"
              >
                <topic.icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-strong" />
                <span>
                  <span className="block font-medium">{topic.title}</span>
                  <span className="block text-sm text-muted-foreground">{topic.summary}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <Prose className="mt-12">
        <h2 id="getting-started">Getting started</h2>
        <ol>
          <li>
            <strong>Browse today&apos;s picks.</strong> The <Link href={routes.predictions}>predictions list</Link> is open
            to everyone. Filter by date, sport, league or market, and open a prediction for its full analysis.
          </li>
          <li>
            <strong>Create a free account.</strong> <Link href={routes.auth.signup}>Sign up</Link> with your name, email and
            a password to unlock more full predictions, favourites and your dashboard.
          </li>
          <li>
            <strong>Follow predictions.</strong> Follow the picks you care about; your{" "}
            <Link href={routes.user.dashboard}>dashboard</Link> then shows your win rate, streak and profit from them.
          </li>
          <li>
            <strong>Check the record.</strong> The <Link href={routes.trackRecord}>track record</Link> shows how every
            settled prediction turned out, by sport, market and month.
          </li>
        </ol>

        <h2 id="prediction-card">Reading a prediction</h2>
        <p>Each prediction card shows the same fields:</p>
        <ul>
          <li>
            <strong>Sport, league, teams and kickoff</strong> — kickoff is shown in your own time zone.
          </li>
          <li>
            <strong>Market and pick</strong> — the type of bet (for example match result, over/under or both teams to
            score) and the outcome the model favours.
          </li>
          <li>
            <strong>Confidence</strong> — the model&apos;s probability that the pick wins, from 0 to 100%.
          </li>
          <li>
            <strong>Odds</strong> — the bookmaker price when the prediction was published, in American format.
          </li>
          <li>
            <strong>Edge</strong> and <strong>expected value (EV)</strong> — how our probability compares with the
            market&apos;s, explained below.
          </li>
          <li>
            <strong>Status</strong> — Pending until the match ends, then WIN, LOSS or VOID (a postponed or cancelled
            match, or a push on a whole-number line).
          </li>
        </ul>

        <h3>American odds</h3>
        <p>
          Positive odds show the profit on a 100 stake: at <strong>{example.pickOdds}</strong> a 100 stake returns{" "}
          {example.pickReturn} in total. Negative odds show the stake needed to win 100: at{" "}
          <strong>{example.otherOdds}</strong> you stake {example.otherStake} to win 100. Each price implies a
          probability: {example.pickOdds} implies {example.impliedPick} and {example.otherOdds} implies{" "}
          {example.impliedOther}.
        </p>

        <h3>Edge and expected value: a worked example</h3>
        <p>
          Suppose the model gives a pick a <strong>{example.confidence}</strong> chance, the bookmaker offers{" "}
          <strong>{example.pickOdds}</strong> on it and <strong>{example.otherOdds}</strong> on the other side.
        </p>
        <ol>
          <li>
            The two implied probabilities add up to more than 100%; the extra {example.margin} is the bookmaker&apos;s
            margin (the &ldquo;vig&rdquo;).
          </li>
          <li>
            Scaling them back to 100% gives the market&apos;s fair, no-vig probability for the pick:{" "}
            <strong>{example.noVig}</strong>.
          </li>
          <li>
            <strong>Edge</strong> is our probability minus the market&apos;s: {example.confidence} − {example.noVig} ={" "}
            <strong>{example.edge}</strong>. A positive edge means the model rates the pick more likely than the market
            does.
          </li>
          <li>
            <strong>Expected value</strong> is the average return per unit staked at the offered price: {example.confidence}{" "}
            × {example.pickDecimal} − 1 = <strong>{example.expectedValue}</strong>. It is an average over many bets; any
            single bet still wins or loses.
          </li>
        </ol>

        <h2 id="subscriptions">Subscriptions</h2>
        <ul>
          <li>
            Compare plans and their current prices on the <Link href={routes.user.subscription}>Subscription page</Link>
            . The Free plan has no time limit; there is no trial of paid plans.
          </li>
          <li>
            Pay with {paymentProviders[0]} (naira), {paymentProviders[1]} (US dollars or naira) or {paymentProviders[2]}{" "}
            (cryptocurrency). The provider&apos;s page opens in a new tab; your plan activates as soon as the provider
            confirms the payment.
          </li>
          <li>
            Each payment buys {policy.subscriptionPeriodDays} days. Nothing renews automatically; renew from the same
            page whenever you like.
          </li>
          <li>Cancelling stops the plan at the end of the period you have paid for.</li>
        </ul>

        <h2 id="account">Your account</h2>
        <ul>
          <li>
            <strong>Forgot your password?</strong> Use the <Link href={routes.auth.forgotPassword}>reset link</Link> on the
            sign-in page; we email you a single-use link.
          </li>
          <li>
            <strong>Profile and password.</strong> Change your name, email and password in{" "}
            <Link href={routes.user.settings}>Settings</Link>. Changing your password signs out your other sessions.
          </li>
          <li>
            <strong>Delete your account.</strong> Email support from your account&apos;s address; deletion is completed
            within {policy.accountDeletionDays} days.
          </li>
          <li>
            <strong>Age verification.</strong> The Service is for adults only; read the{" "}
            <Link href={routes.ageVerification}>age verification policy</Link>.
          </li>
        </ul>
      </Prose>

      <section
        aria-labelledby="more-help"
        className="mt-12 grid gap-4 sm:grid-cols-2 lg:max-w-3xl"
      >
        <h2 id="more-help" className="sr-only">
          More help
        </h2>
        <Card className="gap-4">
          <CardHeader className="grid-cols-[auto_1fr] items-center gap-3">
            <HelpCircleIcon aria-hidden="true" className="size-5 text-brand-strong" />
            <CardTitle>Frequently asked questions</CardTitle>
          </CardHeader>
          <CardContent>
            <Button asChild variant="outline">
              <Link href={routes.faq}>Read the FAQ</Link>
            </Button>
          </CardContent>
        </Card>
        <Card className="gap-4">
          <CardHeader className="grid-cols-[auto_1fr] items-center gap-3">
            <MessageSquareIcon aria-hidden="true" className="size-5 text-brand-strong" />
            <CardTitle>Still stuck?</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col items-start gap-3">
            <p className="text-sm text-muted-foreground">We reply within {policy.supportResponseHours} hours.</p>
            <Button asChild variant="brand">
              <Link href={routes.contact}>Contact Support</Link>
            </Button>
          </CardContent>
        </Card>
      </section>
    </div>
  );
}
