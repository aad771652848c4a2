import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { betsImportQuerySchema, MAX_IMPORT_BYTES } from "@/lib/bets/bets-import.input";
import { commitBetsImport, previewBetsImport } from "@/lib/bets/bets-import.service";
import { readCsvBody } from "@/lib/http/read-csv-body";

// POST /api/user/bets/import?mode=preview|commit: a CSV file of bets as the body (text/csv, at most 10 MB). Preview
// (the default) answers the parsed rows and each row's errors and writes nothing; commit writes every row or, when
// any row has an error, none (422 listing them)
export const POST = withRoute({ auth: "member", query: betsImportQuerySchema }, async ({ caller, query, request }) => {
  const bytes = await readCsvBody(request, MAX_IMPORT_BYTES);
  if (query.mode === "commit") return ok(await commitBetsImport(caller.user.id, bytes), { status: 201 });
  return ok(await previewBetsImport(caller.user.id, bytes));
});
