"use client";

import { Table, TableBody, TableCell, TableEmpty, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatCount } from "@/lib/format/numbers.rules";
import { formatUsd } from "@/lib/format/money.rules";

import type { AdUnitRow } from "./types";

/** The Analytics tab: impressions, clicks, CTR and revenue per unit, as recorded from the ad slots' events. */
export function AdAnalytics({ units, loading }: { units: AdUnitRow[]; loading: boolean }) {
  const ranked = [...units].sort((a, b) => b.impressions - a.impressions || b.clicks - a.clicks);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">
        Impressions and clicks are counted by the ad slots when a visitor who allowed ad storage sees or clicks an ad.
        Revenue stays 0 until a network report is imported.
      </p>
      <div className="rounded-lg border">
        <Table aria-label="Ad performance">
          <TableHeader>
            <TableRow>
              <TableHead>Ad unit</TableHead>
              <TableHead>Position</TableHead>
              <TableHead className="text-right">Impressions</TableHead>
              <TableHead className="text-right">Clicks</TableHead>
              <TableHead className="text-right">CTR</TableHead>
              <TableHead className="text-right">Revenue</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {ranked.length === 0 ? (
              <TableEmpty colSpan={6}>{loading ? "Loading ad performance…" : "No ad units yet"}</TableEmpty>
            ) : (
              ranked.map((unit) => (
                <TableRow key={unit.id}>
                  <TableCell className="font-medium">{unit.name}</TableCell>
                  <TableCell>{unit.position}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatCount(unit.impressions)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatCount(unit.clicks)}</TableCell>
                  <TableCell className="text-right tabular-nums">{unit.ctr.toFixed(2)}%</TableCell>
                  <TableCell className="text-right tabular-nums">{formatUsd(unit.revenue)}</TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </div>
    </div>
  );
}
