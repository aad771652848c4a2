"use client";

import { useEffect } from "react";
import { RefreshCwIcon } from "lucide-react";

import { buttonVariants } from "@/components/ui/button-variants";

export interface BrowseErrorProps {
  error: unknown;
  retry: () => void;
  title: string;
  body: string;
}

/** A browse page's data could not be loaded: say so (no placeholder figures) and offer a retry. */
export function BrowseError({ error, retry, title, body }: BrowseErrorProps) {
  useEffect(() => {
    // The server logged the cause; the browser console keeps the digest for support.
    console.error(error);
  }, [error]);
  return (
    <div className="container w-full py-10 sm:py-14">
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-14 text-center"
      >
        <h2 className="text-lg font-semibold">{title}</h2>
        <p className="max-w-md text-sm text-muted-foreground">{body}</p>
        <button type="button" className={buttonVariants({ variant: "outline" })} onClick={() => retry()}>
          <RefreshCwIcon aria-hidden="true" />
          Try again
        </button>
      </div>
    </div>
  );
}
