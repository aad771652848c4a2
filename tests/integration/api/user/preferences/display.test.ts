// The odds format preference (docs/decisions.md, "One home for the display rules"): stored on the member's
// account (user_preferences.display), zod-validated like the other preferences, and written to the
// odds_format cookie the page's boot script reads, when it is saved and at every sign-in, so a member's
// server-rendered pages show their format from the first paint on any device.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { POST as loginRoute } from "@/app/api/auth/login/route";
import { PUT as displayPut } from "@/app/api/user/preferences/display/route";
import { GET as preferencesGet, PUT as preferencesPut } from "@/app/api/user/preferences/route";
import { db } from "@/db";
import { userPreferences } from "@/db/schema";
import { registerAndVerify } from "@/tests/helpers/registration";
import { callRoute, jsonRequest, type ApiEnvelope } from "@/tests/helpers/request";

let ipCounter = 0;
const nextIp = () => `198.20.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}`, "x-forwarded-for": nextIp() });

function call<T>(
  handler: Parameters<typeof callRoute>[0],
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return callRoute<ApiEnvelope<T>>(
    handler,
    jsonRequest(method, path, body, { "x-forwarded-for": nextIp(), ...headers }),
  );
}

type Prefs = {
  notifications: Record<string, unknown>;
  privacy: Record<string, unknown>;
  display: { oddsFormat: string };
};
const OTHERS = {
  notifications: { email: false, push: true, predictionAlerts: true, weeklyDigest: false, marketing: true },
  privacy: { profileVisibility: "private", showStats: false, dataSharing: true },
};

/** The odds_format cookie a response sets, or null. */
function oddsCookie(headers: Headers): string | null {
  const cookie = headers.getSetCookie().find((value) => value.startsWith("odds_format="));
  return cookie ?? null;
}

describe("PUT /api/user/preferences/display", () => {
  it("stores the odds format, answers it, and sets this device's cookie (readable by the page's script)", async () => {
    const member = await registerAndVerify();
    expect(
      (await call<Prefs>(preferencesGet, "GET", "/api/user/preferences", undefined, bearer(member.token))).body.data
        ?.display,
    ).toEqual({ oddsFormat: "decimal" });

    const saved = await call<{ oddsFormat: string }>(
      displayPut,
      "PUT",
      "/api/user/preferences/display",
      { oddsFormat: "american" },
      bearer(member.token),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ oddsFormat: "american" });
    const cookie = oddsCookie(saved.headers)!;
    expect(cookie).toMatch(/^odds_format=american; Path=\/; Max-Age=31536000; SameSite=Lax/);
    expect(cookie).not.toMatch(/HttpOnly/i);

    expect(
      (await call<Prefs>(preferencesGet, "GET", "/api/user/preferences", undefined, bearer(member.token))).body.data
        ?.display,
    ).toEqual({ oddsFormat: "american" });
    const [row] = await db
      .select({ display: userPreferences.display })
      .from(userPreferences)
      .where(eq(userPreferences.userId, String(member.user.id)));
    expect(row?.display).toEqual({ oddsFormat: "american" });
  });

  it("refuses an unknown format or key without changing anything, and anonymous callers", async () => {
    const member = await registerAndVerify();
    await call(displayPut, "PUT", "/api/user/preferences/display", { oddsFormat: "fractional" }, bearer(member.token));
    const bad = await call(
      displayPut,
      "PUT",
      "/api/user/preferences/display",
      { oddsFormat: "hongkong" },
      bearer(member.token),
    );
    expect(bad.status).toBe(422);
    expect(oddsCookie(bad.headers)).toBeNull();
    expect(
      (
        await call(
          displayPut,
          "PUT",
          "/api/user/preferences/display",
          { oddsFormat: "decimal", theme: "dark" },
          bearer(member.token),
        )
      ).status,
    ).toBe(400);
    expect((await call(displayPut, "PUT", "/api/user/preferences/display", {}, bearer(member.token))).status).toBe(422);
    expect(
      (await call<Prefs>(preferencesGet, "GET", "/api/user/preferences", undefined, bearer(member.token))).body.data
        ?.display,
    ).toEqual({ oddsFormat: "fractional" });
    expect((await call(displayPut, "PUT", "/api/user/preferences/display", { oddsFormat: "american" })).status).toBe(
      401,
    );
  });
});

describe("PUT /api/user/preferences keeps the odds format unless it is given", () => {
  it("keeps a stored format when the body has no display, and stores a given one (with the cookie)", async () => {
    const member = await registerAndVerify();
    await call(displayPut, "PUT", "/api/user/preferences/display", { oddsFormat: "american" }, bearer(member.token));
    const without = await call<Prefs>(preferencesPut, "PUT", "/api/user/preferences", OTHERS, bearer(member.token));
    expect(without.status).toBe(200);
    expect(without.body.data).toEqual({ ...OTHERS, display: { oddsFormat: "american" } });
    expect(oddsCookie(without.headers)).toBeNull();

    const withDisplay = await call<Prefs>(
      preferencesPut,
      "PUT",
      "/api/user/preferences",
      { ...OTHERS, display: { oddsFormat: "fractional" } },
      bearer(member.token),
    );
    expect(withDisplay.body.data?.display).toEqual({ oddsFormat: "fractional" });
    expect(oddsCookie(withDisplay.headers)).toMatch(/^odds_format=fractional;/);
    expect(
      (
        await call<Prefs>(
          preferencesPut,
          "PUT",
          "/api/user/preferences",
          { ...OTHERS, display: { oddsFormat: "roman" } },
          bearer(member.token),
        )
      ).status,
    ).toBe(422);
  });
});

describe("signing in", () => {
  it("sets the odds_format cookie to the member's stored choice: a new device shows it from page one", async () => {
    const member = await registerAndVerify();
    const signIn = () =>
      call(loginRoute, "POST", "/api/auth/login", { email: member.email, password: member.password });
    // Never chosen: the device keeps its own choice (no cookie is written).
    const before = await signIn();
    expect(before.status).toBe(200);
    expect(oddsCookie(before.headers)).toBeNull();

    await call(displayPut, "PUT", "/api/user/preferences/display", { oddsFormat: "fractional" }, bearer(member.token));
    const after = await signIn();
    expect(after.status).toBe(200);
    expect(oddsCookie(after.headers)).toMatch(/^odds_format=fractional; Path=\/;/);
    // The session cookie is still set beside it.
    expect(after.headers.getSetCookie().some((value) => /session-token=/.test(value))).toBe(true);
  });
});
