"use client";

import { BrowseError } from "@/components/browse/browse-error";

export default function TipsError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <BrowseError
      error={error}
      retry={retry}
      title="No Tips Available"
      body="Tips could not be loaded just now. Try again in a moment."
    />
  );
}
