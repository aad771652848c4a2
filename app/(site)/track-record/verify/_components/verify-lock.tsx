"use client";

import { useState } from "react";

import { buttonVariants } from "@/components/ui/button-variants";
import { inputClassName } from "@/components/ui/input-classes";
import { apiFetch } from "@/lib/api/client";
import { lockCanonicalText, lockHashWebCrypto } from "@/lib/predictions/lock-canonical.rules";
import { lockOfRow, type ExportRow } from "@/lib/track-record/export-lock.rules";

export interface PickChoice {
  id: string;
  label: string;
  /** Kick-off and result as the list shows them. */
  detail: string;
}

type Check =
  | { kind: "idle" }
  | { kind: "error"; message: string }
  | { kind: "unlocked" }
  | { kind: "done"; match: boolean; published: string; recomputed: string; canonical: string };

// Plain elements styled without tailwind-merge (the ui components' `cn`), which would add ~9 kB to this public page's
// first-load JavaScript.
const TEXTAREA_CLASS =
  "min-h-48 w-full rounded-md border border-input bg-transparent px-3 py-2 font-mono text-xs shadow-xs outline-none " +
  "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 dark:bg-input/30";

/**
 * Fetches a settled pick's exported row, lets the visitor read or edit it, and recomputes its content hash here in
 * the browser (crypto.subtle) with the rule the server hashes by (lib/predictions/lock-canonical.rules.ts).
 */
export function VerifyLock({ choices }: { choices: PickChoice[] }) {
  const [id, setId] = useState("");
  const [rowText, setRowText] = useState("");
  const [loading, setLoading] = useState(false);
  const [check, setCheck] = useState<Check>({ kind: "idle" });

  async function recompute(text: string) {
    let row: unknown;
    try {
      row = JSON.parse(text);
    } catch {
      return setCheck({ kind: "error", message: "The row is not valid JSON." });
    }
    if (!row || typeof row !== "object" || Array.isArray(row)) {
      return setCheck({ kind: "error", message: "Paste one row of the JSON export: an object, { … }." });
    }
    const lock = lockOfRow(row as Record<string, unknown>);
    if (!lock.lockedAt || !lock.contentHash) return setCheck({ kind: "unlocked" });
    const recomputed = await lockHashWebCrypto(lock.content, lock.lockedAt);
    setCheck({
      kind: "done",
      match: recomputed === lock.contentHash.toLowerCase(),
      published: lock.contentHash,
      recomputed,
      canonical: lockCanonicalText(lock.content, lock.lockedAt),
    });
  }

  async function load(pickId: string) {
    const wanted = pickId.trim();
    if (!wanted) return setCheck({ kind: "error", message: "Enter a pick's id." });
    setId(wanted);
    setLoading(true);
    const result = await apiFetch<{ rows: ExportRow[] }>("/track-record/export", {
      query: { format: "json", id: wanted },
    });
    setLoading(false);
    if (!result.success) return setCheck({ kind: "error", message: result.error });
    const row = result.data.rows[0];
    if (!row) {
      setRowText("");
      return setCheck({
        kind: "error",
        message: "No settled published pick has this id (pending picks are not in the record yet).",
      });
    }
    const text = JSON.stringify(row, null, 2);
    setRowText(text);
    await recompute(text);
  }

  return (
    <div className="flex flex-col gap-6">
      <form
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          void load(id);
        }}
      >
        <label className="flex flex-1 flex-col gap-2 text-sm font-medium">
          Pick id
          <input
            className={inputClassName()}
            value={id}
            onChange={(event) => setId(event.target.value)}
            placeholder="e.g. 3f2c…"
            name="id"
          />
        </label>
        <button type="submit" disabled={loading} className={buttonVariants()}>
          {loading ? "Fetching…" : "Fetch its exported fields"}
        </button>
      </form>

      {choices.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-medium">Or take a recently settled pick</h3>
          <ul className="flex flex-col gap-1" data-testid="verify-choices">
            {choices.map((choice) => (
              <li key={choice.id}>
                <button
                  type="button"
                  className="text-left text-sm text-brand-strong underline-offset-4 hover:underline"
                  onClick={() => void load(choice.id)}
                >
                  {choice.label}
                </button>{" "}
                <span className="text-xs text-muted-foreground">{choice.detail}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="flex flex-col gap-2">
        <label htmlFor="verify-row" className="text-sm font-medium">
          The exported row (JSON): edit any field, or paste a row from the JSON export
        </label>
        <textarea
          id="verify-row"
          value={rowText}
          onChange={(event) => setRowText(event.target.value)}
          className={TEXTAREA_CLASS}
          spellCheck={false}
        />
        <div>
          <button
            type="button"
            className={buttonVariants({ variant: "outline" })}
            onClick={() => void recompute(rowText)}
            disabled={!rowText}
          >
            Recompute the hash
          </button>
        </div>
      </div>

      <Result check={check} />
    </div>
  );
}

function Result({ check }: { check: Check }) {
  if (check.kind === "idle") return null;
  if (check.kind === "error") {
    return (
      <p role="alert" className="text-sm text-destructive" data-testid="verify-error">
        {check.message}
      </p>
    );
  }
  if (check.kind === "unlocked") {
    return (
      <p role="status" className="text-sm" data-testid="verify-result" data-result="unlocked">
        This row has no lock time or content hash: the pick was never locked, so there is nothing to check.
      </p>
    );
  }
  return (
    <section
      role="status"
      aria-live="polite"
      data-testid="verify-result"
      data-result={check.match ? "match" : "mismatch"}
      className={
        "flex flex-col gap-3 rounded-lg border p-4 " + (check.match ? "border-emerald-600/50" : "border-destructive/60")
      }
    >
      <p className="font-semibold">
        {check.match
          ? "Match: these fields and this lock time give the published hash."
          : "Mismatch: these fields do not give the published hash. Something differs from what was locked."}
      </p>
      <dl className="grid gap-2 text-sm">
        <dt className="text-muted-foreground">Published content hash (content_hash)</dt>
        <dd>
          <code className="font-mono break-all" data-testid="hash-published">
            {check.published}
          </code>
        </dd>
        <dt className="text-muted-foreground">SHA-256 recomputed in your browser</dt>
        <dd>
          <code className="font-mono break-all" data-testid="hash-recomputed">
            {check.recomputed}
          </code>
        </dd>
        <dt className="text-muted-foreground">The text that was hashed</dt>
        <dd>
          <code className="font-mono text-xs break-all">{check.canonical}</code>
        </dd>
      </dl>
    </section>
  );
}
