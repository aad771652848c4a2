import localFont from "next/font/local";

// Geist, self-hosted through next/font (preload, a metric-matched fallback, no layout shift on swap),
// from Fontsource's Latin files: 29 kB instead of the 70 kB full variable font, which every first visit
// downloaded before the largest paint. The Latin file covers Basic Latin, Latin-1, general punctuation,
// € and ™; a rarer character (ł, ş…) is drawn by the fallback font (docs/decisions.md, "Fonts").

export const geistSans = localFont({
  src: "../node_modules/@fontsource-variable/geist/files/geist-latin-wght-normal.woff2",
  weight: "100 900",
  style: "normal",
  variable: "--font-geist-sans",
  display: "swap",
});

// Monospace appears only on a few screens (admin tables, odds history, scraper output), so it is not
// preloaded: pages without it never fetch it.
export const geistMono = localFont({
  src: "../node_modules/@fontsource-variable/geist-mono/files/geist-mono-latin-wght-normal.woff2",
  weight: "100 900",
  style: "normal",
  variable: "--font-geist-mono",
  display: "swap",
  preload: false,
  adjustFontFallback: false,
});
