import "server-only";

import { db } from "@/db";
import { formatUtcDate } from "@/lib/format/dates.rules";
import { enqueueEmail } from "@/lib/mail/outbox.queries";
import { headerText, sendDueEmailsSoon } from "@/lib/mail/outbox.service";
import { absoluteUrl } from "@/lib/seo/site-url";
import { SAFER_PLAY_PATH, siteConfig } from "@/lib/site-config";

import { alertEmailBodies } from "./alert-content.rules";
import * as digest from "./weekly-digest.queries";
import { lastFullWeek, weekLines, type WeekOfMember } from "./weekly-digest.rules";

// The weekly digest e-mail, the settings switch "Weekly digest": every Monday, a member who has it on (the default)
// gets a summary of the week before — their followed picks settled in it and the alerts they were sent — when
// something happened in it. A page of members at a time; the outbox row is the record that this week's digest went,
// so a second run (a retry, another instance) sends nothing twice.

const PAGE = 500;

export async function sendWeeklyDigests(now = new Date()): Promise<{ sent: number; quiet: number }> {
  const { start, end } = lastFullWeek(now);
  let afterId: string | null = null;
  let sent = 0;
  let quiet = 0;
  for (;;) {
    const members = await digest.listDigestRecipients(end, afterId, PAGE, now);
    if (members.length === 0) break;
    afterId = members.at(-1)!.id;
    const ids = members.map((member) => member.id);
    const [tracks, alerts] = await Promise.all([
      digest.listSettledTracks(ids, start, end),
      digest.listWeekAlerts(ids, start, end),
    ]);
    const weeks = new Map<string, { tracks: WeekOfMember["tracks"][number][]; alerts: { status: string }[] }>(
      ids.map((id) => [id, { tracks: [], alerts: [] }]),
    );
    for (const track of tracks) weeks.get(track.userId)!.tracks.push(track);
    for (const alert of alerts) weeks.get(alert.userId)!.alerts.push(alert);
    await db.transaction(async (tx) => {
      for (const member of members) {
        const lines = weekLines(weeks.get(member.id)!);
        if (!lines) {
          quiet += 1;
          continue;
        }
        const period = `${formatUtcDate(start)} – ${formatUtcDate(new Date(end.getTime() - 1))}`;
        const body = [
          `Hello ${headerText(member.fullName, 100)},`,
          "",
          `Your week on ${siteConfig.name} (${period}, UTC):`,
          "",
          ...lines.map((line) => `- ${line}`),
          "",
          `Your dashboard: ${absoluteUrl("/user/dashboard")}`,
          `Stop this weekly e-mail: switch off "Weekly digest" in ${absoluteUrl("/user/settings")}`,
        ];
        const queued = await enqueueEmail(
          {
            to: member.email,
            userId: member.id,
            subject: `Your week on ${siteConfig.name}: ${period}`,
            ...alertEmailBodies(body, absoluteUrl(SAFER_PLAY_PATH)),
            kind: digest.WEEKLY_DIGEST_KIND,
            // The run's clock: the record that this week's digest went is "a row of the kind since the week ended".
            createdAt: now,
          },
          tx,
        );
        // Refused by the outbox: the member paused between the page read and now.
        if (queued) sent += 1;
        else quiet += 1;
      }
    });
    if (members.length < PAGE) break;
  }
  if (sent > 0) sendDueEmailsSoon();
  return { sent, quiet };
}
