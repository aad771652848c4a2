"use client";

import * as React from "react";
import Link from "next/link";
import { CheckIcon, CopyIcon, GiftIcon, LogInIcon, PlayCircleIcon, UserPlusIcon } from "lucide-react";

import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useAuth } from "@/components/providers/use-auth";
import { apiFetch } from "@/lib/api/client";
import { formatUtcDate } from "@/lib/format/dates.rules";
import type { LedgerRowDto, MemberEarningsDto, MemberReferralDto } from "@/lib/growth/referrals.dto";
import { REWARDED_AD_RULES } from "@/lib/subscriptions/earned-days.rules";
import { routes, signInHref } from "@/lib/site-config";

import { EarningsRules } from "./earnings-rules";

/**
 * Invite Friends (the member's link, their invitations and the ledger of earned days, from GET /api/user/earnings)
 * and Watch Ads (off, and why). The server gate already turned visitors away; a browser whose session has ended
 * meanwhile gets the fixed sign-in message instead.
 */
export function EarningsView() {
  const { status } = useAuth();
  const [answer, setAnswer] = React.useState<{ data: MemberEarningsDto | null; error: string | null } | null>(null);
  React.useEffect(() => {
    if (status !== "authenticated") return;
    const controller = new AbortController();
    apiFetch<MemberEarningsDto>("/user/earnings", { signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      setAnswer(result.success ? { data: result.data, error: null } : { data: null, error: result.error });
    });
    return () => controller.abort();
  }, [status]);

  if (status === "loading")
    return <Skeleton className="h-72 w-full max-w-4xl rounded-xl" aria-label="Loading the earnings center" />;
  if (status !== "authenticated") return <SignInMessage />;

  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <Tabs defaultValue="referrals" className="gap-6">
        <TabsList className="w-full sm:w-fit">
          <TabsTrigger value="referrals" className="px-3 py-1.5">
            <UserPlusIcon aria-hidden="true" />
            Invite Friends
          </TabsTrigger>
          <TabsTrigger value="ads" className="px-3 py-1.5">
            <PlayCircleIcon aria-hidden="true" />
            Watch Ads
          </TabsTrigger>
        </TabsList>
        <TabsContent value="referrals" className="flex flex-col gap-6">
          {answer === null ? (
            <Skeleton className="h-72 w-full rounded-xl" aria-label="Loading your invitations" />
          ) : answer.data ? (
            <InviteFriends earnings={answer.data} />
          ) : (
            <Alert variant="destructive" role="alert">
              <AlertTitle>Could not load your invitations</AlertTitle>
              <AlertDescription>{answer.error}</AlertDescription>
            </Alert>
          )}
        </TabsContent>
        <TabsContent value="ads">
          <WatchAds />
        </TabsContent>
      </Tabs>
      <EarningsRules monthlyCeiling={answer?.data?.monthlyCeiling ?? null} />
    </div>
  );
}

function InviteFriends({ earnings }: { earnings: MemberEarningsDto }) {
  const { totals } = earnings;
  return (
    <>
      <InviteLink link={earnings.link} code={earnings.code} />
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">
            <h2>Your earned days</h2>
          </CardTitle>
          <CardDescription>
            Earned days stack after any paid period.
            {earnings.queuedFrom
              ? ` Your next earned days start on ${formatUtcDate(earnings.queuedFrom)}, when the current period ends.`
              : ""}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4" aria-label="Earned days totals">
            <Figure label="Earned" value={totals.earned} />
            <Figure label="Taken back" value={totals.reversed} />
            <Figure label="Used" value={totals.used} />
            <Figure label="Remaining" value={totals.remaining} />
          </dl>
          <p className="text-xs text-muted-foreground">
            In days. A day counts as used once it has fully passed; taken back means days an administrator removed from
            a reversed invitation.
          </p>
          <Ledger rows={earnings.ledger} />
        </CardContent>
      </Card>
      <Invitations rows={earnings.referrals} />
    </>
  );
}

function InviteLink({ link, code }: { link: string; code: string }) {
  const [copied, setCopied] = React.useState(false);
  const inputId = React.useId();
  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">
          <h2>Invite Friends</h2>
        </CardTitle>
        <CardDescription>
          Share your link. When a friend signs up with it and confirms their e-mail address, you both earn Premium days.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <label htmlFor={inputId} className="text-sm font-medium">
          Your invitation link
        </label>
        <div className="flex gap-2">
          <Input id={inputId} readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
          <Button type="button" variant="brand" onClick={copy}>
            {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
            {copied ? "Copied" : "Copy link"}
          </Button>
        </div>
        <p className="text-sm text-muted-foreground">
          Your code: <strong className="font-mono text-foreground">{code}</strong>
        </p>
      </CardContent>
    </Card>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg border p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

const KIND_WORDS: Record<LedgerRowDto["kind"], string> = {
  REFERRAL: "Friend confirmed",
  WELCOME: "Welcome bonus",
  REVERSAL: "Taken back",
};

function Ledger({ rows }: { rows: LedgerRowDto[] }) {
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">No earned days yet.</p>;
  return (
    <Table aria-label="Ledger of earned days">
      <TableHeader>
        <TableRow>
          <TableHead>Date</TableHead>
          <TableHead>What</TableHead>
          <TableHead className="text-right">Days</TableHead>
          <TableHead>Note</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id}>
            <TableCell>{formatUtcDate(row.at)}</TableCell>
            <TableCell>{KIND_WORDS[row.kind]}</TableCell>
            <TableCell className="text-right tabular-nums">{row.days > 0 ? `+${row.days}` : row.days}</TableCell>
            <TableCell className="text-muted-foreground">{row.note ?? ""}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

const STATUS_WORDS: Record<MemberReferralDto["status"], string> = {
  PENDING: "Waiting for confirmation",
  CREDITED: "Credited",
  REFUSED: "No days earned",
  REVERSED: "Reversed",
};

function Invitations({ rows }: { rows: MemberReferralDto[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">
          <h2>Your invitations</h2>
        </CardTitle>
        <CardDescription>Friends who signed up with your link (addresses are partly hidden).</CardDescription>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nobody has signed up with your link yet.</p>
        ) : (
          <Table aria-label="Your invitations">
            <TableHeader>
              <TableRow>
                <TableHead>Friend</TableHead>
                <TableHead>Signed up</TableHead>
                <TableHead>Status</TableHead>
                <TableHead className="text-right">Days</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id}>
                  <TableCell>{row.friend}</TableCell>
                  <TableCell>{formatUtcDate(row.signedUpAt)}</TableCell>
                  <TableCell>
                    <Badge variant={row.status === "CREDITED" ? "default" : "secondary"}>
                      {STATUS_WORDS[row.status]}
                    </Badge>
                    {row.reason ? <p className="mt-1 text-xs text-muted-foreground">{row.reason}</p> : null}
                    {row.status === "CREDITED" && row.daysCredited === 0 ? (
                      <p className="mt-1 text-xs text-muted-foreground">
                        Your daily or monthly limit was already reached.
                      </p>
                    ) : null}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{row.daysCredited ?? "—"}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

function WatchAds() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">
          <h2>Watch Ads</h2>
        </CardTitle>
        <CardDescription>
          When available: {REWARDED_AD_RULES.daysPerAd} day of Premium per ad watched, up to{" "}
          {REWARDED_AD_RULES.adsPerDay} ads a day.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <div role="status" className="rounded-lg border border-dashed bg-muted/40 p-4 text-sm text-muted-foreground">
          No ads are offered. Rewarding an ad view needs a rewarded-ad network that confirms each view to our server
          directly, so that a view cannot be faked from the browser. None is configured, so watching ads earns nothing
          today; inviting friends does.
        </div>
      </CardContent>
    </Card>
  );
}

function SignInMessage() {
  const href = signInHref(routes.user.earnings);
  return (
    <Card className="max-w-xl">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <GiftIcon aria-hidden="true" className="size-5" />
          <h2>Sign in required</h2>
        </CardTitle>
        <CardDescription>Please log in to access the earnings center.</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="brand">
          <Link href={href}>
            <LogInIcon aria-hidden="true" />
            Sign In
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
