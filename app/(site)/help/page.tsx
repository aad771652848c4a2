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
import { DEFAULT_ODDS_FORMAT, formatOdds } from "@/lib/format/odds.rules";
import { formatPickEv, formatProbability } from "@/lib/format/predictions.rules";
import { DEFINITIONS, fairPrice, PICK_KIND_LABELS, pickKind } from "@/lib/format/prediction-display.rules";
import { pageMetadata } from "@/lib/seo/metadata";
import { EARNINGS_RULES, routes, siteConfig, TRIAL_DAYS } from "@/lib/site-config";

export const metadata = pageMetadata({
  title: "Help Centre",
  description:
    `Get started with ${siteConfig.name}: read a pick (its fair probability and what it is made of, the ` +
    `best price in your odds format, EV), manage your subscription and your account.`,
  path: routes.help,
});

// A worked example for "Reading a prediction". Only the inputs are chosen; every figure shown is computed
// from them, and written by lib/format, so the explanation, the arithmetic and the cards cannot disagree.
// The example removes the margin by simple scaling, which the text says; the site's consensus uses the
// power method (docs/decisions.md), which takes a little more off long shots.
const EXAMPLE = { pickPrice: 2.0, otherPrice: 1.8, bestPrice: 2.2 } as const;

const example = (() => {
  const impliedPick = 1 / EXAMPLE.pickPrice;
  const impliedOther = 1 / EXAMPLE.otherPrice;
  const overround = impliedPick + impliedOther;
  const fair = impliedPick / overround;
  const expectedValue = fair * EXAMPLE.bestPrice - 1;
  return {
    pickPrice: formatOdds(EXAMPLE.pickPrice, DEFAULT_ODDS_FORMAT),
    otherPrice: formatOdds(EXAMPLE.otherPrice, DEFAULT_ODDS_FORMAT),
    bestPrice: formatOdds(EXAMPLE.bestPrice, DEFAULT_ODDS_FORMAT),
    bestAmerican: formatOdds(EXAMPLE.bestPrice, "american"),
    bestFractional: formatOdds(EXAMPLE.bestPrice, "fractional"),
    impliedPick: formatProbability(impliedPick),
    impliedOther: formatProbability(impliedOther),
    margin: formatProbability(overround - 1),
    fair: formatProbability(fair),
    fairOdds: formatOdds(fairPrice(fair), DEFAULT_ODDS_FORMAT),
    expectedValue: formatPickEv(expectedValue),
    kind: PICK_KIND_LABELS[pickKind({ isValue: false, expectedValue })].toLowerCase(),
  };
})();

const TOPICS: { id: string; icon: LucideIcon; title: string; summary: string }[] = [
  { id: "getting-started", icon: RocketIcon, title: "Getting started", summary: "Browse, sign up and follow picks." },
  { id: "prediction-card", icon: BookOpenIcon, title: "Reading a prediction", summary: "Probability, price and EV." },
  { id: "subscriptions", icon: CreditCardIcon, title: "Subscriptions", summary: "Plans, payment and cancelling." },
  { id: "account", icon: UserCogIcon, title: "Your account", summary: "Password, profile and deletion." },
];

export default function HelpPage() {
  const { policy, paymentProviders } = siteConfig;
  return (
    <div className="container w-full py-10 sm:py-14">
      <PageHeader
        title="Help Centre"
        description={
          `Everything you need to use ${siteConfig.name}, from your first visit to reading the numbers ` +
          `on a prediction.`
        }
        breadcrumbs={[{ name: "Help Centre", path: routes.help }]}
      />

      <nav aria-label="Help topics">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {TOPICS.map((topic) => (
            <li key={topic.id}>
              <a
                href={`#${topic.id}`}
                className={
                  "flex h-full items-start gap-3 rounded-xl border bg-card p-4 transition-colors " + "hover:bg-accent"
                }
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
            <strong>Browse today&apos;s picks.</strong> The <Link href={routes.predictions}>predictions list</Link> is
            open to everyone. Filter by date, sport, league or market, and open a prediction for its full analysis.
          </li>
          <li>
            <strong>Create a free account.</strong> <Link href={routes.auth.signup}>Sign up</Link> with your name, email
            and a password to unlock more full predictions, favourites and your dashboard.
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
        <p>
          Each prediction card shows the same fields; the <Link href={routes.predictions}>predictions page</Link> has
          the full legend.
        </p>
        <ul>
          <li>
            <strong>Sport, league, teams and kickoff</strong> — kickoff is shown in your own time zone.
          </li>
          <li>
            <strong>Market and pick</strong> — the type of bet and the outcome, labelled {PICK_KIND_LABELS.value},{" "}
            {PICK_KIND_LABELS.pick} or {PICK_KIND_LABELS.forecast}. A {PICK_KIND_LABELS.forecast.toLowerCase()}:{" "}
            {DEFINITIONS.forecast}
          </li>
          <li>
            <strong>Probability</strong> — {DEFINITIONS.probability} Each card says what its probability is made of.
          </li>
          <li>
            <strong>Price</strong> — {DEFINITIONS.price} In decimal odds unless you choose American or fractional.
          </li>
          <li>
            <strong>EV</strong> — {DEFINITIONS.ev}
          </li>
          <li>
            <strong>Status</strong> — Pending until the match ends, then WIN, LOSS or VOID (a postponed or cancelled
            match, or a push on a whole-number line).
          </li>
        </ul>

        <h3>Odds formats</h3>
        <p>
          The same price three ways: decimal <strong>{example.bestPrice}</strong> returns {example.bestPrice} for each
          unit staked, stake included; American <strong>{example.bestAmerican}</strong> is the profit on a 100 stake (a
          minus sign gives the stake needed to win 100); fractional <strong>{example.bestFractional}</strong> is the
          profit per unit staked. Choose yours with the odds format switch; members keep it in Settings.
        </p>

        <h3>Fair probability and EV: a worked example</h3>
        <p>
          Suppose one bookmaker offers <strong>{example.pickPrice}</strong> on a pick and{" "}
          <strong>{example.otherPrice}</strong> on the other side, and another offers{" "}
          <strong>{example.bestPrice}</strong> on the pick.
        </p>
        <ol>
          <li>
            Each price implies a probability ({example.impliedPick} and {example.impliedOther}); together they add up to
            more than 100%, and the extra {example.margin} is the bookmaker&apos;s margin (the &ldquo;vig&rdquo;).
          </li>
          <li>
            Scaling them back to 100% gives the fair, no-vig probability of the pick: <strong>{example.fair}</strong>,
            fair odds {example.fairOdds}. (The site averages this over every bookmaker, with a method that takes a
            little more margin off long shots.)
          </li>
          <li>
            <strong>EV</strong> at the best price is {example.fair} × {example.bestPrice} − 1 ={" "}
            <strong>{example.expectedValue}</strong>: the price beats the fair line, so this would be a {example.kind},
            and a value pick once its EV clears its market&apos;s threshold. It is an average over many bets; any single
            bet still wins or loses.
          </li>
        </ol>

        <h2 id="subscriptions">Subscriptions</h2>
        <ul>
          <li>
            Compare plans and their current prices on the <Link href={routes.user.subscription}>Subscription page</Link>
            . The Free plan has no time limit. A confirmed member can try Premium free for {TRIAL_DAYS} days, once,
            without a card; a plan bought during the trial starts when it ends.
          </li>
          {/* prettier-ignore */}
          <li>
            Pay with {paymentProviders[0]} (naira), {paymentProviders[1]} (US dollars or naira)
            or {paymentProviders[2]} (cryptocurrency). The provider&apos;s page opens in a new tab; your plan activates
            as soon as the provider confirms the payment.
          </li>
          <li>
            Each payment buys {policy.subscriptionPeriodDays} days. Nothing renews automatically; renew from the same
            page whenever you like.
          </li>
          <li>Cancelling stops the plan at the end of the period you have paid for.</li>
          <li>
            Invite friends from the <Link href={routes.user.earnings}>Earnings Center</Link>: when a friend signs up
            through your link and confirms their address, you earn {EARNINGS_RULES.premiumDaysPerReferral} Premium days
            and they earn {EARNINGS_RULES.welcomeBonusDays}. Earned days start after any paid period.
          </li>
        </ul>

        <h2 id="account">Your account</h2>
        <ul>
          <li>
            <strong>Forgot your password?</strong> Use the <Link href={routes.auth.forgotPassword}>reset link</Link> on
            the sign-in page; we email you a single-use link.
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

      <section aria-labelledby="more-help" className="mt-12 grid gap-4 sm:grid-cols-2 lg:max-w-3xl">
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
