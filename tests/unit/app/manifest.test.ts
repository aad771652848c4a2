import { existsSync, readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import manifest from "@/app/manifest";
import { BRAND_COLORS } from "@/lib/seo/metadata";

// The web app manifest makes the site installable: standalone, the brand's colours, and PNG icons of the sizes
// it declares (installers refuse an app whose 192 or 512 pixel icon is missing).

describe("app/manifest.ts", () => {
  const value = manifest();

  it("describes a standalone app in the site's colours", () => {
    expect(value).toMatchObject({
      name: "EdgeCast",
      start_url: "/",
      scope: "/",
      display: "standalone",
      theme_color: BRAND_COLORS.brand,
      background_color: BRAND_COLORS.lightBackground,
    });
  });

  it("lists 192 and 512 pixel PNG icons (one maskable) that exist and have those sizes", () => {
    const pngs = (value.icons ?? []).filter((icon) => icon.type === "image/png");
    expect(pngs.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      "192x192 any",
      "512x512 any",
      "512x512 maskable",
    ]);
    for (const icon of pngs) {
      const file = `public${icon.src}`;
      expect(existsSync(file), file).toBe(true);
      const bytes = readFileSync(file);
      expect(bytes.subarray(1, 4).toString("ascii")).toBe("PNG");
      const [width, height] = [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
  });
});
