import { ODDS_FORMAT_BOOT_SCRIPT } from "@/lib/predictions/odds-format.rules";

// Inline in the static shell, before the page's content, allowed by its hash in the Content-Security-Policy
// (lib/content-security-policy.ts): shows the viewer's odds format from the first paint.
export function OddsFormatBootScript() {
  return <script dangerouslySetInnerHTML={{ __html: ODDS_FORMAT_BOOT_SCRIPT }} />;
}
