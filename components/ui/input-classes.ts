import { clsx } from "clsx";

// The text input's styles on their own, without tailwind-merge, so client components on public pages can
// style a plain <input> with them (docs/decisions.md, "First-load JS"). The padding is chosen here, not
// overridden by callers: with a leading icon the text starts after it.
export function inputClassName({ leadingIcon = false }: { leadingIcon?: boolean } = {}): string {
  return clsx(
    "h-9 w-full min-w-0 rounded-md border border-input bg-transparent py-1 text-base shadow-xs " +
      "transition-[color,box-shadow] outline-none selection:bg-primary selection:text-primary-foreground " +
      "file:inline-flex file:h-7 file:border-0 file:bg-transparent file:text-sm file:font-medium " +
      "file:text-foreground placeholder:text-muted-foreground disabled:pointer-events-none " +
      "disabled:cursor-not-allowed disabled:opacity-50 md:text-sm dark:bg-input/30",
    "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50",
    "aria-invalid:border-destructive aria-invalid:ring-destructive/20 dark:aria-invalid:ring-destructive/40",
    leadingIcon ? "pr-3 pl-9" : "px-3",
  );
}
