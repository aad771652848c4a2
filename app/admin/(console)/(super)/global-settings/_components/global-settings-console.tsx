"use client";

import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { SettingCategoryName } from "@/lib/settings/settings.input";

import { ScrapingManager } from "./scraping-manager";
import { SettingsEditor } from "./settings-editor";
import type { SettingsByCategory } from "./settings-draft";

export type ConsoleView = "settings" | "data-scraping";

/** The page's two tabs: Global Settings and Data Scraping. */
export function GlobalSettingsConsole({ settings, view, category }: { settings: SettingsByCategory; view: ConsoleView; category: SettingCategoryName }) {
  return (
    <Tabs defaultValue={view}>
      <TabsList aria-label="Global settings sections">
        <TabsTrigger value="settings">Global Settings</TabsTrigger>
        <TabsTrigger value="data-scraping">Data Scraping</TabsTrigger>
      </TabsList>
      <TabsContent value="settings" className="mt-6">
        <SettingsEditor initial={settings} initialTab={category} />
      </TabsContent>
      <TabsContent value="data-scraping" className="mt-6">
        <ScrapingManager />
      </TabsContent>
    </Tabs>
  );
}
