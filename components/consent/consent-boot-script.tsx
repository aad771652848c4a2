import { consentBootScript } from "@/lib/consent";

// Rendered in <head> by the root layout, before any tag can load: consent mode v2 defaults (all denied),
// then the saved choice, if any (lib/consent.ts). Inline, so it fits the CSP without a nonce
// (docs/decisions.md, "Content-Security-Policy without a nonce") and keeps every page static.
const script = consentBootScript();

export function ConsentBootScript() {
  return <script id="consent-defaults" dangerouslySetInnerHTML={{ __html: script }} />;
}
