"use client";

import { BrowseError } from "@/components/browse/browse-error";

export default function CategoriesError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <BrowseError
      error={error}
      retry={retry}
      title="Categories could not be loaded"
      body="The category statistics could not be loaded just now. Try again in a moment."
    />
  );
}
