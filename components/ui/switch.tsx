"use client";

import * as React from "react";

import { SwitchView, type SwitchViewProps } from "./switch-view";

type SwitchProps = Omit<SwitchViewProps, "checked"> & {
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * shadcn's Switch API (checked / defaultChecked / onCheckedChange, data-state) on a native
 * <button role="switch"> (switch-view.tsx). Radix's Switch did the same plus a hidden form input none of
 * our forms use, and it weighed on the first-load JS of every page through the cookie banner.
 */
function Switch({ checked, defaultChecked = false, onCheckedChange, onClick, ...props }: SwitchProps) {
  const [uncontrolled, setUncontrolled] = React.useState(defaultChecked);
  const isChecked = checked ?? uncontrolled;
  return (
    <SwitchView
      checked={isChecked}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        if (checked === undefined) setUncontrolled(!isChecked);
        onCheckedChange?.(!isChecked);
      }}
      {...props}
    />
  );
}

export { Switch };
