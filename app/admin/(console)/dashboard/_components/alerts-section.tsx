"use client";

import * as React from "react";
import { BellRingIcon } from "lucide-react";
import { toast } from "sonner";

import { StatCard } from "@/components/admin/stat-card";
import { BusyButton } from "@/components/forms/busy-button";
import { Badge } from "@/components/ui/badge";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableEmpty,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import type { AdminAlertFigures, AlertWindowFigures } from "@/lib/alerts/admin-figures.rules";
import type { TestSendAnswer } from "@/lib/alerts/test-send.service";
import { apiFetch } from "@/lib/api/client";
import { formatBrowserDateTime } from "@/lib/format/dates.rules";
import { formatCount, plural } from "@/lib/format/numbers.rules";

// The automation panel's Alerts section: per channel, the alerts queued in the last 24 hours and 7 days and what
// became of them, each figure with what it counts; active rules, members with a rule and push devices; the latest
// failures; and a test alert the admin sends to themselves, with what happened on each channel.

type Channel = AdminAlertFigures["channels"][number]["channel"];

const CHANNEL_LABEL: Record<Channel, string> = { in_app: "In-app", push: "Push", email: "E-mail" };

/** The table's rows: a label and what the count means, next to each other. */
const FIGURE_ROWS: { key: keyof AlertWindowFigures; label: string; definition: string }[] = [
  {
    key: "volume",
    label: "Queued (volume)",
    definition: "Alerts queued in the window: one per member, pick and channel. Test alerts are not counted.",
  },
  {
    key: "sent",
    label: "Sent",
    definition:
      "Shown in the app, taken by a push service for at least one device, or handed to the mail outbox " +
      "(its delivery is the dashboard's mail health).",
  },
  {
    key: "waiting",
    label: "Waiting",
    definition: "Queued or being sent now, including alerts held for quiet hours, the daily digest or a push retry.",
  },
  {
    key: "held",
    label: "of which held",
    definition: "Waiting alerts not due yet: quiet hours, the digest's hour, or a retry after a push failure.",
  },
  {
    key: "failed",
    label: "Failed",
    definition:
      "Given up after its last attempt: the push service refused it every time (the mail outbox retries e-mail).",
  },
  {
    key: "expired",
    label: "Expired before send",
    definition: "Not sent: when it was due, the price no longer beat the fair line, or the match had kicked off.",
  },
  {
    key: "skipped",
    label: "Skipped",
    definition:
      "Not sent: the member had switched alerts or the channel off, the rule no longer names the channel, the " +
      "account was disabled, or there was no push device or confirmed address.",
  },
  {
    key: "digest",
    label: "In the digest",
    definition: "Of the volume: gathered into the daily digest (the rule asks for it, or the hourly cap was reached).",
  },
];

const RATE_ROWS: { key: "sentRate" | "expiredRate"; label: string; definition: string }[] = [
  {
    key: "sentRate",
    label: "Sent rate",
    definition: "Sent ÷ finished (sent, failed, expired and skipped); n = the finished alerts.",
  },
  { key: "expiredRate", label: "Expired rate", definition: "Expired before send ÷ finished; n = the finished alerts." },
];

const OUTCOME_LABEL: Record<TestSendAnswer["channels"][number]["outcome"], string> = {
  sent: "Sent",
  queued: "Queued for e-mail",
  switched_off: "Switched off",
  no_device: "No device",
  address_not_confirmed: "Address not confirmed",
  failed: "Failed",
};

const OUTCOME_VARIANT: Record<TestSendAnswer["channels"][number]["outcome"], "default" | "secondary" | "destructive"> =
  {
    sent: "default",
    queued: "default",
    switched_off: "secondary",
    no_device: "secondary",
    address_not_confirmed: "secondary",
    failed: "destructive",
  };

const rate = (figures: AlertWindowFigures, key: "sentRate" | "expiredRate") =>
  figures[key] === null ? `— (n = 0)` : `${figures[key].toFixed(1)}% (n = ${formatCount(figures.finished)})`;

export function AlertsSection({ refreshKey }: { refreshKey: number }) {
  const [figures, setFigures] = React.useState<AdminAlertFigures | null>(null);
  const [failed, setFailed] = React.useState(false);
  const [sending, setSending] = React.useState(false);
  const [answer, setAnswer] = React.useState<TestSendAnswer | null>(null);

  React.useEffect(() => {
    let live = true;
    void apiFetch<AdminAlertFigures>("/admin/alerts").then((result) => {
      if (!live) return;
      if (result.success) setFigures(result.data);
      else console.error("Failed to load alert figures:", result.error);
      setFailed(!result.success);
    });
    return () => {
      live = false;
    };
  }, [refreshKey]);

  async function testSend() {
    setSending(true);
    try {
      const result = await apiFetch<TestSendAnswer>("/admin/alerts/test-send", { method: "POST", body: {} });
      if (!result.success) {
        toast.error("Failed to send the test alert", { description: result.error });
        return;
      }
      setAnswer(result.data);
      toast.success("Test alert sent");
    } finally {
      setSending(false);
    }
  }

  return (
    <section aria-labelledby="automation-alerts-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h3 id="automation-alerts-heading" className="text-sm font-medium">
          Alerts
        </h3>
        <p className="text-sm text-muted-foreground">
          Alerts queued for members when a matching value pick is published, per channel, counted by what became of them
          so far. The counts of a window add up to its volume.
        </p>
      </div>
      {figures ? (
        <>
          <AlertFiguresTable figures={figures} />
          <div className="grid gap-4 sm:grid-cols-3">
            <StatCard
              label="Active alert rules"
              value={formatCount(figures.rules.active)}
              hint="Enabled rules with at least one channel, of enabled accounts; now"
            />
            <StatCard
              label="Members with a rule"
              value={formatCount(figures.rules.members)}
              hint="Members with at least one active rule; now"
            />
            <StatCard
              label="Push devices"
              value={formatCount(figures.push.devices)}
              hint={`Browsers or devices subscribed to push, of ${plural(figures.push.members, "member")}; now`}
            />
          </div>
          <RecentFailures failures={figures.recentFailures} />
        </>
      ) : (
        <p className="text-sm text-muted-foreground">{failed ? "The alert figures could not be loaded." : "—"}</p>
      )}
      <div className="flex flex-col gap-3 rounded-md border p-4">
        <div className="flex flex-wrap items-center gap-3">
          <BusyButton
            type="button"
            variant="outline"
            icon={BellRingIcon}
            busy={sending}
            busyLabel="Sending test alert..."
            onClick={() => void testSend()}
          >
            Send test alert to me
          </BusyButton>
          <p className="text-sm text-muted-foreground">
            Sends you, and only you, an alert marked &ldquo;Test alert&rdquo; on every channel you can receive, made
            from the most recent open pick (or a labelled sample). Not counted in the figures above.
          </p>
        </div>
        {answer ? <TestSendResult answer={answer} /> : null}
      </div>
    </section>
  );
}

function AlertFiguresTable({ figures }: { figures: AdminAlertFigures }) {
  const days = figures.windowHours.last7d / 24;
  const windows = [
    ["last24h", `${figures.windowHours.last24h} h`],
    ["last7d", `${days} days`],
  ] as const;
  return (
    <Table aria-label="Alert deliveries per channel" className="text-sm">
      <TableCaption>
        {`Alerts queued in the last ${figures.windowHours.last24h} hours and the last ${days} days, as of `}
        <time dateTime={figures.generatedAt}>{formatBrowserDateTime(figures.generatedAt)}</time>.
      </TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead rowSpan={2}>Figure</TableHead>
          {figures.channels.map((channel) => (
            <TableHead key={channel.channel} colSpan={2} scope="colgroup" className="text-center">
              {CHANNEL_LABEL[channel.channel]}
            </TableHead>
          ))}
          <TableHead rowSpan={2}>What it counts</TableHead>
        </TableRow>
        <TableRow>
          {figures.channels.flatMap((channel) =>
            windows.map(([key, label]) => (
              <TableHead key={`${channel.channel}-${key}`} scope="col" className="text-right">
                {label}
              </TableHead>
            )),
          )}
        </TableRow>
      </TableHeader>
      <TableBody>
        {FIGURE_ROWS.map((row) => (
          <TableRow key={row.key}>
            <TableHead scope="row" className={row.key === "held" ? "pl-6 font-normal" : undefined}>
              {row.label}
            </TableHead>
            {figures.channels.flatMap((channel) =>
              windows.map(([key]) => (
                <TableCell key={`${channel.channel}-${key}`} className="text-right tabular-nums">
                  {formatCount(Number(channel[key][row.key]))}
                </TableCell>
              )),
            )}
            <TableCell className="min-w-64 text-xs whitespace-normal text-muted-foreground">{row.definition}</TableCell>
          </TableRow>
        ))}
        {RATE_ROWS.map((row) => (
          <TableRow key={row.key}>
            <TableHead scope="row">{row.label}</TableHead>
            {figures.channels.flatMap((channel) =>
              windows.map(([key]) => (
                <TableCell key={`${channel.channel}-${key}`} className="text-right whitespace-nowrap tabular-nums">
                  {rate(channel[key], row.key)}
                </TableCell>
              )),
            )}
            <TableCell className="min-w-64 text-xs whitespace-normal text-muted-foreground">{row.definition}</TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableHead scope="row">Oldest due, unsent</TableHead>
          {figures.channels.map((channel) => (
            <TableCell key={channel.channel} colSpan={2} className="text-center whitespace-nowrap">
              {channel.oldestDueAt ? (
                <time dateTime={channel.oldestDueAt}>{formatBrowserDateTime(channel.oldestDueAt)}</time>
              ) : (
                "none"
              )}
            </TableCell>
          ))}
          <TableCell className="min-w-64 text-xs whitespace-normal text-muted-foreground">
            When the oldest alert that is due but not sent yet was queued, whatever its age: a stopped sender shows here
            first.
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}

function RecentFailures({ failures }: { failures: AdminAlertFigures["recentFailures"] }) {
  return (
    <div className="flex flex-col gap-2">
      <h4 className="text-sm font-medium">Recent failures</h4>
      <p className="text-xs text-muted-foreground">
        The latest {failures.length === 0 ? "" : `${failures.length} `}alerts given up, any age, newest first, with the
        sender&rsquo;s error.
      </p>
      <Table aria-label="Recent alert failures" className="text-sm">
        <TableHeader>
          <TableRow>
            <TableHead>When</TableHead>
            <TableHead>Channel</TableHead>
            <TableHead>Mode</TableHead>
            <TableHead className="text-right">Attempts</TableHead>
            <TableHead>Pick</TableHead>
            <TableHead>Error</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {failures.length === 0 ? (
            <TableEmpty colSpan={6}>No failed alert recorded</TableEmpty>
          ) : (
            failures.map((failure) => (
              <TableRow key={`${failure.at}-${failure.predictionId}-${failure.channel}`}>
                <TableCell className="whitespace-nowrap">
                  <time dateTime={failure.at}>{formatBrowserDateTime(failure.at)}</time>
                </TableCell>
                <TableCell>{CHANNEL_LABEL[failure.channel]}</TableCell>
                <TableCell>{failure.mode}</TableCell>
                <TableCell className="text-right tabular-nums">{failure.attempts}</TableCell>
                <TableCell>{failure.match}</TableCell>
                <TableCell className="whitespace-normal text-destructive">{failure.error ?? "—"}</TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </div>
  );
}

function TestSendResult({ answer }: { answer: TestSendAnswer }) {
  return (
    <div role="status" aria-label="Test alert result" className="flex flex-col gap-2 text-sm">
      <p className="text-muted-foreground">
        Made from {answer.source.kind === "pick" ? "the most recent open pick" : "a labelled sample"}:{" "}
        {answer.source.title}
      </p>
      <ul className="flex flex-col gap-1">
        {answer.channels.map((channel) => (
          <li key={channel.channel} className="flex flex-wrap items-center gap-2">
            <span className="w-16 font-medium">{CHANNEL_LABEL[channel.channel]}</span>
            <Badge variant={OUTCOME_VARIANT[channel.outcome]}>{OUTCOME_LABEL[channel.outcome]}</Badge>
            <span className="text-muted-foreground">{channel.detail}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
