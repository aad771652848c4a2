"use client";

import * as React from "react";

import { clsx } from "clsx";

// shadcn's Tabs API (Tabs / TabsList / TabsTrigger / TabsContent with value, defaultValue, onValueChange and
// data-state) on plain elements with the WAI-ARIA tabs pattern: automatic activation, arrow keys, Home and
// End move between triggers. Radix Tabs added ~9 kB gzipped (roving focus, collection, presence) to the
// first load of every public page that shows tabs (the track record, the web scraper) for the same behaviour.

interface TabsContextValue {
  baseId: string;
  value: string;
  select: (value: string) => void;
}

const TabsContext = React.createContext<TabsContextValue | null>(null);

function useTabs(part: string): TabsContextValue {
  const context = React.useContext(TabsContext);
  if (!context) throw new Error(`<${part}> must be inside <Tabs>`);
  return context;
}

type TabsProps = Omit<React.ComponentProps<"div">, "defaultValue" | "onChange"> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

function Tabs({ className, value, defaultValue = "", onValueChange, ...props }: TabsProps) {
  const [uncontrolled, setUncontrolled] = React.useState(defaultValue);
  const baseId = React.useId();
  const current = value ?? uncontrolled;
  const context = React.useMemo<TabsContextValue>(
    () => ({
      baseId,
      value: current,
      select: (next) => {
        if (next === current) return;
        if (value === undefined) setUncontrolled(next);
        onValueChange?.(next);
      },
    }),
    [baseId, current, value, onValueChange],
  );
  return (
    <TabsContext.Provider value={context}>
      <div data-slot="tabs" data-orientation="horizontal" className={clsx("ui-tabs", className)} {...props} />
    </TabsContext.Provider>
  );
}

const ids = (baseId: string, value: string) => ({
  trigger: `${baseId}-trigger-${value}`,
  content: `${baseId}-content-${value}`,
});

function TabsList({ className, onKeyDown, ...props }: React.ComponentProps<"div">) {
  const onListKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'));
    const index = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    const target =
      event.key === "ArrowRight"
        ? tabs[(index + 1) % tabs.length]
        : event.key === "ArrowLeft"
          ? tabs[(index - 1 + tabs.length) % tabs.length]
          : event.key === "Home"
            ? tabs[0]
            : event.key === "End"
              ? tabs[tabs.length - 1]
              : undefined;
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.click();
  };
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-slot="tabs-list"
      className={clsx("ui-tabs-list", className)}
      onKeyDown={onListKeyDown}
      {...props}
    />
  );
}

function TabsTrigger({ className, value, onClick, ...props }: React.ComponentProps<"button"> & { value: string }) {
  const tabs = useTabs("TabsTrigger");
  const active = tabs.value === value;
  const { trigger, content } = ids(tabs.baseId, value);
  return (
    <button
      type="button"
      role="tab"
      id={trigger}
      aria-selected={active}
      aria-controls={content}
      data-state={active ? "active" : "inactive"}
      // Roving tab stop: only the active tab is in the Tab order; arrows move between the others.
      tabIndex={active ? 0 : -1}
      data-slot="tabs-trigger"
      className={clsx("ui-tabs-trigger", className)}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      {...props}
    />
  );
}

/** Renders only while its tab is selected, like Radix's TabsContent without forceMount. */
function TabsContent({ className, value, ...props }: React.ComponentProps<"div"> & { value: string }) {
  const tabs = useTabs("TabsContent");
  if (tabs.value !== value) return null;
  const { trigger, content } = ids(tabs.baseId, value);
  return (
    <div
      role="tabpanel"
      id={content}
      aria-labelledby={trigger}
      data-state="active"
      tabIndex={0}
      data-slot="tabs-content"
      className={clsx("ui-tabs-content", className)}
      {...props}
    />
  );
}

export { Tabs, TabsList, TabsTrigger, TabsContent };
