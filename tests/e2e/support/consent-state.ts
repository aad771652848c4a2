// Browser state for every e2e test except the consent journey: a saved "Reject all" choice, so the
// cookie banner (fixed at the bottom of the page) does not cover what other tests click, and no ad is
// requested. tests/e2e/consent.spec.ts starts from an empty state instead.
import { CONSENT_STORAGE_KEY, DENIED_CONSENT, serialiseConsent } from "../../../lib/consent";

import { E2E_BASE_URL } from "./constants";

export const CONSENT_DECIDED_STATE = {
  cookies: [],
  origins: [
    {
      origin: E2E_BASE_URL,
      localStorage: [
        { name: CONSENT_STORAGE_KEY, value: serialiseConsent(DENIED_CONSENT, new Date("2026-01-01T00:00:00Z")) },
      ],
    },
  ],
};
