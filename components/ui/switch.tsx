"use client";

import * as React from "react";

import { clsx } from "clsx";

type SwitchProps = Omit<React.ComponentProps<"button">, "onChange" | "value" | "defaultValue"> & {
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * `className` is appended with clsx, not merged: the switch sits in the cookie banner of every page, and
 * tailwind-merge would add ~9 kB to each first load. Pass only classes that don't override the base.
 *
 * shadcn's Switch API (checked / defaultChecked / onCheckedChange, data-state) on a native
 * <button role="switch">. Radix's Switch did the same plus a hidden form input none of our forms use, and it
 * weighed on the first-load JS of every page through the cookie banner in the root layout.
 */
function Switch({ className, checked, defaultChecked = false, onCheckedChange, onClick, disabled, ...props }: SwitchProps) {
  const [uncontrolled, setUncontrolled] = React.useState(defaultChecked);
  const isChecked = checked ?? uncontrolled;
  const state = isChecked ? "checked" : "unchecked";
  return (
    <button
      type="button"
      role="switch"
      aria-checked={isChecked}
      data-state={state}
      data-disabled={disabled ? "" : undefined}
      disabled={disabled}
      data-slot="switch"
      className={clsx(
        "peer inline-flex h-[1.15rem] w-8 shrink-0 items-center rounded-full border border-transparent shadow-xs transition-all outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-primary data-[state=unchecked]:bg-input dark:data-[state=unchecked]:bg-input/80",
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        if (checked === undefined) setUncontrolled(!isChecked);
        onCheckedChange?.(!isChecked);
      }}
      {...props}
    >
      <span
        data-slot="switch-thumb"
        data-state={state}
        className="pointer-events-none block size-4 rounded-full bg-background ring-0 transition-transform data-[state=checked]:translate-x-[calc(100%-2px)] data-[state=unchecked]:translate-x-0 dark:data-[state=checked]:bg-primary-foreground dark:data-[state=unchecked]:bg-foreground"
      />
    </button>
  );
}

export { Switch };
