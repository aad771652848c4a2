"use client";

import type { ReactNode } from "react";

import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";

export interface BreakdownPanel {
  value: string;
  label: string;
  /** Rendered on the server; the tabs only switch which one is shown. */
  content: ReactNode;
}

/** The by-sport / by-market / by-month switch of the track record. */
export function BreakdownTabs({ panels, label }: { panels: readonly BreakdownPanel[]; label: string }) {
  return (
    <Tabs defaultValue={panels[0]?.value}>
      {/* Wraps on a narrow screen rather than widening the page. */}
      <TabsList aria-label={label} className="h-auto max-w-full flex-wrap">
        {panels.map((panel) => (
          <TabsTrigger key={panel.value} value={panel.value} className="px-3">
            {panel.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {panels.map((panel) => (
        <TabsContent key={panel.value} value={panel.value} className="mt-2">
          {panel.content}
        </TabsContent>
      ))}
    </Tabs>
  );
}
