// The build step that hashes the static shells' inline scripts for the Content-Security-Policy.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import {
  collectFrameworkRuntimeScripts,
  collectKnownScriptHashes,
  cspHash,
  inlineScripts,
  writeInlineScriptHashes,
} from "@/scripts/csp-inline-hashes.mjs";
import { scriptHash } from "@/lib/content-security-policy";

const dirs: string[] = [];
function buildWith(pages: Record<string, string>): string {
  const dist = mkdtempSync(path.join(tmpdir(), "csp-hashes-"));
  dirs.push(dist);
  for (const [name, html] of Object.entries(pages)) {
    const file = path.join(dist, "server", "app", name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
  }
  return dist;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const RT = "requestAnimationFrame(function(){$RT=performance.now()});";

describe("inline script hashes of the static shells", () => {
  it("takes inline scripts without a nonce and skips external scripts, nonce'd scripts and JSON-LD", () => {
    const html =
      `<script src="/_next/a.js"></script><script ` +
      `nonce="abc">self.__next_f.push([1,"x"])</script><script ` +
      `type="application/ld+json">{"a":1}</script><script>${RT}</script><script id="x">theme()</script>`;
    expect(inlineScripts(html)).toEqual([RT, "theme()"]);
  });

  it("hashes them like the policy builder does", () => {
    expect(cspHash(RT)).toBe(scriptHash(RT));
  });

  it("also writes every shell script but the RSC payload, public pages included, for the per-response hashes", () => {
    const dist = buildWith({
      "user/dashboard.html": `<script>${RT}</script>`,
      "terms.html":
        `<script>public()</script><script>self.__next_f.push([1,"data"])</script>` +
        `<script>(self.__next_f=self.__next_f||[]).push([0])</script>`,
      "_global-error.html": `<script>errorPage()</script><script>self.__next_f.push([1,"data"])</script>`,
    });
    const known = [
      cspHash(RT),
      cspHash("public()"),
      cspHash("(self.__next_f=self.__next_f||[]).push([0])"),
      cspHash("errorPage()"),
    ].sort();
    expect(collectKnownScriptHashes(dist)).toEqual(known);
    expect(collectKnownScriptHashes(dist)).not.toContain(cspHash('self.__next_f.push([1,"data"])'));
    writeInlineScriptHashes(dist, { definitions: ["$RB=[];"], scripts: ["hoistIcons()"] });
    expect(JSON.parse(readFileSync(path.join(dist, "csp-inline-hashes.json"), "utf8"))).toEqual({
      known: [...known, cspHash("hoistIcons()")].sort(),
      runtime: ["$RB=[];"],
    });
  });

  it("reads React's boundary function and Next's icon snippet from the installed Next", () => {
    const { definitions, scripts } = collectFrameworkRuntimeScripts();
    expect(definitions.some((text) => text.startsWith("$RB=[];$RV=function(") && text.endsWith(";"))).toBe(true);
    expect(definitions.some((text) => text.startsWith("$RX=function("))).toBe(true);
    expect(scripts.some((text) => text.startsWith('document.querySelectorAll(\'body link[rel="icon"]'))).toBe(true);
  });
});
