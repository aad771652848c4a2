import { ImageResponse } from "next/og";

import { BRAND_COLORS, OG_IMAGE, OG_IMAGE_ALT } from "@/lib/seo/metadata";
import { runtimeSiteUrl } from "@/lib/seo/runtime-origin";
import { siteConfig } from "@/lib/site-config";

// The 1200×630 social card for every page (Open Graph and, via app/twitter-image.tsx, Twitter/X).
// Rendered at build time with next/og's bundled font: no remote fonts (Google Fonts are unreachable here).

export const alt = OG_IMAGE_ALT;
export const size = { width: OG_IMAGE.width, height: OG_IMAGE.height };
export const contentType = "image/png";

const PILLS = ["Probability", "Odds", "Edge", "Expected value", "Track record"];

export default async function OpengraphImage() {
  const host = new URL(await runtimeSiteUrl()).host;
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "72px 80px",
        background: `linear-gradient(135deg, ${BRAND_COLORS.darkBackground} 0%, #0d1b2a 55%, #06324f 100%)`,
        color: BRAND_COLORS.darkForeground,
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 24 }}>
        <svg width="88" height="88" viewBox="0 0 32 32">
          <rect width="32" height="32" rx="8" fill={BRAND_COLORS.brand} />
          <path
            d="M7 21.5 12.5 15l4 3.5L25 9.5"
            fill="none"
            stroke={BRAND_COLORS.brandForeground}
            strokeWidth="2.75"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <circle cx="25" cy="9.5" r="2.25" fill={BRAND_COLORS.brandForeground} />
        </svg>
        <div style={{ display: "flex", fontSize: 56, fontWeight: 700, letterSpacing: "-0.02em" }}>
          {siteConfig.name}
        </div>
      </div>

      <div style={{ display: "flex", flexDirection: "column", gap: 24 }}>
        <div
          style={{
            display: "flex",
            fontSize: 64,
            fontWeight: 700,
            lineHeight: 1.1,
            letterSpacing: "-0.03em",
            maxWidth: 980,
          }}
        >
          {siteConfig.tagline}
        </div>
        <div style={{ display: "flex", flexWrap: "wrap", gap: 14 }}>
          {PILLS.map((pill) => (
            <div
              key={pill}
              style={{
                display: "flex",
                padding: "10px 22px",
                borderRadius: 999,
                border: "2px solid rgba(3, 180, 233, 0.55)",
                color: "#9bdcf5",
                fontSize: 26,
              }}
            >
              {pill}
            </div>
          ))}
        </div>
      </div>

      <div style={{ display: "flex", justifyContent: "space-between", fontSize: 26, color: "#9aa7b8" }}>
        <div style={{ display: "flex" }}>{host}</div>
        <div style={{ display: "flex" }}>{`${siteConfig.responsibleGaming.minimumAge}+ · Not a gambling operator`}</div>
      </div>
    </div>,
    size,
  );
}
