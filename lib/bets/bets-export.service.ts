import "server-only";

import { logger } from "@/lib/logger";

import { betCsvHeader, betCsvLine } from "./bets-csv.rules";
import { listBetsForExport, readBookCurrency, type ExportCursor } from "./bets-transfer.queries";

// The member's bets as a CSV download, streamed: the header first, then one keyset page of bets at a time, read
// only when the client has taken the previous one, so 10,000 bets never sit in memory at once. The file starts
// with a UTF-8 byte-order mark, which Excel needs to read the names as UTF-8 (the import accepts it).

const PAGE_SIZE = 500;

export interface CsvDownload {
  filename: string;
  stream: ReadableStream<Uint8Array>;
}

export async function exportBetsCsv(userId: string, now = new Date()): Promise<CsvDownload> {
  const unit = (await readBookCurrency(userId)) ?? "units";
  const encoder = new TextEncoder();
  let cursor: ExportCursor | null = null;
  let started = false;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`\uFEFF${betCsvHeader()}`));
        return;
      }
      try {
        const page = await listBetsForExport(userId, cursor, PAGE_SIZE);
        if (page.length > 0) {
          controller.enqueue(encoder.encode(page.map((bet) => betCsvLine(bet, unit)).join("")));
          const last = page[page.length - 1]!;
          cursor = { placedAtKey: last.placedAtKey, id: last.id };
        }
        if (page.length < PAGE_SIZE) controller.close();
      } catch (error) {
        // The status line has gone out: the client sees a cut-off download, and the cause goes to the log.
        logger.error("bets.export_failed", { userId, error });
        controller.error(error);
      }
    },
  });
  return { filename: `edgecast-bets-${now.toISOString().slice(0, 10)}.csv`, stream };
}
