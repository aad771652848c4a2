// Accounts for the benchmarks that load signed-in pages: sign in through the one sign-in path
// (POST /api/auth/login), and members of the bench's own, created by its super admin through POST /api/users
// (confirmed, as an admin vouching for the address does), each following a few picks and keeping a few
// favourites so their pages have something of their own to show. Works on any server the super admin can sign
// in to, the embedded default and PostgreSQL alike; each run makes new members (a random tag in the address).
import { randomBytes } from "node:crypto";

import type { BenchLogin } from "./server";

export interface Session {
  /** The Cookie header a browser would send (the session cookie and the odds-format cookie, if any). */
  cookie: string;
  /** The bearer token the same answer carries. */
  token: string;
}

export async function signIn(baseUrl: string, login: BenchLogin): Promise<Session> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { origin: baseUrl, accept: "application/json", "content-type": "application/json" },
    body: JSON.stringify(login),
  });
  if (!response.ok) throw new Error(`signing in as ${login.email} answered ${response.status}`);
  const body = (await response.json()) as { data: { token: string } };
  return {
    cookie: response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0])
      .join("; "),
    token: body.data.token,
  };
}

async function call(
  baseUrl: string,
  token: string,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    method: init.method ?? "GET",
    headers: {
      origin: baseUrl,
      accept: "application/json",
      "content-type": "application/json",
      authorization: `Bearer ${token}`,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

export interface BenchMember extends BenchLogin {
  session: Session;
}

/**
 * `count` confirmed USER accounts created by `admin`, signed in, each following up to 5 of the week's picks and
 * keeping 3 as favourites (what a FREE member may follow; refusals are counted, not fatal).
 */
export async function createBenchMembers(baseUrl: string, admin: Session, count: number): Promise<BenchMember[]> {
  const tag = randomBytes(4).toString("hex");
  const list = await call(baseUrl, admin.token, "/api/predictions?limit=12&date=week");
  const predictionIds = list.ok
    ? ((await list.json()) as { data: { predictions: Array<{ id: string }> } }).data.predictions.map((pick) => pick.id)
    : [];

  const members: BenchMember[] = [];
  let followed = 0;
  for (let index = 0; index < count; index++) {
    const login = {
      email: `bench-member-${tag}-${index + 1}@example.com`,
      password: `Bench-Member-${randomBytes(8).toString("hex")}`,
    };
    const created = await call(baseUrl, admin.token, "/api/users", {
      method: "POST",
      body: {
        fullName: `Bench Member ${index + 1}`,
        email: login.email,
        password: login.password,
        role: "USER",
        emailVerified: true,
      },
    });
    if (created.status !== 201)
      throw new Error(
        `creating the bench member ${login.email} answered ${created.status} (the bench login must be an admin)`,
      );
    const session = await signIn(baseUrl, login);
    for (const [position, predictionId] of predictionIds.slice(0, 5).entries()) {
      const track = await call(baseUrl, session.token, "/api/user/tracked-predictions", {
        method: "POST",
        body: { predictionId },
      });
      if (track.ok) followed += 1;
      if (position < 3)
        await call(baseUrl, session.token, "/api/user/favorites/predictions", {
          method: "POST",
          body: { predictionId },
        });
    }
    members.push({ ...login, session });
  }
  console.log(
    `Bench members: ${count} created (bench-member-${tag}-*), ${followed} picks followed in all, of ` +
      `${predictionIds.length} offered this week`,
  );
  return members;
}

/**
 * Waits until the server runs no job (GET /api/automation/runs, queued or running), at most `timeoutMs`. A new
 * server starts with work of its own (the demo world's backtests run in the process a few seconds after start):
 * measured beside it, the first figures would be the machine's, not the pages'.
 */
export async function waitForIdleJobs(baseUrl: string, admin: Session, timeoutMs = 5 * 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let said = false;
  for (;;) {
    let busy = 0;
    for (const status of ["queued", "running"]) {
      const response = await call(baseUrl, admin.token, `/api/automation/runs?limit=1&status=${status}`);
      if (!response.ok) return;
      busy += ((await response.json()) as { data: { pagination: { total: number } } }).data.pagination.total;
    }
    if (busy === 0) return;
    if (Date.now() > deadline) {
      console.log(`(the server still runs ${busy} job(s) after ${Math.round(timeoutMs / 1000)} s; measuring anyway)`);
      return;
    }
    if (!said) console.log(`Waiting for the server's ${busy} queued or running job(s) to finish before measuring…`);
    said = true;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}
