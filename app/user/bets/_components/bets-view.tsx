"use client";

import * as React from "react";
import Link from "next/link";
import { InfoIcon, TriangleAlertIcon } from "lucide-react";

import { LoadError } from "@/components/member/load-error";
import { useMemberData } from "@/components/member/use-member-data";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { BetSummary } from "@/lib/bets/bets.service";
import { routes } from "@/lib/site-routes";

import { BankrollChart } from "./bankroll-chart";
import { BetsTransfer } from "./bets-transfer";
import { BudgetBanner } from "./budget-banner";
import { BetForm } from "./bet-form";
import { Breakdowns, SummaryFigures } from "./bet-figures";
import { BetList } from "./bet-list";
import { StakingCard } from "./staking-card";

// The tracker: the member's figures (read from GET /api/user/bets/summary, which sums them in the database), the
// luck line and, when it applies, the plain negative-CLV statement, the bankroll chart, the breakdowns, the bets
// themselves, the by-hand form and the staking settings. Any change reads the figures and the first page again.

interface Staking {
  currency: string | null;
  bankroll: number | null;
  kellyFraction: number;
  stakeCap: number;
}

function Section({ title, description, children }: { title: string; description?: string; children: React.ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{title}</h2>
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

export function BetsView() {
  const summary = useMemberData<BetSummary>("/user/bets/summary");
  const staking = useMemberData<Staking | null>("/user/staking");
  const [version, setVersion] = React.useState(0);
  const changed = React.useCallback(() => {
    void summary.reload();
    setVersion((current) => current + 1);
  }, [summary]);

  if (summary.state.status === "loading") return <Skeleton className="h-64 w-full" />;
  if (summary.state.status === "error" && !summary.state.data) {
    return (
      <LoadError
        title="Failed to fetch your bets"
        message={summary.state.error}
        onRetry={() => void summary.reload()}
      />
    );
  }
  const data = summary.state.data!;
  return (
    <div className="flex flex-col gap-6">
      <BudgetBanner status={data.budget} unit={data.currency ?? "units"} />
      <SummaryFigures summary={data} />
      <section className="flex gap-3 rounded-xl border p-4" aria-labelledby="bets-luck-heading">
        <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <div className="flex flex-col gap-1">
          <h2 id="bets-luck-heading" className="text-sm font-semibold">
            Could this be luck?
          </h2>
          <p className="text-sm" data-testid="bets-luck-line">
            {data.luckLine}
          </p>
        </div>
      </section>
      {data.negativeClv ? (
        <Alert variant="destructive" data-testid="bets-negative-clv">
          <TriangleAlertIcon aria-hidden="true" />
          <AlertTitle>You are behind the close</AlertTitle>
          <AlertDescription>{data.negativeClv}</AlertDescription>
        </Alert>
      ) : null}
      <Section
        title="Bankroll over time"
        description={
          data.bankroll === null
            ? "From 0, by settlement time: set a bankroll below to start from it."
            : "Your bankroll plus the profit of each bet, by settlement time."
        }
      >
        <BankrollChart start={data.chart.start} points={data.chart.points} currency={data.currency} />
      </Section>
      {data.overall.bets > 0 ? (
        <Section title="Breakdowns" description="Settled bets only. n is the number of bets behind each figure.">
          <Breakdowns summary={data} />
        </Section>
      ) : null}
      <Section
        title="Your bets"
        description="Newest placed first. Open bets can be edited or deleted until they settle."
      >
        <BetList currency={data.currency} version={version} onChanged={changed} />
      </Section>
      <Section
        title="Log a bet by hand"
        description="On any match in the database. To log a pick, use “Log this bet” on its page."
      >
        <BetForm onLogged={changed} />
        <Button asChild variant="link" className="mt-2 px-0">
          <Link href={routes.predictions}>Browse the picks</Link>
        </Button>
      </Section>
      <Section
        title="Import and export"
        description="Your bets as a CSV file, and bets from a file: checked row by row, imported whole or not at all."
      >
        <BetsTransfer unitLabel={data.currency ?? "units"} onImported={changed} />
      </Section>
      <Section title="Staking" description="Units or a currency, your bankroll, and how stake suggestions are sized.">
        {staking.state.status === "loading" ? (
          <Skeleton className="h-32 w-full" />
        ) : (
          <StakingCard staking={staking.state.data ?? null} onSaved={changed} />
        )}
      </Section>
    </div>
  );
}
