"use client";

import * as React from "react";

import { Input } from "@/components/ui/input";

/**
 * A text input for a list of ids typed comma-separated ("nfl, nba"). It keeps the text as typed (a trailing
 * comma stays while typing) and reports the parsed list on every change.
 */
export function ListInput({
  value,
  onChange,
  ...props
}: Omit<React.ComponentProps<typeof Input>, "value" | "onChange"> & {
  value: readonly string[] | undefined;
  onChange: (value: string[]) => void;
}) {
  const [text, setText] = React.useState(() => (value ?? []).join(", "));
  return (
    <Input
      {...props}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(parseList(event.target.value));
      }}
    />
  );
}

function parseList(text: string): string[] {
  return text
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}
