import { cachedDemoPresent } from "@/lib/system/demo.cache";
import { siteConfig, type PoweredByItem } from "@/lib/site-config";

import { DEMO_PAGE_PATH } from "./demo-notice";

/** The demo world's entry in a powered-by list: its fixtures, prices and results are simulated. */
const DEMO_DATA_ITEM: PoweredByItem = {
  name: "Demo data",
  href: DEMO_PAGE_PATH,
  role: "simulated fixtures, odds and results",
  dataSource: true,
};

/**
 * The powered-by list as it is true now: while the demo world exists, the data on the site is not from the
 * real providers, so they are not named as its sources; the demo's own entry says where it comes from.
 */
export async function poweredByNow(): Promise<readonly PoweredByItem[]> {
  if (!(await cachedDemoPresent())) return siteConfig.poweredBy;
  // The demo's entry takes the place of the first data provider, so the list keeps its layout.
  const firstSource = siteConfig.poweredBy.findIndex((item) => item.dataSource);
  return siteConfig.poweredBy.flatMap((item, index) =>
    index === firstSource ? [DEMO_DATA_ITEM] : item.dataSource ? [] : [item],
  );
}

/** External pages open in a new tab; the demo explanation is ours. */
export const isExternal = (item: PoweredByItem) => /^https?:/.test(item.href);
