// The bet tracker's CSV export and import: the export streams only the caller's bets with every documented column
// and neutralised text; the import previews without writing, and commits all rows or none, refusing oversized
// files, mixed encodings, formula cells, bad prices, stakes and dates, unknown matches, and another member's ids.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { POST as importBets } from "@/app/api/user/bets/import/route";
import { GET as list, POST as create } from "@/app/api/user/bets/route";
import { db } from "@/db";
import { matches, memberBets, memberStaking, teams } from "@/db/schema";
import { BET_CSV_COLUMNS } from "@/lib/bets/bets-csv.rules";
import { makeUserWithToken } from "@/tests/helpers/factories";
import { callRoute, jsonRequest, TEST_ORIGIN } from "@/tests/helpers/request";
import { NextRequest } from "next/server";

type Member = Awaited<ReturnType<typeof makeUserWithToken>>;
const HOUR = 3_600_000;
const HEADER = "match_id,market,selection,line,price,stake,bookmaker,placed_at,note";

async function makeMatch(
  kickoffAt: Date,
  status: "UPCOMING" | "COMPLETED" = "UPCOMING",
  names = ["Csv Home", "Csv Away"],
) {
  const tag = crypto.randomUUID().slice(0, 6);
  const [home, away] = await db
    .insert(teams)
    .values([
      { sportId: "football", leagueId: "epl", name: `${names[0]} ${tag}` },
      { sportId: "football", leagueId: "epl", name: `${names[1]} ${tag}` },
    ])
    .returning();
  const [match] = await db
    .insert(matches)
    .values({
      sportId: "football",
      leagueId: "epl",
      homeTeamId: home!.id,
      awayTeamId: away!.id,
      kickoffAt,
      status,
      homeScore: status === "COMPLETED" ? 2 : null,
      awayScore: status === "COMPLETED" ? 1 : null,
      provider: "test",
      externalId: crypto.randomUUID(),
    })
    .returning();
  return { match: match!, home: home!.name, away: away!.name };
}

const betsOf = (userId: string) => db.select().from(memberBets).where(eq(memberBets.userId, userId));

function csvRequest(member: Member | null, mode: string, body: BodyInit, headers: Record<string, string> = {}) {
  return new NextRequest(new URL(`/api/user/bets/import?mode=${mode}`, TEST_ORIGIN), {
    method: "POST",
    headers: { "content-type": "text/csv", ...(member?.headers ?? {}), ...headers },
    body,
    // Node's fetch needs this for a streamed body.
    ...({ duplex: "half" } as object),
  });
}

type ImportBody = {
  success: boolean;
  error?: string;
  code?: string;
  data?: { rows: { row: number; matchId: string }[]; errors: { row: number; field: string }[]; total: number };
  details?: { row: number; field: string; message: string }[];
};
const send = (member: Member | null, mode: string, body: BodyInit, headers?: Record<string, string>) =>
  callRoute<ImportBody>(importBets, csvRequest(member, mode, body, headers));

async function exportCsv(member: Member) {
  const response = await list(jsonRequest("GET", "/api/user/bets?format=csv", undefined, member.headers), {
    params: Promise.resolve({}) as Promise<never>,
  });
  return response;
}

describe("GET /api/user/bets?format=csv", () => {
  it("streams the caller's bets (and no one else's) with the documented columns, neutralising formulas", async () => {
    const owner = await makeUserWithToken("USER");
    const other = await makeUserWithToken("USER");
    const { match } = await makeMatch(new Date(Date.now() - 48 * HOUR), "COMPLETED");
    await db.insert(memberStaking).values({ userId: owner.user.id, currency: "EUR" });
    const base = { matchId: match.id, market: "asian_handicap", selection: "away", line: -1.5, price: 2.1 };
    const placed = (hours: number) => new Date(Date.now() - (48 + hours) * HOUR);
    // 1,201 bets: more than two pages of the stream.
    const values = Array.from({ length: 1201 }, (_, index) => ({
      ...base,
      userId: owner.user.id,
      stake: 10,
      placedAt: placed(index % 5),
      note: index === 0 ? '=HYPERLINK("http://x","y"), "quoted"' : null,
    }));
    await db.insert(memberBets).values(values);
    await db
      .insert(memberBets)
      .values({ ...base, userId: other.user.id, stake: 99, placedAt: placed(1), note: "SECRET" });
    await db
      .update(memberBets)
      .set({ status: "LOSS", stakeResult: -1, closingProbability: 0.5 })
      .where(eq(memberBets.userId, owner.user.id));

    const response = await exportCsv(owner);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="edgecast-bets-.*\.csv"$/);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const reader = response.body!.getReader();
    let chunks = 0;
    let text = "";
    const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks += 1;
      text += decoder.decode(value, { stream: true });
    }
    expect(chunks).toBeGreaterThanOrEqual(4);
    expect(text.startsWith("\uFEFF")).toBe(true);
    const lines = text.slice(1).split("\r\n");
    expect(lines.at(-1)).toBe("");
    expect(lines[0]).toBe(BET_CSV_COLUMNS.map((column) => column.name).join(","));
    expect(lines).toHaveLength(1 + 1201 + 1);
    expect(text).not.toContain("SECRET");
    expect(text).not.toContain(",99,");
    const ids = new Set(lines.slice(1, -1).map((line) => line.split(",")[0]));
    expect(ids.size).toBe(1201);
    expect(text).toContain(`"'=HYPERLINK(""http://x"",""y""), ""quoted"""`);
    const row = lines.find((line) => line.endsWith(","))!.split(",");
    const cell = (name: string) => row[BET_CSV_COLUMNS.findIndex((column) => column.name === name)];
    expect(cell("line")).toBe("-1.5");
    expect(cell("stake_result")).toBe("-1");
    expect(cell("profit")).toBe("-10");
    expect(cell("clv")).toBe("0.05");
    expect(cell("unit")).toBe("EUR");
    expect(cell("status")).toBe("LOSS");
  });

  it("an empty tracker exports the header alone; visitors get 401", async () => {
    const member = await makeUserWithToken("USER");
    const response = await exportCsv(member);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe(`${BET_CSV_COLUMNS.map((column) => column.name).join(",")}\r\n`);
    const visitor = await callRoute(list, jsonRequest("GET", "/api/user/bets?format=csv"));
    expect(visitor.status).toBe(401);
    const bad = await callRoute(list, jsonRequest("GET", "/api/user/bets?format=xml", undefined, member.headers));
    expect(bad.status).toBe(422);
  });
});

describe("POST /api/user/bets/import", () => {
  it("previews without writing, then commits every row; an exported file imports into another account", async () => {
    const member = await makeUserWithToken("USER");
    const { match: done, home, away } = await makeMatch(new Date(Date.now() - 24 * HOUR), "COMPLETED");
    const { match: next } = await makeMatch(new Date(Date.now() + 24 * HOUR));
    const before = new Date(Date.now() - 30 * HOUR).toISOString();
    const day = done.kickoffAt.toISOString().slice(0, 10);
    const file = [
      "kickoff,home,away,match_id,market,selection,line,price,stake,bookmaker,placed_at,note",
      `${day},${home.toUpperCase()},${away},,1x2,home,,2.5,10,bet365,${before},"first, with a comma"`,
      `,,,${next.id},asian_handicap,away,-0.25,1.95,5,,${new Date().toISOString()},`,
      "",
    ].join("\r\n");

    const preview = await send(member, "preview", `\uFEFF${file}`);
    expect(preview.status).toBe(200);
    expect(preview.body.data!.errors).toEqual([]);
    expect(preview.body.data!.rows.map((row) => [row.row, row.matchId])).toEqual([
      [2, done.id],
      [3, next.id],
    ]);
    expect(await betsOf(member.user.id)).toEqual([]);

    const commit = await send(member, "commit", file);
    expect(commit.status).toBe(201);
    expect(commit.body.data).toEqual({ imported: 2 });
    const stored = await betsOf(member.user.id);
    expect(stored).toHaveLength(2);
    const settled = stored.find((bet) => bet.matchId === done.id)!;
    expect(settled).toMatchObject({ status: "WIN", stakeResult: 1, price: 2.5, note: "first, with a comma" });
    expect(stored.find((bet) => bet.matchId === next.id)).toMatchObject({ line: -0.25, status: "PENDING" });

    // The export round-trips: the same file refuses to import twice into its owner's tracker, and imports into
    // another member's.
    const exported = await (await exportCsv(member)).arrayBuffer();
    const again = await send(member, "commit", exported);
    expect(again.status).toBe(422);
    expect(again.body.details!.map((error) => error.field)).toEqual(["id", "id"]);
    const friend = await makeUserWithToken("USER");
    const copied = await send(friend, "commit", exported);
    expect(copied.status).toBe(201);
    expect(await betsOf(friend.user.id)).toHaveLength(2);
  });

  it("commits nothing when one row among good ones is bad, and names every bad row and field", async () => {
    const member = await makeUserWithToken("USER");
    await db.insert(memberStaking).values({ userId: member.user.id, bankroll: 100 });
    const { match } = await makeMatch(new Date(Date.now() + 24 * HOUR));
    const { match: past } = await makeMatch(new Date(Date.now() - 24 * HOUR), "COMPLETED");
    const now = new Date().toISOString();
    const good = `${match.id},1x2,draw,,3.2,5,,${now},`;
    const cases: [string, string][] = [
      [`${match.id},1x2,draw,,1.0,5,,${now},`, "price"],
      [`${match.id},1x2,draw,,1001,5,,${now},`, "price"],
      [`${match.id},1x2,draw,,3.2,0,,${now},`, "stake"],
      [`${match.id},1x2,draw,,3.2,150,,${now},`, "stake"],
      [`${match.id},1x2,draw,,3.2,5,,${new Date(Date.now() + 2 * HOUR).toISOString()},`, "placed_at"],
      [`${past.id},1x2,draw,,3.2,5,,${now},`, "placed_at"],
      [`${crypto.randomUUID()},1x2,draw,,3.2,5,,${now},`, "match_id"],
      [`${match.id},corners,draw,,3.2,5,,${now},`, "market"],
      [`${match.id},1x2,over,,3.2,5,,${now},`, "selection"],
      [`${match.id},over_under,over,,3.2,5,,${now},`, "line"],
      [`${match.id},1x2,draw,,3.2,5,=cmd|' /C calc'!A0,${now},`, "bookmaker"],
      [`${match.id},1x2,draw,,3.2,5,,${now},@SUM(A1)`, "note"],
      [`${match.id},1x2,draw,,=2+1,5,,${now},`, "price"],
    ];
    const file = [HEADER, good, ...cases.map(([row]) => row), good].join("\n");
    const preview = await send(member, "preview", file);
    expect(preview.status).toBe(200);
    expect(preview.body.data!.rows.map((row) => row.row)).toEqual([2, 2 + cases.length + 1]);
    expect(preview.body.data!.errors.map((error) => [error.row, error.field])).toEqual(
      cases.map(([, field], index) => [index + 3, field]),
    );

    const commit = await send(member, "commit", file);
    expect(commit.status).toBe(422);
    expect(commit.body.error).toMatch(/^Nothing was imported: 13 of 15 rows have errors/);
    expect(commit.body.details).toHaveLength(cases.length);
    expect(await betsOf(member.user.id)).toEqual([]);
  });

  it("refuses a body over 10 MB with 413 before reading it all, and the wrong content type with 415", async () => {
    const member = await makeUserWithToken("USER");
    const declared = await send(member, "commit", "x", { "content-length": String(11 * 1024 * 1024) });
    expect(declared.status).toBe(413);
    let pulled = 0;
    const chunk = new Uint8Array(1024 * 1024).fill(0x61);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled > 40) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const streamed = await send(member, "commit", endless);
    expect(streamed.status).toBe(413);
    expect(pulled).toBeLessThan(15);
    const json = await callRoute(importBets, jsonRequest("POST", "/api/user/bets/import", { a: 1 }, member.headers));
    expect(json.status).toBe(415);
    expect(await betsOf(member.user.id)).toEqual([]);
  });

  it("refuses mixed encodings, UTF-16 and too many rows, and visitors", async () => {
    const member = await makeUserWithToken("USER");
    const { match } = await makeMatch(new Date(Date.now() + 24 * HOUR));
    const row = `${match.id},1x2,home,,2,1,,${new Date().toISOString()},`;
    const utf8 = new TextEncoder().encode(`${HEADER}\n${row}caf\u00e9\n`);
    const latin1 = Uint8Array.from([...new TextEncoder().encode(`${row}caf`), 0xe9, 0x0a]);
    const mixed = new Uint8Array([...utf8, ...latin1]);
    const refused = await send(member, "preview", mixed);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatch(/^Line 3 is not UTF-8 text/);

    const utf16 = new Uint8Array([0xff, 0xfe, ...new TextEncoder().encode("a")]);
    expect((await send(member, "preview", utf16)).body.error).toMatch(/UTF-16/);

    const many = [HEADER, ...Array.from({ length: 5001 }, () => row)].join("\n");
    const tooMany = await send(member, "commit", many);
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.error).toMatch(/more than 5,000 rows/);

    const header = await send(
      member,
      "preview",
      `match_id,market,selection,price,stake,placed_at,stakes\n${match.id},1x2,home,2,1,${new Date().toISOString()},1`,
    );
    expect(header.status).toBe(422);
    expect(header.body.error).toMatch(/unknown columns: stakes/);

    expect((await send(null, "commit", `${HEADER}\n${row}`)).status).toBe(401);
    expect(await betsOf(member.user.id)).toEqual([]);
  });

  it("shares its stake rule with the single bet: a stake above the bankroll is refused there too", async () => {
    const member = await makeUserWithToken("USER");
    await db.insert(memberStaking).values({ userId: member.user.id, bankroll: 50 });
    const { match } = await makeMatch(new Date(Date.now() + 24 * HOUR));
    const bet = { matchId: match.id, market: "1x2", selection: "home", price: 2 };
    const post = (stake: number) =>
      callRoute<ImportBody>(create, jsonRequest("POST", "/api/user/bets", { ...bet, stake }, member.headers));
    const refused = await post(50.01);
    expect(refused.status).toBe(422);
    expect(refused.body.details).toEqual([{ path: "stake", message: "The stake is more than your bankroll (50)." }]);
    expect((await post(50)).status).toBe(201);
  });

  it("finds a match by accented team names and a kick-off written with an offset (its UTC day)", async () => {
    const member = await makeUserWithToken("USER");
    const yesterday = new Date(Date.now() - 24 * HOUR);
    const kickoff = new Date(Date.UTC(yesterday.getUTCFullYear(), yesterday.getUTCMonth(), yesterday.getUTCDate(), 23));
    const { match, home, away } = await makeMatch(kickoff, "COMPLETED", ["Atlético Ñandú", "Élan Sportif"]);
    const localNextDay = new Date(kickoff.getTime() + 2 * HOUR).toISOString().slice(0, 19) + "+02:00";
    const placed = new Date(kickoff.getTime() - 5 * HOUR).toISOString();
    const file = [
      "kickoff,home,away,market,selection,price,stake,placed_at",
      `${localNextDay},${home},${away},1x2,away,3.1,2,${placed}`,
      `${localNextDay},${home.toUpperCase()},${away},1x2,away,3.1,2,${placed}`,
    ].join("\n");
    const preview = await send(member, "preview", file);
    expect(preview.body.data!.errors).toEqual([]);
    expect(preview.body.data!.rows.map((row) => row.matchId)).toEqual([match.id, match.id]);
  });
});
