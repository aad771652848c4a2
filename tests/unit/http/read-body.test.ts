import { describe, expect, it } from "vitest";

import { AppError } from "@/lib/core/errors";
import { jsonNestingExceeds, MAX_JSON_DEPTH, readJsonBody } from "@/lib/http/read-body";

const post = (body: BodyInit, headers: Record<string, string>) =>
  new Request("http://localhost/api/x", { method: "POST", body, headers });

async function codeOf(promise: Promise<unknown>) {
  try {
    await promise;
    return "none";
  } catch (error) {
    return error instanceof AppError ? error.code : "other";
  }
}

describe("readJsonBody", () => {
  it("parses JSON, including +json media types", async () => {
    expect(await readJsonBody(post('{"a":1}', { "content-type": "application/json; charset=utf-8" }))).toEqual({
      a: 1,
    });
    expect(await readJsonBody(post("[1]", { "content-type": "application/merge-patch+json" }))).toEqual([1]);
  });

  it("answers 415 without a JSON content type", async () => {
    expect(await codeOf(readJsonBody(post('{"a":1}', { "content-type": "text/plain" })))).toBe(
      "unsupported_media_type",
    );
  });

  it("answers 413 beyond the cap, whether declared or streamed", async () => {
    const big = "x".repeat(2048);
    expect(await codeOf(readJsonBody(post(`"${big}"`, { "content-type": "application/json" }), 1024))).toBe(
      "payload_too_large",
    );
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(`"${big}"`));
        controller.close();
      },
    });
    const streamed = new Request("http://localhost/api/x", {
      method: "POST",
      body: stream,
      headers: { "content-type": "application/json" },
      duplex: "half",
    } as RequestInit);
    expect(await codeOf(readJsonBody(streamed, 1024))).toBe("payload_too_large");
  });

  it("answers 400 for malformed or empty JSON", async () => {
    expect(await codeOf(readJsonBody(post("{oops", { "content-type": "application/json" })))).toBe("bad_request");
    expect(await codeOf(readJsonBody(post("  ", { "content-type": "application/json" })))).toBe("bad_request");
  });

  it("answers 422 for lone surrogates anywhere in the value, keys included", async () => {
    const json = { "content-type": "application/json" };
    expect(await codeOf(readJsonBody(post('{"password":"Passw0rd!\\ud800"}', json)))).toBe("validation_failed");
    expect(await codeOf(readJsonBody(post('{"a":["ok",{"b":"\\udc00x"}]}', json)))).toBe("validation_failed");
    expect(await codeOf(readJsonBody(post('{"\\ud83d":1}', json)))).toBe("validation_failed");
    // A complete pair is text like any other.
    expect(await readJsonBody(post('{"emoji":"\\ud83d\\ude00"}', json))).toEqual({ emoji: "😀" });
  });

  it("answers 422 for bytes that are not UTF-8", async () => {
    const bytes = new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]);
    expect(await codeOf(readJsonBody(post(bytes, { "content-type": "application/json" })))).toBe("validation_failed");
  });
});

describe("JSON nesting depth", () => {
  const nested = (depth: number, open = "[", close = "]") => open.repeat(depth) + close.repeat(depth);
  const objects = (depth: number) => '{"a":'.repeat(depth) + "1" + "}".repeat(depth);

  it("counts arrays and objects, and refuses beyond the limit", () => {
    expect(jsonNestingExceeds(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonNestingExceeds(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonNestingExceeds(objects(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonNestingExceeds(objects(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonNestingExceeds('[{"a":[{"b":[1]}]}]', 4)).toBe(true);
    expect(jsonNestingExceeds('[{"a":[{"b":[1]}]}]', 5)).toBe(false);
    // Siblings do not add up: depth is how far in, not how many.
    expect(jsonNestingExceeds(`[${Array.from({ length: 500 }, () => "[[1]]").join(",")}]`, 3)).toBe(false);
  });

  it("does not count brackets inside strings, escaped quotes included", () => {
    expect(jsonNestingExceeds(JSON.stringify({ text: "[".repeat(10_000) }))).toBe(false);
    expect(jsonNestingExceeds(JSON.stringify({ text: 'say \\"[[[[[[[[\\" {{{{' }), 2)).toBe(false);
    expect(jsonNestingExceeds(`["\\\\", ${nested(3)}]`, 3)).toBe(true);
    expect(jsonNestingExceeds(`["\\\\", ${nested(2)}]`, 3)).toBe(false);
  });

  it("measures 30,000 levels (60 KB) without overflowing the stack", () => {
    expect(jsonNestingExceeds(nested(30_000))).toBe(true);
    expect(jsonNestingExceeds(objects(30_000))).toBe(true);
  });

  it("readJsonBody answers 400 for a body nested too deep, before parsing it", async () => {
    const json = { "content-type": "application/json" };
    expect(await codeOf(readJsonBody(post(nested(30_000), json)))).toBe("bad_request");
    expect(await codeOf(readJsonBody(post(`{"email":${nested(30_000)}}`, json)))).toBe("bad_request");
    // 10,000 objects deep is 60 KB, under the body cap.
    expect(await codeOf(readJsonBody(post(objects(10_000), json)))).toBe("bad_request");
    expect(await readJsonBody(post(nested(MAX_JSON_DEPTH), json))).toBeDefined();
  });
});
