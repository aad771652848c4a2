"use client";

import { OddsFormatSwitch } from "./odds-format-switch";
import { useOddsFormat } from "./use-odds-format";

/** The odds format switch with its behaviour, for pages whose prices are server-rendered (a prediction's page). */
export function OddsFormatControl({ className }: { className?: string }) {
  const { format, select } = useOddsFormat();
  return <OddsFormatSwitch current={format} onSelect={select} className={className} />;
}
