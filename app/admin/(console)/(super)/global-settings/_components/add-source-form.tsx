"use client";

import * as React from "react";
import { PlusIcon } from "lucide-react";
import { toast } from "sonner";

import { BusyButton } from "@/components/forms/busy-button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { apiFetch } from "@/lib/api/client";
import { createScrapingSourceSchema, sourceNameFromUrl } from "@/lib/scraping/admin.input";

/** Add New Source: the button stays disabled while the URL is empty; the name is the URL's host. */
export function AddSourceForm({ onAdded }: { onAdded: () => void }) {
  const [url, setUrl] = React.useState("");
  const [error, setError] = React.useState<string | null>(null);
  const [busy, setBusy] = React.useState(false);
  const name = url.trim() ? sourceNameFromUrl(url) : "";

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = createScrapingSourceSchema.safeParse({ url });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Invalid URL");
      return;
    }
    setBusy(true);
    const result = await apiFetch<{ source: { name: string } }>("/admin/scraping/sources", {
      method: "POST",
      body: parsed.data,
    });
    setBusy(false);
    if (!result.success) {
      setError(result.error);
      toast.error(result.error || "Failed to add source");
      return;
    }
    toast.success("Source Added", { description: `${result.data.source.name} was added as an inactive source.` });
    setUrl("");
    setError(null);
    onAdded();
  }

  return (
    <form noValidate onSubmit={submit} className="flex max-w-xl flex-col gap-3">
      <div className="flex flex-col gap-2">
        <Label htmlFor="source-url">Source URL</Label>
        <Input
          id="source-url"
          type="url"
          inputMode="url"
          placeholder="https://www.example.com/sports"
          value={url}
          onChange={(event) => {
            setUrl(event.target.value);
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "source-url-error" : "source-url-hint"}
        />
        <p id="source-url-hint" className="text-xs text-muted-foreground">
          {name ? `It will be named ${name}.` : "The name is the address without its protocol and path."} New sources
          start inactive.
        </p>
        {error ? (
          <p id="source-url-error" role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      <BusyButton
        type="submit"
        busy={busy}
        busyLabel="Adding…"
        icon={PlusIcon}
        disabled={url.trim() === ""}
        className="self-start"
      >
        Add Source
      </BusyButton>
    </form>
  );
}
