"use client";

import { BrowseError } from "@/components/browse/browse-error";

export default function LeaguesError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <BrowseError
      error={error}
      retry={retry}
      title="Leagues could not be loaded"
      body="The league statistics could not be loaded just now. Try again in a moment."
    />
  );
}
