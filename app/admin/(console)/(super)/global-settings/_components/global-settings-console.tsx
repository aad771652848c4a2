"use client";

import { useSearchParams } from "next/navigation";

import { LoadError } from "@/components/member/load-error";
import { useMemberData } from "@/components/member/use-member-data";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { SETTING_CATEGORIES, type SettingCategoryName } from "@/lib/settings/settings.input";

import { ScrapingManager } from "./scraping-manager";
import { SettingsEditor } from "./settings-editor";
import type { SettingsByCategory } from "./settings-draft";

export type ConsoleView = "settings" | "data-scraping";

/** `?tab=` opens a settings category (scraping, the default; prediction; security; general) or `data-scraping`. */
function openingTab(tab: string | null): { view: ConsoleView; category: SettingCategoryName } {
  if (tab === "data-scraping") return { view: "data-scraping", category: "scraping" };
  const category = SETTING_CATEGORIES.find((name) => name === tab) ?? "scraping";
  return { view: "settings", category };
}

/**
 * The page's two tabs: Global Settings, read from GET /api/admin/settings once the page has loaded (the page is a
 * static shell), and Data Scraping. `?tab=` chooses the tab that opens. It reads the URL's query, so the page
 * renders it inside <Suspense>.
 */
export function GlobalSettingsConsole() {
  const { view, category } = openingTab(useSearchParams().get("tab"));
  const { state, reload } = useMemberData<{ categories: SettingsByCategory }>("/admin/settings");
  return (
    <Tabs defaultValue={view}>
      <TabsList aria-label="Global settings sections">
        <TabsTrigger value="settings">Global Settings</TabsTrigger>
        <TabsTrigger value="data-scraping">Data Scraping</TabsTrigger>
      </TabsList>
      <TabsContent value="settings" className="mt-6">
        {state.data ? (
          <SettingsEditor initial={state.data.categories} initialTab={category} />
        ) : state.status === "error" ? (
          <LoadError title="Failed to load the global settings" message={state.error} onRetry={() => void reload()} />
        ) : (
          <GlobalSettingsSkeleton />
        )}
      </TabsContent>
      <TabsContent value="data-scraping" className="mt-6">
        <ScrapingManager />
      </TabsContent>
    </Tabs>
  );
}

export function GlobalSettingsSkeleton() {
  return (
    <div role="status" aria-label="Loading the global settings" className="flex flex-col gap-4">
      <Skeleton className="h-9 w-80 max-w-full" />
      <Skeleton className="h-32 w-full" />
      <Skeleton className="h-32 w-full" />
    </div>
  );
}
