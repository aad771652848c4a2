import { clsx } from "clsx";

import { buttonVariants } from "@/components/ui/button-variants";

/**
 * A ghost icon button for the header's always-present triggers. Same look as ui/button's
 * `<Button variant="ghost" size="icon">`, but joined with clsx: the extra classes never conflict with the
 * variant's, and leaving tailwind-merge out keeps it off every page's first-load JS.
 */
export function HeaderIconButton({
  className,
  round = false,
  ...props
}: React.ComponentProps<"button"> & { round?: boolean }) {
  return (
    <button
      type="button"
      data-slot="button"
      className={clsx(buttonVariants({ variant: "ghost", size: round ? "icon-round" : "icon" }), className)}
      {...props}
    />
  );
}
