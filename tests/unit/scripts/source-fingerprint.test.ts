import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { sourceFingerprint } from "../../../scripts/source-fingerprint.mjs";

const root = mkdtempSync(path.join(tmpdir(), "edgecast-fingerprint-"));
mkdirSync(path.join(root, "app"));
writeFileSync(path.join(root, "app", "page.tsx"), "export default function Page() { return null; }\n");
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("sourceFingerprint", () => {
  it("is stable for the same sources and set-up", () => {
    expect(sourceFingerprint(root, {})).toBe(sourceFingerprint(root, {}));
    expect(sourceFingerprint(root, { REDIS_URL: "redis://a:6379" })).toBe(
      sourceFingerprint(root, { REDIS_URL: "redis://b:6380" }),
    );
  });

  it("tells a build made for the Redis cache handlers from one without them, so neither is reused by the other", () => {
    expect(sourceFingerprint(root, { REDIS_URL: "redis://127.0.0.1:6379" })).not.toBe(sourceFingerprint(root, {}));
  });

  it("changes with the sources", () => {
    const before = sourceFingerprint(root, {});
    writeFileSync(path.join(root, "app", "page.tsx"), "export default function Page() { return 1; }\n");
    expect(sourceFingerprint(root, {})).not.toBe(before);
  });
});
