import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";

import { db } from "@/db";
import { adUnits, globalSettings, type SettingValue } from "@/db/schema";
import { getAdSlotConfig } from "@/lib/ads/ads.service";

const PUBLISHER = "ca-pub-1234567890123456";

async function setSetting(key: string, value: SettingValue) {
  await db.update(globalSettings).set({ value }).where(eq(globalSettings.key, key));
}

beforeEach(async () => {
  await db.delete(adUnits);
  await setSetting("adsense_publisher_id", PUBLISHER);
  await setSetting("adsense_personalized_ads", true);
});

describe("getAdSlotConfig", () => {
  it("returns the oldest ACTIVE unit of the position with the publisher id and slot id", async () => {
    await db.insert(adUnits).values([
      { name: "Paused header", type: "BANNER", position: "HEADER", status: "PAUSED", slotId: "111" },
      { name: "Sidebar", type: "SIDEBAR", position: "SIDEBAR", status: "ACTIVE", slotId: "222" },
      {
        name: "Header",
        type: "BANNER",
        position: "HEADER",
        status: "ACTIVE",
        slotId: "333",
        createdAt: new Date("2026-01-01T00:00:00Z"),
      },
      { name: "Newer header", type: "BANNER", position: "HEADER", status: "ACTIVE", slotId: "444" },
    ]);
    expect(await getAdSlotConfig("HEADER")).toMatchObject({
      position: "HEADER",
      type: "BANNER",
      publisherId: PUBLISHER,
      slotId: "333",
      personalisedAllowed: true,
    });
    expect(await getAdSlotConfig("SIDEBAR")).toMatchObject({ slotId: "222" });
  });

  it("is null without an ACTIVE unit at the position", async () => {
    await db
      .insert(adUnits)
      .values({ name: "Draft", type: "INLINE", position: "CONTENT", status: "DRAFT", slotId: "555" });
    expect(await getAdSlotConfig("CONTENT")).toBeNull();
    expect(await getAdSlotConfig("FOOTER")).toBeNull();
  });

  it.each([
    ["empty", ""],
    ["malformed", 'ca-pub-123"><script>'],
    ["not a string", 42],
  ])("is null when the publisher id is %s", async (_label, value) => {
    await db
      .insert(adUnits)
      .values({ name: "Footer", type: "BANNER", position: "FOOTER", status: "ACTIVE", slotId: "666" });
    await setSetting("adsense_publisher_id", value);
    expect(await getAdSlotConfig("FOOTER")).toBeNull();
  });

  it("drops a slot id that is not digits and follows the personalised-ads setting", async () => {
    await db
      .insert(adUnits)
      .values({ name: "Content", type: "INLINE", position: "CONTENT", status: "ACTIVE", slotId: '12" onload="x' });
    await setSetting("adsense_personalized_ads", false);
    expect(await getAdSlotConfig("CONTENT")).toMatchObject({ slotId: null, personalisedAllowed: false });
  });
});
