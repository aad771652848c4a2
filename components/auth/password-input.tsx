"use client";

import * as React from "react";
import { EyeIcon, EyeOffIcon } from "lucide-react";

import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

export type PasswordInputProps = Omit<React.ComponentProps<"input">, "type">;

/**
 * A password field with a show/hide toggle. The toggle is a real button labelled
 * 'Show password' / 'Hide password' that controls the input; it never submits the form. Spellcheck and
 * auto-capitalisation stay off so a revealed password is not sent to a spelling service or altered.
 */
export function PasswordInput({ className, id, disabled, ...props }: PasswordInputProps) {
  const [visible, setVisible] = React.useState(false);
  return (
    <div className="relative">
      <Input
        id={id}
        type={visible ? "text" : "password"}
        disabled={disabled}
        spellCheck={false}
        autoCapitalize="none"
        autoCorrect="off"
        className={cn("pr-10", className)}
        {...props}
      />
      <button
        type="button"
        onClick={() => setVisible((value) => !value)}
        disabled={disabled}
        aria-label={visible ? "Hide password" : "Show password"}
        aria-controls={id}
        className={
          "absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md " +
          "text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-[3px] " +
          "focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50"
        }
      >
        {visible ? (
          <EyeOffIcon aria-hidden="true" className="size-4" />
        ) : (
          <EyeIcon aria-hidden="true" className="size-4" />
        )}
      </button>
    </div>
  );
}
