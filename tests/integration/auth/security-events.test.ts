// Security events say who, from where, what and the outcome — and never carry a password or token.
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";

// The suite logs only errors; these events are warnings and information. Set before the app's modules load.
vi.hoisted(() => {
  process.env.LOG_LEVEL = "info";
});

import { GET as adminDashboard } from "@/app/api/admin/dashboard/route";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { POST as registerRoute } from "@/app/api/auth/register/route";
import { makeUserWithToken } from "@/tests/helpers/factories";
import { callRoute, jsonRequest } from "@/tests/helpers/request";

let stderr: MockInstance;
let stdout: MockInstance;

beforeEach(() => {
  stderr = vi.spyOn(console, "error").mockImplementation(() => undefined);
  stdout = vi.spyOn(console, "log").mockImplementation(() => undefined);
});
afterEach(() => {
  stderr.mockRestore();
  stdout.mockRestore();
});

/** Every structured log line written so far, parsed. */
function logLines(): Record<string, unknown>[] {
  return [...stderr.mock.calls, ...stdout.mock.calls]
    .map(([line]) => line)
    .filter((line): line is string => typeof line === "string" && line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}
const rawLog = () => [...stderr.mock.calls, ...stdout.mock.calls].map(([line]) => String(line)).join("\n");

describe("security events", () => {
  it("a failed sign-in names the account and the client address, never the password typed", async () => {
    const { user } = await makeUserWithToken("USER");
    const typed = "Wrong-Password-Typed-7731";
    const res = await callRoute(
      loginRoute,
      jsonRequest(
        "POST",
        "/api/auth/login",
        { email: user.email, password: typed },
        { "x-forwarded-for": "203.0.113.41" },
      ),
    );
    expect(res.status).toBe(401);
    const event = logLines().find((line) => line.event === "auth.login_failed");
    expect(event).toMatchObject({
      email: user.email,
      userId: user.id,
      ip: "203.0.113.41",
      reason: "wrong_password",
      outcome: "failure",
    });
    expect(rawLog()).not.toContain(typed);
  });

  it("an access denial names the signed-in user and the address", async () => {
    const { user, token } = await makeUserWithToken("USER");
    const res = await callRoute(
      adminDashboard,
      jsonRequest("GET", "/api/admin/dashboard", undefined, {
        authorization: `Bearer ${token}`,
        "x-forwarded-for": "203.0.113.42",
      }),
    );
    expect(res.status).toBe(403);
    const event = logLines().find((line) => line.event === "api.denied");
    expect(event).toMatchObject({
      method: "GET",
      path: "/api/admin/dashboard",
      status: 403,
      userId: user.id,
      ip: "203.0.113.42",
      outcome: "denied",
    });
    expect(rawLog()).not.toContain(token);
  });

  it("an anonymous denial says so (userId null) with the address", async () => {
    await callRoute(
      adminDashboard,
      jsonRequest("GET", "/api/admin/dashboard", undefined, { "x-forwarded-for": "203.0.113.43" }),
    );
    expect(logLines().find((line) => line.event === "api.denied")).toMatchObject({
      status: 401,
      userId: null,
      ip: "203.0.113.43",
    });
  });

  it("a rate-limit hit names the limiter and the key it counted", async () => {
    const ip = "203.0.113.44";
    for (let attempt = 0; attempt < 6; attempt++) {
      await callRoute(
        registerRoute,
        jsonRequest(
          "POST",
          "/api/auth/register",
          { email: `burst-${attempt}@example.com`, password: "correct horse battery staple", fullName: "Burst" },
          { "x-forwarded-for": ip },
        ),
      );
    }
    const event = logLines().find((line) => line.event === "rate_limit.hit");
    expect(event).toMatchObject({ key: ip, outcome: "refused" });
    expect(event?.limiter).toEqual(expect.any(String));
    expect(rawLog()).not.toContain("correct horse battery staple");
  });
});
