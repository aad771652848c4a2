import * as React from "react";
import { ChevronDownIcon } from "lucide-react";

import { clsx } from "clsx";

// shadcn/ui's native-select: a styled <select>. Lighter than the Radix Select (no client JS of its own)
// and the platform's own picker on phones; use it for plain filter lists. Plain clsx, no tailwind-merge: it
// is used on public pages (docs/decisions.md, "First-load JS"), so a className is appended, never merged.

function NativeSelect({ className, ...props }: React.ComponentProps<"select">) {
  return (
    <div
      data-slot="native-select-wrapper"
      className="group/native-select relative w-full has-[select:disabled]:opacity-50"
    >
      <select
        data-slot="native-select"
        className={clsx(
          "h-9 w-full min-w-0 appearance-none rounded-md border border-input bg-transparent px-3 py-2 pr-9 text-sm " +
            "shadow-xs transition-[color,box-shadow] outline-none disabled:pointer-events-none " +
            "disabled:cursor-not-allowed dark:bg-input/30 dark:hover:bg-input/50",
          "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50",
          "aria-invalid:border-destructive aria-invalid:ring-destructive/20 dark:aria-invalid:ring-destructive/40",
          className,
        )}
        {...props}
      />
      <ChevronDownIcon
        aria-hidden="true"
        className={
          "pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground " +
          "opacity-50 select-none"
        }
      />
    </div>
  );
}

function NativeSelectOption(props: React.ComponentProps<"option">) {
  return <option data-slot="native-select-option" {...props} />;
}

export { NativeSelect, NativeSelectOption };
