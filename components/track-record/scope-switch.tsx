"use client";

import { useId, useState, type ReactNode } from "react";

export interface ScopePanel {
  id: string;
  /** Option text, e.g. "Sport: Football". */
  label: string;
  /** Rendered on the server; the switch only chooses which one is shown. */
  content: ReactNode;
}

const SELECT_CLASSES =
  "h-9 rounded-md border border-input bg-background px-3 text-sm shadow-xs focus-visible:border-ring " +
  "focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none";

/**
 * One of several server-rendered panels at a time, chosen from a list. The panels arrive rendered, so the browser
 * gets only this switch's code and not the charts' and tables' (the public pages' first-load JS budget).
 */
export function ScopeSwitch({ label, panels }: { label: string; panels: readonly ScopePanel[] }) {
  const [selected, setSelected] = useState(panels[0]?.id);
  const selectId = useId();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={selectId} className="text-sm font-medium">
          {label}
        </label>
        <select
          id={selectId}
          value={selected}
          onChange={(event) => setSelected(event.target.value)}
          className={SELECT_CLASSES}
        >
          {panels.map((panel) => (
            <option key={panel.id} value={panel.id}>
              {panel.label}
            </option>
          ))}
        </select>
      </div>
      {panels.map((panel) => (
        <div key={panel.id} hidden={panel.id !== selected}>
          {panel.content}
        </div>
      ))}
    </div>
  );
}
