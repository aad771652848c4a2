"use client";

import { useHydrated } from "@/hooks/use-hydrated";

import { OddsFormatSwitch } from "./odds-format-switch";
import { useOddsFormat } from "./use-odds-format";

/**
 * The odds format switch with its behaviour, for pages whose prices are server-rendered (a prediction's page,
 * the tips). Its buttons say they are not usable until the page's code has run: in the static HTML a click
 * would do nothing.
 */
export function OddsFormatControl({ className }: { className?: string }) {
  const { format, select } = useOddsFormat();
  const hydrated = useHydrated();
  return <OddsFormatSwitch current={format} onSelect={hydrated ? select : undefined} className={className} />;
}
