import { cva } from "class-variance-authority";

// The badge styles on their own, without tailwind-merge, so client components on public pages can use
// them with plain clsx (docs/decisions.md, "First-load JS"). Sizes carry the padding and text size, so no
// caller needs to override them.
export const badgeVariants = cva(
  // Badges are labels, so the base carries no focus or invalid styles; the `lg` filter buttons add focus.
  // The base is the `ui-badge` component class (app/globals.css): every badge is in the HTML and the RSC
  // payload of the list pages. No badge is a link, so there are no link hover styles.
  "ui-badge",
  {
    variants: {
      variant: {
        default: "border-transparent bg-primary text-primary-foreground",
        secondary: "border-transparent bg-secondary text-secondary-foreground",
        destructive: "border-transparent bg-destructive text-white dark:bg-destructive/60",
        outline: "text-foreground",
        success: "border-success/30 bg-success/15 text-success-strong",
        warning: "border-warning/30 bg-warning/15 text-warning-strong",
        muted: "border-transparent bg-muted text-muted-foreground",
        // Light theme fills with brand-strong, as the brand button does: white on --brand is 4.2:1.
        brand: "border-transparent bg-brand-strong text-brand-foreground dark:bg-brand",
      },
      size: {
        default: "px-2 py-0.5 text-xs",
        /** Badges used as filter buttons. */
        lg:
          "px-3 py-1 text-sm transition-[color,box-shadow] outline-none focus-visible:border-ring " +
          "focus-visible:ring-[3px] focus-visible:ring-ring/50",
      },
    },
    defaultVariants: {
      variant: "default",
      size: "default",
    },
  },
);
