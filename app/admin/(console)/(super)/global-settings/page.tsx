import { PageHeader } from "@/components/layout/page-header";
import { requirePageRole } from "@/lib/auth/page-guards";
import { listAdminSettings } from "@/lib/settings/admin.service";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site-config";
import { SETTING_CATEGORIES, type SettingCategoryName } from "@/lib/settings/settings.input";

import { GlobalSettingsConsole, type ConsoleView } from "./_components/global-settings-console";

const TITLE = "Global Settings";
const DESCRIPTION = "Typed platform settings for scraping, prediction, security and general behaviour, and the data scraping manager.";

export const metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: routes.admin.globalSettings,
  noIndex: true,
});

/** `?tab=` opens a settings category (scraping, the default; prediction; security; general) or `data-scraping`. */
function openingTab(tab: string | string[] | undefined): { view: ConsoleView; category: SettingCategoryName } {
  const value = Array.isArray(tab) ? tab[0] : tab;
  if (value === "data-scraping") return { view: "data-scraping", category: "scraping" };
  const category = SETTING_CATEGORIES.find((name) => name === value) ?? "scraping";
  return { view: "settings", category };
}

export default async function GlobalSettingsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  // The layout's gate is for comfort; each admin page checks again.
  await requirePageRole("SUPER_ADMIN");
  const [{ categories }, params] = await Promise.all([listAdminSettings(), searchParams]);
  const { view, category } = openingTab(params.tab);
  return (
    <div className="container w-full py-10 sm:py-14">
      <PageHeader title={TITLE} description={DESCRIPTION} breadcrumbs={[{ name: "Admin", path: routes.admin.dashboard }, { name: "Global Settings", path: routes.admin.globalSettings }]} />
      <GlobalSettingsConsole settings={categories} view={view} category={category} />
    </div>
  );
}
