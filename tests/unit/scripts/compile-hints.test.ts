import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { addCompileHints, COMPILE_HINT } from "../../../scripts/compile-hints.mjs";

describe("addCompileHints", () => {
  let distDir: string;

  beforeEach(() => {
    distDir = mkdtempSync(path.join(tmpdir(), "compile-hints-"));
    mkdirSync(path.join(distDir, "static/chunks"), { recursive: true });
    writeFileSync(
      path.join(distDir, "build-manifest.json"),
      JSON.stringify({ rootMainFiles: ["static/chunks/react-dom.js", "static/chunks/turbopack-runtime.js"] }),
    );
    writeFileSync(path.join(distDir, "static/chunks/react-dom.js"), "(globalThis.TURBOPACK||=[]).push([1]);");
    writeFileSync(path.join(distDir, "static/chunks/turbopack-runtime.js"), "(()=>{})();");
    writeFileSync(path.join(distDir, "static/chunks/page.js"), "(globalThis.TURBOPACK||=[]).push([2]);");
  });

  afterEach(() => rmSync(distDir, { recursive: true, force: true }));

  const read = (file: string) => readFileSync(path.join(distDir, "static/chunks", file), "utf8");

  it("puts the hint on the first line of every root main file and leaves other chunks alone", () => {
    expect(addCompileHints(distDir)).toEqual(["static/chunks/react-dom.js", "static/chunks/turbopack-runtime.js"]);
    expect(read("react-dom.js")).toBe(`${COMPILE_HINT}(globalThis.TURBOPACK||=[]).push([1]);`);
    expect(read("turbopack-runtime.js")).toBe(`${COMPILE_HINT}(()=>{})();`);
    expect(read("page.js")).toBe("(globalThis.TURBOPACK||=[]).push([2]);");
  });

  it("adds it once when run again on the same build", () => {
    addCompileHints(distDir);
    expect(addCompileHints(distDir)).toEqual([]);
    expect(read("react-dom.js").split(COMPILE_HINT)).toHaveLength(2);
  });

  it("refuses a directory without a build", () => {
    rmSync(path.join(distDir, "build-manifest.json"));
    expect(() => addCompileHints(distDir)).toThrow(/No build manifest/);
  });
});
