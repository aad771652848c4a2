"use client";

import * as React from "react";
import { DownloadIcon, UploadIcon } from "lucide-react";

import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { AUTH_TOKEN_KEY } from "@/lib/api/client";
import type { ImportPreview } from "@/lib/bets/bets-import.service";
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from "@/lib/bets/bets-import.input";
import { formatUtcDateTime } from "@/lib/format/dates.rules";
import { formatCount, plural } from "@/lib/format/numbers.rules";
import { formatDecimalOdds } from "@/lib/format/odds.rules";

// The bet tracker's import and export: a link that downloads every bet as CSV, and an import that shows what a
// file holds (its rows and each row's errors) before anything is written, then imports all of it or nothing.

const EXPORT_HREF = "/api/user/bets?format=csv";
const IMPORT_URL = "/api/user/bets/import";
/** Rows of a preview shown in the table; the count says how many more the file holds. */
const SHOWN_ROWS = 50;

type Envelope<T> = { success: true; data: T } | { success: false; error: string; details?: unknown };

type State =
  | { step: "idle" }
  | { step: "checking"; file: File }
  | { step: "previewed"; file: File; preview: ImportPreview }
  | { step: "importing"; file: File; preview: ImportPreview }
  | { step: "done"; imported: number }
  | { step: "failed"; message: string; preview?: ImportPreview; file?: File };

async function sendFile<T>(file: File, mode: "preview" | "commit"): Promise<Envelope<T>> {
  const headers: Record<string, string> = { "Content-Type": "text/csv", Accept: "application/json" };
  try {
    const token = window.localStorage.getItem(AUTH_TOKEN_KEY);
    if (token) headers.Authorization = `Bearer ${token}`;
  } catch {
    // No storage (private mode): the session cookie alone signs the request.
  }
  try {
    const response = await fetch(`${IMPORT_URL}?mode=${mode}`, {
      method: "POST",
      headers,
      body: file,
      credentials: "include",
    });
    return (await response.json()) as Envelope<T>;
  } catch {
    return { success: false, error: "Could not reach the server. Please try again." };
  }
}

/** Download and import of the member's bets as CSV; `unitLabel` names the stake column's unit (units or a currency). */
export function BetsTransfer({ unitLabel = "units", onImported }: { unitLabel?: string; onImported?: () => void }) {
  const [state, setState] = React.useState<State>({ step: "idle" });
  const inputRef = React.useRef<HTMLInputElement>(null);
  const inputId = React.useId();

  async function choose(file: File | undefined) {
    if (!file) return;
    if (file.size > MAX_IMPORT_BYTES) {
      setState({ step: "failed", message: "The file is larger than 10 MB; split it into smaller files." });
      return;
    }
    setState({ step: "checking", file });
    const answer = await sendFile<ImportPreview>(file, "preview");
    setState(
      answer.success ? { step: "previewed", file, preview: answer.data } : { step: "failed", message: answer.error },
    );
  }

  async function commit(file: File, preview: ImportPreview) {
    setState({ step: "importing", file, preview });
    const answer = await sendFile<{ imported: number }>(file, "commit");
    setState(
      answer.success
        ? { step: "done", imported: answer.data.imported }
        : { step: "failed", message: answer.error, preview, file },
    );
    if (inputRef.current) inputRef.current.value = "";
    if (answer.success) onImported?.();
  }

  const preview = "preview" in state ? state.preview : undefined;
  const file = "file" in state ? state.file : undefined;
  const busy = state.step === "checking" || state.step === "importing";

  return (
    <section aria-labelledby={`${inputId}-title`} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id={`${inputId}-title`} className="text-lg font-semibold">
          Import and export
        </h2>
        <p className="text-sm text-muted-foreground">
          Download every bet as a CSV file, or import bets from one (at most {formatCount(MAX_IMPORT_ROWS)} rows and 10
          MB, UTF-8). Columns: match_id (or kickoff, home and away), market, selection, line, price, stake (in{" "}
          {unitLabel}), bookmaker, placed_at and note; an exported file imports as it is.
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button asChild variant="outline">
          <a href={EXPORT_HREF} download>
            <DownloadIcon aria-hidden="true" />
            Download CSV
          </a>
        </Button>
        <label htmlFor={inputId} className="sr-only">
          Choose a CSV file of bets to import
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          className="hidden"
          disabled={busy}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        <Button type="button" variant="outline" disabled={busy} onClick={() => inputRef.current?.click()}>
          <UploadIcon aria-hidden="true" />
          {state.step === "checking" ? "Checking the file…" : "Import from CSV"}
        </Button>
      </div>

      <div role="status" aria-live="polite">
        {state.step === "done" ? (
          <Alert variant="success">
            <AlertTitle>Imported {plural(state.imported, "bet")}</AlertTitle>
            <AlertDescription>Bets on matches already played were settled with their result.</AlertDescription>
          </Alert>
        ) : null}
        {state.step === "failed" ? (
          <Alert variant="destructive">
            <AlertTitle>Nothing was imported</AlertTitle>
            <AlertDescription>{state.message}</AlertDescription>
          </Alert>
        ) : null}
      </div>

      {preview && file ? (
        <ImportPreviewTable
          preview={preview}
          fileName={file.name}
          unitLabel={unitLabel}
          busy={busy}
          onConfirm={() => void commit(file, preview)}
          onCancel={() => {
            setState({ step: "idle" });
            if (inputRef.current) inputRef.current.value = "";
          }}
        />
      ) : null}
    </section>
  );
}

function ImportPreviewTable({
  preview,
  fileName,
  unitLabel,
  busy,
  onConfirm,
  onCancel,
}: {
  preview: ImportPreview;
  fileName: string;
  unitLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const errorRows = new Set(preview.errors.map((error) => error.row)).size;
  const canImport = preview.errors.length === 0 && preview.rows.length > 0;
  return (
    <div className="flex flex-col gap-3 rounded-lg border p-4" data-testid="bets-import-preview">
      <p className="text-sm">
        <span className="font-medium">{fileName}</span>: {plural(preview.total, "row")},{" "}
        {formatCount(preview.rows.length)} ready to import
        {errorRows > 0 ? `, ${formatCount(errorRows)} with errors` : ""}.
      </p>
      {preview.errors.length > 0 ? (
        <Alert variant="destructive">
          <AlertTitle>
            Fix these rows and choose the file again: nothing is imported while any row has an error
          </AlertTitle>
          <AlertDescription>
            <ul className="list-disc pl-4">
              {preview.errors.slice(0, SHOWN_ROWS).map((error) => (
                <li key={`${error.row}-${error.field}-${error.message}`}>
                  Row {error.row}, {error.field}: {error.message}
                </li>
              ))}
            </ul>
            {preview.errors.length > SHOWN_ROWS ? <p>…and {preview.errors.length - SHOWN_ROWS} more.</p> : null}
          </AlertDescription>
        </Alert>
      ) : null}
      {preview.rows.length > 0 ? (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">Row</TableHead>
              <TableHead scope="col">Match</TableHead>
              <TableHead scope="col">Market</TableHead>
              <TableHead scope="col">Selection</TableHead>
              <TableHead scope="col" className="text-right">
                Your price
              </TableHead>
              <TableHead scope="col" className="text-right">
                Stake ({unitLabel})
              </TableHead>
              <TableHead scope="col">Placed</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {preview.rows.slice(0, SHOWN_ROWS).map((row) => (
              <TableRow key={row.row}>
                <TableCell>{row.row}</TableCell>
                <TableCell>{row.match}</TableCell>
                <TableCell>{row.market}</TableCell>
                <TableCell>
                  {row.selection}
                  {row.line !== null ? ` ${row.line}` : ""}
                </TableCell>
                <TableCell className="text-right tabular-nums">{formatDecimalOdds(row.price)}</TableCell>
                <TableCell className="text-right tabular-nums">{row.stake}</TableCell>
                <TableCell className="tabular-nums">{formatUtcDateTime(row.placedAt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      {preview.rows.length > SHOWN_ROWS ? (
        <p className="text-sm text-muted-foreground">
          Showing the first {SHOWN_ROWS} of {formatCount(preview.rows.length)} rows.
        </p>
      ) : null}
      <div className="flex gap-3">
        <Button type="button" variant="brand" disabled={!canImport || busy} onClick={onConfirm}>
          {busy ? "Importing…" : `Import ${plural(preview.rows.length, "bet")}`}
        </Button>
        <Button type="button" variant="ghost" disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
