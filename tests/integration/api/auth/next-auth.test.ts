// next-auth's own endpoints under /api/auth/[...nextauth]: its sign-out revokes like /api/auth/logout (a
// replayed cookie stops working), and its credentials callback signs no one in (the one sign-in path is
// POST /api/auth/login).
import { describe, expect, it } from "vitest";

import { GET as nextAuthGet, POST as nextAuthPost } from "@/app/api/auth/[...nextauth]/route";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { GET as profileGet } from "@/app/api/auth/profile/route";
import { SESSION_COOKIE_NAME } from "@/lib/accounts/session-tokens.service";
import { registerAndVerify } from "@/tests/helpers/registration";
import { callRoute, jsonRequest, TEST_ORIGIN } from "@/tests/helpers/request";

const PASSWORD = "correct horse battery staple";
let ipCounter = 0;
const nextIp = () => `198.19.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

/** name=value pairs of every Set-Cookie header. */
function cookiesFrom(headers: Headers): Record<string, string> {
  const jar: Record<string, string> = {};
  for (const line of headers.getSetCookie()) {
    const [pair] = line.split(";");
    const at = pair!.indexOf("=");
    jar[pair!.slice(0, at)] = pair!.slice(at + 1);
  }
  return jar;
}

const cookieHeader = (jar: Record<string, string>) =>
  Object.entries(jar)
    .map(([name, value]) => `${name}=${value}`)
    .join("; ");

async function signedInMember() {
  const email = `member-${Math.random().toString(36).slice(2)}@example.com`;
  await registerAndVerify(email, PASSWORD, "Next Auth");
  const login = await callRoute(
    loginRoute,
    jsonRequest("POST", "/api/auth/login", { email, password: PASSWORD }, { "x-forwarded-for": nextIp() }),
  );
  expect(login.status).toBe(200);
  const session = cookiesFrom(login.headers)[SESSION_COOKIE_NAME];
  expect(session).toBeTruthy();
  return { email, session: session! };
}

/** next-auth's CSRF token and the cookie that carries its other half. */
async function csrf(jar: Record<string, string>) {
  const response = await callRoute<{ csrfToken: string }>(
    nextAuthGet,
    new Request(`${TEST_ORIGIN}/api/auth/csrf`, { headers: { cookie: cookieHeader(jar) } }),
    { nextauth: ["csrf"] },
  );
  expect(response.status).toBe(200);
  return { csrfToken: response.body.csrfToken, jar: { ...jar, ...cookiesFrom(response.headers) } };
}

function formPost(path: string, jar: Record<string, string>, fields: Record<string, string>) {
  return new Request(`${TEST_ORIGIN}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      cookie: cookieHeader(jar),
      origin: TEST_ORIGIN,
      "x-forwarded-for": nextIp(),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

const profileWith = (session: string) =>
  callRoute(
    profileGet,
    jsonRequest("GET", "/api/auth/profile", undefined, { cookie: `${SESSION_COOKIE_NAME}=${session}` }),
  );

describe("next-auth endpoints", () => {
  it("sign-out revokes: the old session cookie replayed afterwards is refused", async () => {
    const { session } = await signedInMember();
    expect((await profileWith(session)).status).toBe(200);

    const { csrfToken, jar } = await csrf({ [SESSION_COOKIE_NAME]: session });
    const signedOut = await callRoute(nextAuthPost, formPost("/api/auth/signout", jar, { csrfToken }), {
      nextauth: ["signout"],
    });
    expect([200, 302]).toContain(signedOut.status);

    const replay = await profileWith(session);
    expect(replay.status).toBe(401);
    expect(replay.body).toMatchObject({ success: false });
  });

  it("the credentials callback signs no one in, even with the right password", async () => {
    const { email } = await signedInMember();
    const { csrfToken, jar } = await csrf({});
    const attempt = await callRoute(
      nextAuthPost,
      formPost("/api/auth/callback/credentials", jar, { csrfToken, email, password: PASSWORD }),
      { nextauth: ["callback", "credentials"] },
    );
    expect(cookiesFrom(attempt.headers)[SESSION_COOKIE_NAME] ?? "").toBe("");
    expect(attempt.status).not.toBe(200);
  });
});
