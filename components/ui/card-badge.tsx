import type { ComponentProps } from "react";
import type { VariantProps } from "class-variance-authority";
import { clsx } from "clsx";

import { badgeVariants } from "./badge-variants";

/**
 * shadcn's Badge markup without `asChild` and without class merging (clsx only), for client code on
 * public pages such as the browse cards: Radix Slot and tailwind-merge would cost more than the cards.
 */
export function CardBadge({
  variant,
  className,
  ...props
}: ComponentProps<"span"> & Pick<VariantProps<typeof badgeVariants>, "variant">) {
  return (
    <span data-slot="badge" data-variant={variant} className={clsx(badgeVariants({ variant }), className)} {...props} />
  );
}
