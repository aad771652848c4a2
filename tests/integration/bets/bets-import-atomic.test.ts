// A commit writes in one transaction: when the database fails part-way (here, the second of two multi-row inserts),
// the rows already inserted are rolled back with it, and the member's tracker is as it was.
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";

import { db } from "@/db";
import { matches, memberBets, teams } from "@/db/schema";
import { commitBetsImport } from "@/lib/bets/bets-import.service";
import { makeUserWithToken } from "@/tests/helpers/factories";

const inserted = vi.hoisted(() => ({ statements: 0, rowsInside: 0 }));

vi.mock("@/lib/bets/bets-transfer.queries", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/lib/bets/bets-transfer.queries")>();
  return {
    ...original,
    // The real insert, then a failure once it has written its first 1,000 rows inside the transaction.
    insertBets: async (...args: Parameters<typeof original.insertBets>) => {
      const [values, tx] = args;
      await original.insertBets(values.slice(0, 1000), tx);
      inserted.statements += 1;
      const { memberBets: bets } = await import("@/db/schema");
      inserted.rowsInside = (await tx!.select({ id: bets.id }).from(bets)).length;
      throw new Error("connection lost mid-import");
    },
  };
});

describe("commitBetsImport", () => {
  it("writes nothing when the database fails after some rows went in", async () => {
    const member = await makeUserWithToken("USER");
    const [home, away] = await db
      .insert(teams)
      .values([
        { sportId: "football", leagueId: "epl", name: "Atomic Home" },
        { sportId: "football", leagueId: "epl", name: "Atomic Away" },
      ])
      .returning();
    const [match] = await db
      .insert(matches)
      .values({
        sportId: "football",
        leagueId: "epl",
        homeTeamId: home!.id,
        awayTeamId: away!.id,
        kickoffAt: new Date(Date.now() + 86_400_000),
        provider: "test",
        externalId: crypto.randomUUID(),
      })
      .returning();
    const placed = new Date().toISOString();
    const file = [
      "match_id,market,selection,price,stake,placed_at",
      ...Array.from({ length: 1500 }, () => `${match!.id},1x2,home,2.1,1,${placed}`),
    ].join("\n");

    await expect(commitBetsImport(member.user.id, new TextEncoder().encode(file))).rejects.toThrow(
      "connection lost mid-import",
    );
    expect(inserted.statements).toBe(1);
    expect(inserted.rowsInside).toBeGreaterThanOrEqual(1000);
    expect(await db.select().from(memberBets).where(eq(memberBets.userId, member.user.id))).toEqual([]);
  });
});
