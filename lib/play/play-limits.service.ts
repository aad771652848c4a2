import "server-only";

import { db } from "@/db";
import { recordAudit } from "@/lib/audit/audit.service";
import { AppError } from "@/lib/core/errors";

import { toPlayLimitsDto, type PlayLimitsDto } from "./play-limits.dto";
import type { PlayLimitSettingsInput, StartPauseInput } from "./play-limits.input";
import { findPlayLimits, lockPlayLimits, upsertPlayLimits } from "./play-limits.queries";
import {
  pauseAt,
  refusePause,
  selfExclusionEnd,
  SELF_EXCLUSION_PERIODS,
  timeoutEnd,
  TIMEOUT_PERIODS,
  type Pause,
} from "./play-limits.rules";

// A member's own limits: reading them, changing the budget and reality checks at any time, and starting a time-out
// or a self-exclusion, which may be lengthened but never shortened or lifted early. Each pause is recorded in the
// audit log with the member's id only (no address or IP: the record that a member paused is sensitive enough).

/** The audit actor of a member's own pause: the id, and no e-mail address or IP beside it. */
const memberActor = (userId: string) => ({ id: userId, email: "member", ip: null });

export async function getPlayLimits(userId: string, now = new Date()): Promise<PlayLimitsDto> {
  return toPlayLimitsDto(await findPlayLimits(userId), now);
}

export async function savePlayLimitSettings(
  userId: string,
  input: PlayLimitSettingsInput,
  now = new Date(),
): Promise<PlayLimitsDto> {
  const row = await upsertPlayLimits(userId, {
    weeklyBudget: input.weeklyBudget,
    realityCheckMinutes: input.realityCheckMinutes,
  });
  return toPlayLimitsDto(row, now);
}

/** "Your time-out runs until 2026-11-29 13:00 UTC": the instant in UTC (the page shows it in the member's zone). */
function runningPauseMessage(pause: Pause): string {
  const until = `${pause.until.toISOString().slice(0, 16).replace("T", " ")} UTC`;
  return pause.kind === "SELF_EXCLUSION"
    ? `Your self-exclusion runs until ${until} and cannot be shortened or lifted early.`
    : `Your time-out runs until ${until}; it can be extended but not shortened or ended early.`;
}

/** Starts (or lengthens) a time-out or a self-exclusion; a shorter one than what runs is a 409 saying until when. */
export async function startPause(userId: string, input: StartPauseInput, now = new Date()): Promise<PlayLimitsDto> {
  const until = input.kind === "TIMEOUT" ? timeoutEnd(input.period, now) : selfExclusionEnd(input.period, now);
  const row = await db.transaction(async (tx) => {
    const current = await lockPlayLimits(userId, tx);
    const refusal = refusePause(current, { kind: input.kind, until }, now);
    if (refusal) {
      throw new AppError("conflict", runningPauseMessage(refusal.running), {
        kind: refusal.running.kind,
        until: refusal.running.until.toISOString(),
      });
    }
    const saved = await upsertPlayLimits(
      userId,
      input.kind === "TIMEOUT" ? { timeoutUntil: until } : { selfExcludedUntil: until, selfExcludedAt: now },
      tx,
    );
    const label =
      input.kind === "TIMEOUT" ? TIMEOUT_PERIODS[input.period].label : SELF_EXCLUSION_PERIODS[input.period].label;
    await recordAudit(tx, memberActor(userId), {
      action: input.kind === "TIMEOUT" ? "play.timeout_start" : "play.self_exclusion_start",
      entityType: "play_limits",
      entityId: userId,
      after: { period: label, until: until.toISOString() },
    });
    return saved;
  });
  return toPlayLimitsDto(row, now);
}

/**
 * A request to end the running pause now: always refused while one runs (a time-out may only be extended, a
 * self-exclusion never lifted early); with none running there is nothing to end and the limits are answered.
 */
export async function endPause(userId: string, now = new Date()): Promise<PlayLimitsDto> {
  const row = await findPlayLimits(userId);
  const running = pauseAt(row, now);
  if (running) {
    throw new AppError("conflict", runningPauseMessage(running), {
      kind: running.kind,
      until: running.until.toISOString(),
    });
  }
  return toPlayLimitsDto(row, now);
}
