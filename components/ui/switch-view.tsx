import type { ComponentProps } from "react";

import { clsx } from "clsx";

export type SwitchViewProps = Omit<ComponentProps<"button">, "onChange" | "value" | "defaultValue"> & {
  checked: boolean;
};

/**
 * The switch's markup for a given state, with no state of its own: Switch (switch.tsx) drives it in the
 * browser, and a server component can render it as it is (the prerendered cookie banner does).
 *
 * `className` is appended with clsx, not merged: tailwind-merge would add ~9 kB to the first load of any
 * page that shows a switch. Pass only classes that don't override the base.
 */
export function SwitchView({ className, checked, disabled, ...props }: SwitchViewProps) {
  const state = checked ? "checked" : "unchecked";
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      data-state={state}
      data-disabled={disabled ? "" : undefined}
      disabled={disabled}
      data-slot="switch"
      className={clsx(
        "peer inline-flex h-[1.15rem] w-8 shrink-0 items-center rounded-full border border-transparent shadow-xs " +
          "transition-all outline-none focus-visible:border-ring focus-visible:ring-[3px] " +
          "focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 " +
          "data-[state=checked]:bg-primary data-[state=unchecked]:bg-input dark:data-[state=unchecked]:bg-input/80",
        className,
      )}
      {...props}
    >
      <span
        data-slot="switch-thumb"
        data-state={state}
        className={
          "pointer-events-none block size-4 rounded-full bg-background ring-0 transition-transform " +
          "data-[state=checked]:translate-x-[calc(100%-2px)] data-[state=unchecked]:translate-x-0 " +
          "dark:data-[state=checked]:bg-primary-foreground dark:data-[state=unchecked]:bg-foreground"
        }
      />
    </button>
  );
}
