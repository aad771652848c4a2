import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { betsFormatQuerySchema } from "@/lib/bets/bets-import.input";
import { exportBetsCsv } from "@/lib/bets/bets-export.service";
import { betBodySchema } from "@/lib/bets/bets.input";
import { createBet, listBets } from "@/lib/bets/bets.service";
import { downloadResponse } from "@/lib/http/download";

// GET /api/user/bets: the caller's bets, newest placed first; ?format=csv streams all of them as a CSV download
export const GET = withRoute({ auth: "member" }, async ({ caller, request }) => {
  const { format } = betsFormatQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  if (format === "csv") {
    const { filename, stream } = await exportBetsCsv(caller.user.id);
    return downloadResponse(stream, { filename, contentType: "text/csv; charset=utf-8" });
  }
  return ok(await listBets(caller.user.id));
});

// POST /api/user/bets: log a bet from a pick or by hand (201); a bad price, stake or date is a 422 naming its field
export const POST = withRoute({ auth: "member", body: betBodySchema }, async ({ caller, body }) =>
  ok(await createBet(caller.user.id, body), { status: 201 }),
);
