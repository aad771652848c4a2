// Inline scripts of an HTML document and their Content-Security-Policy hashes (docs/decisions.md, "Content
// Security Policy"). Two users: the build step scripts/csp-inline-hashes.mjs, which hashes the scripts of the
// prerendered shells, and the production server (server.mjs through lib/csp-html-response.mjs), which hashes
// the scripts of each public HTML response and puts those hashes in the response's policy instead of
// 'unsafe-inline'. Plain JavaScript: both run outside the Next bundle.
//
// A response's scripts are hashed only when their text is one the app or the framework writes: an RSC
// payload push whose argument is a literal (data, never code), a script whose exact text appears in the
// build's prerendered shells (the consent and auth boot scripts, the theme script, React's and Turbopack's
// runtime snippets), or a bare call of one of React's streaming instructions with string arguments. Markup
// injected into a page gets no hash, so the browser refuses it as it would under a nonce. Adjacent payload
// pushes and instruction calls are merged into one script before hashing when a page has many, so the
// policy header stays small however long the payload grows.
import { createHash } from "node:crypto";
import { runInNewContext } from "node:vm";

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** One JavaScript string literal (JSON-escaped by the framework) or null; a raw line break fails the match. */
const LITERAL = String.raw`(?:"(?:[^"\\\n\r]|\\[^\n\r])*"|null)`;
/** `self.__next_f.push([1,"…"])`: one chunk of the inlined RSC payload handed to the client router. */
const PAYLOAD_PUSH = new RegExp(String.raw`^self\.__next_f\.push\(\[\d+(?:,${LITERAL})?\]\)$`);
/** React's streaming instructions, e.g. `$RC("B:0","S:0")`: they call functions a trusted script defined. */
const CALL = String.raw`\$R[A-Z]{1,2}\(${LITERAL}(?:,${LITERAL})*\);?`;
const INSTRUCTION_CALL = new RegExp(`^${CALL}$`);
const TRAILING_CALL = new RegExp(`${CALL}$`);

const NONCE_ATTRIBUTE = /\bnonce\s*=\s*"([^"]*)"/i;

/**
 * The inline, executable scripts of an HTML document (src scripts and data blocks skipped), with where each
 * element starts and ends in the document and its attribute text. A script with a nonce is left out when
 * `nonces` is null (it runs by its nonce) or names that nonce; any other nonce is stale: Next caches the
 * not-found page as first rendered, so a 404 under a nonce-based path, rendered with that request's nonce,
 * is what every later 404 gets, with a nonce no later policy names.
 */
function inlineScriptElements(html, nonces = null) {
  const found = [];
  for (const match of html.matchAll(SCRIPT)) {
    const [element, attributes, body] = match;
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const nonce = NONCE_ATTRIBUTE.exec(attributes)?.[1];
    if (nonce !== undefined && (nonces === null || nonces.includes(nonce))) continue;
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== "text/javascript" && type !== "module") continue; // JSON-LD and other data blocks never run
    // The HTML parser turns CR LF and lone CR into LF before the browser hashes a script's text. A stale
    // nonce is no attribute that matters: the script runs by its hash or not at all.
    const others = attributes.replace(NONCE_ATTRIBUTE, "");
    if (body.length > 0)
      found.push({
        start: match.index,
        end: match.index + element.length,
        attributes: others,
        text: body.replace(/\r\n?/g, "\n"),
      });
  }
  return found;
}

/**
 * The inline, executable scripts of an HTML document (src scripts and data blocks skipped) that need a hash:
 * without `nonces`, those that carry no nonce; with them, all but those carrying one of them.
 */
export function inlineScripts(html, nonces = null) {
  return inlineScriptElements(html, nonces).map((script) => script.text);
}

/** The nonces a policy's script-src allows. */
export function policyNonces(policy) {
  const directive = policy
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name?.toLowerCase() === "script-src");
  return (directive ?? []).flatMap((source) => /^'nonce-([^']+)'$/.exec(source)?.[1] ?? []);
}

/** The CSP source expression of a script's text: 'sha256-<base64>'. */
export const cspHash = (text) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** A chunk of the inlined RSC payload: a push of literal data. */
export const isPayloadScript = (text) => PAYLOAD_PUSH.test(text);

/** A bare React streaming instruction with literal arguments. */
export const isInstructionCall = (text) => INSTRUCTION_CALL.test(text);

/** A payload push or a bare instruction call: one call expression with literal arguments. */
const isDataCall = (text) => isPayloadScript(text) || isInstructionCall(text);

/**
 * Merging changes the document, so the server compresses it again: 3–7 ms of one core for a 200 kB page.
 * A prerendered page pays that once (its bytes repeat, lib/csp-html-response.mjs keeps the result), a page
 * rendered per request on every request; so a document is merged only when its policy would otherwise
 * name more scripts than this (16 hashes: about 860 bytes of header), and only when merging removes at
 * least a quarter of them (a streamed page whose instruction calls sit between pieces of markup gains little).
 */
export const MERGE_ABOVE_HASHES = 16;
const MERGE_MUST_SAVE = 0.25;

/**
 * The document's trusted inline scripts (see the header) and their hashes, for the policy of one response.
 * Scripts with one of the policy's `nonces` run by it and are left out. When there are more than `mergeAbove`
 * of the others (and merging saves a quarter of them), runs of adjacent payload pushes and instruction calls are
 * merged into one script each, so the policy names a few scripts however long the payload is: a prerendered
 * page writes its whole payload as one run of 30–60 pushes after the markup, and a hash for each made
 * /predictions' policy header 3–4 kB, near or past what common reverse proxies buffer (docs/decisions.md,
 * "Content Security Policy"). `html` is the document as it should be sent (the same string when nothing
 * was merged); `untrusted` counts the inline scripts left without a hash. `knownHashes`: hashes of the
 * scripts found in the build's prerendered shells; `runtimeDefinitions`: the exact texts of React's
 * instruction functions (`$RC=function…;`), which React writes in front of an instruction's first call.
 */
export function trustedInlineScripts(
  html,
  knownHashes,
  runtimeDefinitions = [],
  { mergeAbove = MERGE_ABOVE_HASHES, nonces = [] } = {},
) {
  /** In document order: the hash of a script on its own, or a run of adjacent data calls. */
  const trusted = [];
  const separate = new Set();
  let untrusted = 0;
  let run = null;
  for (const script of inlineScriptElements(html, nonces)) {
    const hash = cspHash(script.text);
    // Such calls joined with ";" are the same statements in the same order: adjacent ones (nothing between
    // the elements, no attributes) run as one script at the same place in the document, to the same effect.
    if (isDataCall(script.text) && script.attributes.trim() === "") {
      separate.add(hash);
      if (run && run.end === script.start) {
        run.end = script.end;
        run.texts.push(script.text);
      } else {
        run = { start: script.start, end: script.end, texts: [script.text] };
        trusted.push(run);
      }
      continue;
    }
    run = null;
    if (
      isDataCall(script.text) ||
      knownHashes.has(hash) ||
      runtimeAndInstruction(script.text, knownHashes, runtimeDefinitions)
    ) {
      separate.add(hash);
      trusted.push(hash);
    } else untrusted += 1;
  }
  const unmerged = { html, hashes: [...separate], untrusted };
  if (separate.size <= mergeAbove) return unmerged;

  const hashes = new Set();
  const merges = [];
  for (const item of trusted) {
    if (typeof item === "string") {
      hashes.add(item);
      continue;
    }
    const text = item.texts.join(";");
    hashes.add(cspHash(text));
    if (item.texts.length > 1) merges.push({ ...item, text });
  }
  if (hashes.size > separate.size * (1 - MERGE_MUST_SAVE)) return unmerged;
  let rewritten = "";
  let copied = 0;
  for (const { start, end, text } of merges) {
    rewritten += `${html.slice(copied, start)}<script>${text}</script>`;
    copied = end;
  }
  return { html: rewritten + html.slice(copied), hashes: [...hashes], untrusted };
}

/**
 * React writes the runtime functions and the first call in one script: `$RC=function…;$RC("B:0","S:0")`. The
 * part before the call must be a known shell script or a run of React's own definitions, text for text.
 */
function runtimeAndInstruction(script, knownHashes, runtimeDefinitions) {
  const call = TRAILING_CALL.exec(script);
  if (!call || call.index === 0) return false;
  let prefix = script.slice(0, call.index);
  if (knownHashes.has(cspHash(prefix))) return true;
  while (prefix.length > 0) {
    // The longest that fits: `$RX=…};` and `$RX=…};;` are both React's.
    const definition = runtimeDefinitions.reduce(
      (best, text) => (text.length > best.length && prefix.startsWith(text) ? text : best),
      "",
    );
    if (!definition) return false;
    prefix = prefix.slice(definition.length);
  }
  return true;
}

/**
 * The policy with the given hashes in script-src: they replace 'unsafe-inline' (the static level's marker,
 * lib/content-security-policy.ts) or, on a nonce-based policy, join its sources. Other directives are kept
 * as they are; 'unsafe-inline' in style-src stays.
 */
export function withScriptHashes(policy, hashes) {
  return policy
    .split(";")
    .map((part) => part.trim())
    .filter(Boolean)
    .map((directive) => {
      const [name, ...sources] = directive.split(/\s+/);
      if (name.toLowerCase() !== "script-src") return directive;
      const marker = sources.indexOf("'unsafe-inline'");
      const kept = sources.filter((source) => source !== "'unsafe-inline'");
      const at = marker >= 0 ? marker : Math.min(1, kept.length);
      const added = hashes.filter((hash) => !kept.includes(hash));
      return [name, ...kept.slice(0, at), ...new Set(added), ...kept.slice(at)].join(" ");
    })
    .join("; ");
}

/** Whether the policy's script-src still allows every inline script. */
export function allowsInlineScripts(policy) {
  const directive = policy
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name?.toLowerCase() === "script-src");
  return Boolean(directive?.includes("'unsafe-inline'"));
}

/** A JavaScript string literal that starts a React runtime definition, in the framework's compiled source. */
const DEFINITION_LITERAL = /(["'])(\$R[A-Z]{1,2}=(?:(?!\1)[^\\\n]|\\.)*)\1/g;
/** A constant inline script the framework writes with an optional nonce: <script${nonce…}>text</script>. */
const SNIPPET_TEMPLATE = /<script\$\{[^{}`]*`[^`]*`[^{}`]*\}>([^`$\\<]+)<\/script>/g;

/**
 * The inline scripts the framework writes at run time but not into the prerendered shells, read from the
 * source of its compiled page renderer (next/dist/compiled/next-server/app-page*.runtime.prod.js): React's
 * instruction functions (`definitions`, which React writes in front of an instruction call) and Next's own
 * constant snippets (`scripts`, e.g. the one that moves streamed icon links into <head>).
 */
export function frameworkRuntimeScripts(source) {
  const definitions = new Set();
  for (const [literal] of source.matchAll(DEFINITION_LITERAL)) {
    // The match is one string literal and nothing else, so evaluating it only decodes its escapes.
    const text = runInNewContext(literal);
    // Some are written with the start of their first call appended: `…};$RS("`.
    definitions.add(text.replace(/\$R[A-Z]{1,2}\("$/, ""));
  }
  const scripts = new Set([...source.matchAll(SNIPPET_TEMPLATE)].map((match) => match[1]));
  return { definitions: [...definitions], scripts: [...scripts] };
}
