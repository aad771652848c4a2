// The size of every page's response headers, all of them together as they go on the wire (status line,
// header lines, the blank line): common reverse proxies keep a response's headers in a 4–8 KB buffer by
// default (nginx proxy_buffer_size 4k/8k) and answer 502 beyond it, and a public page's
// Content-Security-Policy names the hashes of its inline scripts (docs/decisions.md, "Content Security
// Policy"). Walks every page of the app directory, a prediction's page, /predictions with a filter and a few
// not-found paths, as a visitor and (when it can sign in) as the super admin, with the ad network allowed
// (the longest policy). Figures only, no assertion; tests/e2e/response-headers.spec.ts holds the 4 KB line.
//   npm run bench:headers        (BENCH_URL=http://… reuses a running server; BENCH_EMAIL/BENCH_PASSWORD sign in there)
import { request } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { printTable } from "./http";
import { signIn } from "./lib/accounts";
import { appPagePaths } from "./lib/page-paths";
import { withBenchServer, type BenchLogin } from "./lib/server";

export const HEADER_BUDGET_BYTES = 4096;

export interface HeaderFigure {
  who: "visitor" | "super admin";
  path: string;
  status: number;
  /** Status line, header lines and the blank line, in bytes. */
  headerBytes: number;
  policyBytes: number;
  scriptHashes: number;
}

function fetchHead(baseUrl: string, pagePath: string, cookie: string): Promise<Omit<HeaderFigure, "who" | "path">> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${baseUrl}${pagePath}`,
      { headers: { accept: "text/html", "accept-encoding": "gzip, deflate", cookie } },
      (res) => {
        let headerBytes = Buffer.byteLength(`HTTP/${res.httpVersion} ${res.statusCode} ${res.statusMessage}\r\n`) + 2;
        for (let index = 0; index < res.rawHeaders.length; index += 2) {
          headerBytes += Buffer.byteLength(`${res.rawHeaders[index]}: ${res.rawHeaders[index + 1]}\r\n`);
        }
        const policy = String(res.headers["content-security-policy"] ?? "");
        res.resume();
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headerBytes,
            policyBytes: Buffer.byteLength(policy),
            scriptHashes: policy.match(/'sha256-/g)?.length ?? 0,
          }),
        );
      },
    );
    req.on("error", reject);
    req.end();
  });
}

export async function measureResponseHeaders(baseUrl: string, login: BenchLogin | null): Promise<HeaderFigure[]> {
  const list = await (await fetch(`${baseUrl}/api/predictions?limit=1&date=week`)).json();
  const predictionId = String(list?.data?.predictions?.[0]?.id ?? "none");
  const paths = [
    ...appPagePaths(path.resolve("app"), () => predictionId),
    "/predictions?date=week",
    "/no-such-page",
    "/auth/no-such-page",
    "/admin/users.json",
    "/foo.php",
  ];
  const adConsent = "ad_consent=1";
  const callers: [HeaderFigure["who"], string][] = [["visitor", adConsent]];
  if (login) callers.push(["super admin", `${(await signIn(baseUrl, login)).cookie}; ${adConsent}`]);
  else
    console.log(
      "\n(no login for this server: set BENCH_EMAIL and BENCH_PASSWORD to measure member and admin pages as the " +
        "super admin)",
    );

  const figures: HeaderFigure[] = [];
  for (const [who, cookie] of callers) {
    for (const pagePath of paths)
      figures.push({ who, path: pagePath, ...(await fetchHead(baseUrl, pagePath, cookie)) });
  }
  figures.sort((a, b) => b.headerBytes - a.headerBytes);
  console.log(
    `\nResponse headers of ${figures.length} page responses (${paths.length} paths), largest first, with the ad ` +
      `network allowed:`,
  );
  printTable(
    ["bytes", "policy", "hashes", "status", "as", "path"],
    figures
      .slice(0, 15)
      .map((f) => [
        String(f.headerBytes),
        String(f.policyBytes),
        String(f.scriptHashes),
        String(f.status),
        f.who,
        f.path,
      ]),
  );
  const largest = figures[0];
  if (largest) {
    console.log(
      `Largest: ${largest.headerBytes} bytes of headers (${largest.policyBytes} of them the policy, ` +
        `${largest.scriptHashes} script hashes), ${largest.who} ${largest.path}; budget ${HEADER_BUDGET_BYTES} ` +
        `bytes.`,
    );
  }
  return figures;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  withBenchServer((baseUrl, login) => measureResponseHeaders(baseUrl, login)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
