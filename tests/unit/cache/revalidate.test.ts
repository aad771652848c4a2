import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import {
  isInternalSecret,
  revalidatePublicData,
  SECOND_EXPIRY_DELAY_MS,
  withoutRevalidation,
} from "@/lib/cache/revalidate";
import { POST } from "@/app/api/internal/revalidate/route";

describe("internal revalidation secret", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("accepts only the exact per-process secret", () => {
    vi.stubEnv("EDGECAST_INTERNAL_SECRET", "a".repeat(64));
    expect(isInternalSecret("a".repeat(64))).toBe(true);
    expect(isInternalSecret("a".repeat(63))).toBe(false);
    expect(isInternalSecret("b".repeat(64))).toBe(false);
    expect(isInternalSecret(null)).toBe(false);
  });

  it("refuses every secret when the server did not set one (tests, scripts, next dev)", () => {
    vi.stubEnv("EDGECAST_INTERNAL_SECRET", "");
    expect(isInternalSecret("")).toBe(false);
    expect(isInternalSecret("anything")).toBe(false);
  });

  it("answers 404 to callers without the secret", async () => {
    vi.stubEnv("EDGECAST_INTERNAL_SECRET", "s".repeat(64));
    const response = await POST(
      new Request("http://localhost/api/internal/revalidate", {
        method: "POST",
        headers: { "content-type": "application/json", "x-edgecast-internal": "wrong" },
        body: "{}",
      }),
      { params: Promise.resolve({}) },
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ success: false });
  });
});

describe("revalidatePublicData", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(async () => {
    // Let a pending second expiry fire while fetch is still the stub.
    await vi.runOnlyPendingTimersAsync();
    vi.useRealTimers();
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });

  function inServerWithoutRequestScope() {
    vi.stubEnv("NEXT_RUNTIME", "nodejs");
    vi.stubEnv("EDGECAST_INTERNAL_ORIGIN", "http://127.0.0.1:1");
    vi.stubEnv("EDGECAST_INTERNAL_SECRET", "x".repeat(64));
    const fetchSpy = vi.fn(async () => new Response("{}", { status: 200 }));
    vi.stubGlobal("fetch", fetchSpy);
    return fetchSpy;
  }
  const requestedTags = (fetchSpy: ReturnType<typeof inServerWithoutRequestScope>, call: number) =>
    JSON.parse(String((fetchSpy.mock.calls[call] as unknown as [string, RequestInit])[1].body)).tags as string[];

  it("is a no-op outside a Next server", async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal("fetch", fetchSpy);
    await revalidatePublicData();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("asks its own server when there is no request scope, and not while suspended", async () => {
    const fetchSpy = inServerWithoutRequestScope();

    await withoutRevalidation(() => revalidatePublicData(["predictions"]));
    expect(fetchSpy).not.toHaveBeenCalled();

    await revalidatePublicData(["predictions"]);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("http://127.0.0.1:1/api/internal/revalidate");
    expect(JSON.parse(String(init.body))).toEqual({ tags: ["predictions"] });
    expect((init.headers as Record<string, string>)["x-edgecast-internal"]).toBe("x".repeat(64));
  });

  it("expires the tags a second time a moment later, once for a burst of writes", async () => {
    const fetchSpy = inServerWithoutRequestScope();
    await revalidatePublicData(["predictions"]);
    await revalidatePublicData(["settings"]);
    expect(fetchSpy).toHaveBeenCalledTimes(2);

    await vi.advanceTimersByTimeAsync(SECOND_EXPIRY_DELAY_MS - 1);
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchSpy).toHaveBeenCalledTimes(3);
    expect(requestedTags(fetchSpy, 2)).toEqual(["predictions", "settings"]);

    // A later write gets its own second expiry.
    await revalidatePublicData(["ads"]);
    await vi.advanceTimersByTimeAsync(SECOND_EXPIRY_DELAY_MS);
    expect(fetchSpy).toHaveBeenCalledTimes(5);
    expect(requestedTags(fetchSpy, 4)).toEqual(["ads"]);
  });
});

describe("the internal revalidation body", () => {
  it("takes the shared tags and a member's own tag, nothing else", async () => {
    const { revalidateBodySchema } = await import("@/lib/cache/revalidate.input");
    expect(
      revalidateBodySchema.parse({ tags: ["predictions", "member:0b7c6a1e-3f1d-4c2a-9f5e-2d8b7c6a1e3f"] }).tags,
    ).toEqual(["predictions", "member:0b7c6a1e-3f1d-4c2a-9f5e-2d8b7c6a1e3f"]);
    for (const tag of ["member:", "member:a b", "members:x", "anything", `member:${"x".repeat(65)}`]) {
      expect(revalidateBodySchema.safeParse({ tags: [tag] }).success, tag).toBe(false);
    }
    expect(revalidateBodySchema.safeParse({ tags: Array.from({ length: 101 }, () => "predictions") }).success).toBe(
      false,
    );
  });
});
