// Picks settled before the stake result had its own column carried a quarter line's half only in their
// note. The migration that added the column fills it from the note; this runs that statement, as committed,
// on rows written the old way.
import { readFileSync } from "node:fs";
import path from "node:path";

import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { db } from "@/db";
import { predictions, type PredictionStatus } from "@/db/schema";
import { MIGRATIONS_FOLDER } from "@/db/migrate";
import { makePrediction } from "@/tests/helpers/factories";

function backfillStatement(): string {
  const file = readFileSync(path.join(MIGRATIONS_FOLDER, "0014_stake-result.sql"), "utf8");
  const statement = file
    .split("--> statement-breakpoint")
    .find((part) => part.includes('UPDATE "predictions" SET "stake_result"'));
  if (!statement) throw new Error("the stake-result migration has no backfill statement");
  return statement;
}

describe("the stake-result backfill", () => {
  it("reads the half from an old settlement note, the rest from the status; pending picks stay empty", async () => {
    const old: Array<[PredictionStatus, string | null, number | null]> = [
      ["WIN", "Final 2-1", 1],
      ["WIN", "Final 2-1: half won, half returned", 0.5],
      ["LOSS", "Final 1-1: half lost, half returned", -0.5],
      ["LOSS", "Final 0-1", -1],
      ["LOSS", null, -1],
      ["VOID", "Final 1-1: push, stake returned", 0],
      ["PENDING", null, null],
    ];
    const rows = [];
    for (const [status, resultNote] of old) rows.push(await makePrediction({ status, resultNote, stakeResult: null }));
    const ids = rows.map((row) => row.id);
    // Written the old way: the status and the note, no stake result.
    await db.update(predictions).set({ stakeResult: null }).where(inArray(predictions.id, ids));
    await db.execute(sql.raw(backfillStatement()));

    for (const [i, [, , expected]] of old.entries()) {
      const [row] = await db
        .select({ stakeResult: predictions.stakeResult })
        .from(predictions)
        .where(eq(predictions.id, ids[i]!));
      expect(row!.stakeResult, `${old[i]![0]} ${old[i]![1]}`).toBe(expected);
    }
  });
});
