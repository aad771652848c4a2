import { consentBootScript } from "@/lib/consent";

// Rendered in <head> by the root layout, before any tag can load: consent mode v2 defaults (all denied),
// then the saved choice, if any (lib/consent.ts). It is part of the static shell, so it carries no nonce:
// the Content-Security-Policy allows it by the hash of this exact text (lib/content-security-policy.ts).
const script = consentBootScript();

export function ConsentBootScript() {
  return <script id="consent-defaults" dangerouslySetInnerHTML={{ __html: script }} />;
}
