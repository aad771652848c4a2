import type { ComponentProps } from "react";

import { cn } from "@/lib/utils";

/** Long-form text styling (legal pages, help articles) without the typography plugin. */
export function Prose({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      className={cn(
        "max-w-3xl text-base leading-7 text-foreground/90",
        "[&_h2]:mt-10 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:tracking-tight " +
          "[&_h2]:text-foreground",
        "[&>*:first-child]:mt-0 [&>section:first-child>h2]:mt-0",
        "[&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-foreground",
        "[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal " +
          "[&_ol]:space-y-2 [&_ol]:pl-6",
        "[&_a]:font-medium [&_a]:text-brand-strong [&_a]:underline [&_a]:underline-offset-4 " +
          "hover:[&_a]:text-foreground",
        "[&_strong]:font-semibold [&_strong]:text-foreground",
        className,
      )}
      {...props}
    />
  );
}
