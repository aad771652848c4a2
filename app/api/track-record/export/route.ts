import { withRoute } from "@/lib/api/with-route";
import { logger } from "@/lib/logger";
import type { ExportRow } from "@/lib/track-record/export-lock.rules";
import { csvHeader, csvRows, exportFileName, jsonHead, jsonRows, JSON_TAIL } from "@/lib/track-record/export.rules";
import { recordExportQuerySchema } from "@/lib/track-record/export.input";
import { exportRecordPages } from "@/lib/track-record/export.service";

// GET /api/track-record/export?format=csv|json&sport=&from=&to=&id=: every settled published pick of the live record
// with its lock (time, content hash and the hashed fields), prices, close, result and CLV, demo rows marked; public.
// Streamed a keyset page at a time. The same for every caller, and like the other public API answers not stored by
// HTTP caches (Cache-Control: private, no-store): freshness comes from the database, not a CDN.
export const GET = withRoute({ auth: "public", query: recordExportQuerySchema }, async ({ query, request }) => {
  const pages = exportRecordPages(query);
  // The first page is read before answering, so a database that is down gets the error envelope, not a cut stream.
  const first = await pages.next();
  const csv = query.format === "csv";
  const encoder = new TextEncoder();
  let opened = false;
  const write = (rows: ExportRow[]) => {
    const text = csv ? csvRows(rows) : jsonRows(rows, !opened);
    if (rows.length > 0) opened = true;
    return text;
  };
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode((csv ? csvHeader() : jsonHead()) + write(first.done ? [] : first.value)));
      if (first.done) finish(controller);
    },
    async pull(controller) {
      try {
        const next = await pages.next();
        if (next.done) finish(controller);
        else controller.enqueue(encoder.encode(write(next.value)));
      } catch (error) {
        // Headers are sent: the stream is cut, so the client sees an incomplete file rather than a partial one.
        logger.error("track_record.export_failed", { path: new URL(request.url).pathname, error });
        controller.error(error);
      }
    },
    async cancel() {
      await pages.return(undefined);
    },
  });

  function finish(controller: ReadableStreamDefaultController<Uint8Array>) {
    if (!csv) controller.enqueue(encoder.encode(JSON_TAIL));
    controller.close();
  }

  const fileName = exportFileName(query.format, query);
  return new Response(stream, {
    headers: {
      "Content-Type": csv ? "text/csv; charset=utf-8; header=present" : "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "private, no-store",
    },
  });
});
