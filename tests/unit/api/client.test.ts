import { afterEach, describe, expect, it, vi } from "vitest";

import { apiFetch, buildUrl } from "@/lib/api/client";

// A minimal browser: localStorage and location, enough for the client's session handling.
function installBrowser(token?: string) {
  const store = new Map<string, string>(
    token
      ? [
          ["auth_token", token],
          ["user", "{}"],
        ]
      : [],
  );
  const location = { pathname: "/user/dashboard", assign: vi.fn() };
  vi.stubGlobal("window", {
    localStorage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => store.set(key, value),
      removeItem: (key: string) => store.delete(key),
    },
    location,
  });
  return { store, location };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("buildUrl", () => {
  it("prefixes /api and skips empty query values", () => {
    expect(buildUrl("/leagues", { sport: "football", search: "", page: 2, x: undefined })).toBe(
      "/api/leagues?sport=football&page=2",
    );
    expect(buildUrl("/api/health")).toBe("/api/health");
  });
});

describe("apiFetch", () => {
  it("sends the bearer token and cookies, and returns data on success", async () => {
    installBrowser("tok123");
    const fetchMock = vi.fn(async () => Response.json({ success: true, data: [1, 2] }));
    vi.stubGlobal("fetch", fetchMock);
    const result = await apiFetch<number[]>("/leagues");
    expect(result).toEqual({ success: true, data: [1, 2] });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/leagues");
    expect(init.credentials).toBe("include");
    expect((init.headers as Record<string, string>).Authorization).toBe("Bearer tok123");
  });

  it("returns failures as { success: false, error } instead of throwing", async () => {
    installBrowser();
    vi.stubGlobal("fetch", async () =>
      Response.json({ success: false, error: "Nope", code: "validation_failed" }, { status: 422 }),
    );
    const result = await apiFetch("/contact", { body: {} });
    expect(result).toMatchObject({ success: false, error: "Nope", code: "validation_failed", status: 422 });
  });

  it("clears the session and goes to /login on a 401", async () => {
    const { store, location } = installBrowser("expired");
    vi.stubGlobal("fetch", async () => Response.json({ success: false, error: "Sign in" }, { status: 401 }));
    await apiFetch("/auth/profile");
    expect(store.has("auth_token")).toBe(false);
    expect(store.has("user")).toBe(false);
    expect(location.assign).toHaveBeenCalledWith("/login");
  });

  it("reports a network failure as an error result", async () => {
    installBrowser();
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("fetch failed");
    });
    expect(await apiFetch("/health")).toEqual({ success: false, error: "Could not reach the server." });
  });
});
