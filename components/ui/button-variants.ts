import { cva } from "class-variance-authority";

// The button styles on their own, without tailwind-merge: every size sets its own radius so no variant
// needs an override, and header controls in the root layout can use them with plain clsx, keeping
// tailwind-merge (~9 kB gzipped) out of every page's first-load JS (docs/decisions.md). The base is the
// `ui-button` component class (app/globals.css): one word instead of ~560 bytes in every button's HTML
// and RSC payload.
export const buttonVariants = cva("ui-button", {
  variants: {
    variant: {
      default: "bg-primary text-primary-foreground shadow-xs hover:bg-primary/90",
      destructive:
        "bg-destructive text-white shadow-xs hover:bg-destructive/90 focus-visible:ring-destructive/20 " +
        "dark:bg-destructive/60 dark:focus-visible:ring-destructive/40",
      outline:
        "border bg-background shadow-xs hover:bg-accent hover:text-accent-foreground dark:border-input " +
        "dark:bg-input/30 dark:hover:bg-input/50",
      secondary: "bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary/80",
      ghost: "hover:bg-accent hover:text-accent-foreground dark:hover:bg-accent/50",
      /** Ghost without a text colour, for callers that set their own (toggles coloured by state). */
      plain: "hover:bg-accent dark:hover:bg-accent/50",
      link: "text-primary underline-offset-4 hover:underline",
      // Light theme fills with brand-strong: white on --brand is 4.2:1, under the 4.5:1 text needs.
      brand:
        "bg-brand-strong text-brand-foreground shadow-xs hover:bg-brand-strong/90 focus-visible:ring-brand/40 " +
        "dark:bg-brand dark:hover:bg-brand/90",
    },
    size: {
      default: "h-9 rounded-md px-4 py-2 has-[>svg]:px-3",
      sm: "h-8 gap-1.5 rounded-md px-3 has-[>svg]:px-2.5",
      /** `sm` with round ends (filter chips). */
      "sm-pill": "h-8 gap-1.5 rounded-full px-3 has-[>svg]:px-2.5",
      lg: "h-10 rounded-md px-6 has-[>svg]:px-4",
      icon: "size-9 rounded-md",
      /** A round icon button (avatar trigger) without a className override, for callers that skip tailwind-merge. */
      "icon-round": "size-9 rounded-full",
      "icon-sm": "size-8 rounded-md",
      "icon-lg": "size-10 rounded-md",
    },
  },
  defaultVariants: {
    variant: "default",
    size: "default",
  },
});
