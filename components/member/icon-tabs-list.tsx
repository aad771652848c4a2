"use client";

import type { ComponentType, SVGProps } from "react";

import { TabsList, TabsTrigger } from "@/components/ui/tabs";

export interface IconTab {
  value: string;
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}

/** The member pages' tab row: one trigger per tab, its icon (decorative) before its label. */
export function IconTabsList({ tabs, className }: { tabs: readonly IconTab[]; className: string }) {
  return (
    <TabsList className={className}>
      {tabs.map((tab) => (
        <TabsTrigger key={tab.value} value={tab.value} className="px-3 py-1.5">
          <tab.icon aria-hidden="true" />
          {tab.label}
        </TabsTrigger>
      ))}
    </TabsList>
  );
}
