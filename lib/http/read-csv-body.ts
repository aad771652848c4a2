import { AppError } from "@/lib/core/errors";

import { readBytesWithCap } from "./read-body";

/**
 * Reads an uploaded CSV file sent as the raw request body (Content-Type: text/csv) with a byte cap: 415 for another
 * type, 413 beyond the cap, from Content-Length before any byte is read or as soon as the stream passes it. The
 * bytes are returned undecoded: the caller decides what encodings it accepts.
 */
export async function readCsvBody(request: Request, maxBytes: number): Promise<Uint8Array> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^text\/csv\b/i.test(contentType.trim())) {
    throw new AppError("unsupported_media_type", "Send the file as the request body with Content-Type: text/csv.");
  }
  const declared = Number(request.headers.get("content-length") ?? "NaN");
  if (Number.isFinite(declared) && declared > maxBytes) {
    throw new AppError("payload_too_large", `The file is larger than ${maxBytes / 1024 / 1024} MB.`);
  }
  return readBytesWithCap(request, maxBytes);
}
