import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { addCompileHints, COMPILE_HINT, MIN_HINTED_BYTES } from "../../../scripts/compile-hints.mjs";

const PADDING = " ".repeat(MIN_HINTED_BYTES);
const REACT_DOM = `(globalThis.TURBOPACK||=[]).push([1]);${PADDING}`;

describe("addCompileHints", () => {
  let distDir: string;

  beforeEach(() => {
    distDir = mkdtempSync(path.join(tmpdir(), "compile-hints-"));
    mkdirSync(path.join(distDir, "static/chunks"), { recursive: true });
    writeFileSync(
      path.join(distDir, "build-manifest.json"),
      JSON.stringify({ rootMainFiles: ["static/chunks/react-dom.js", "static/chunks/turbopack-runtime.js"] }),
    );
    writeFileSync(path.join(distDir, "static/chunks/react-dom.js"), REACT_DOM);
    writeFileSync(path.join(distDir, "static/chunks/turbopack-runtime.js"), "(()=>{})();");
    writeFileSync(path.join(distDir, "static/chunks/page.js"), `(globalThis.TURBOPACK||=[]).push([2]);${PADDING}`);
  });

  afterEach(() => rmSync(distDir, { recursive: true, force: true }));

  const read = (file: string) => readFileSync(path.join(distDir, "static/chunks", file), "utf8");

  it("puts the hint on the first line of the large root main files and leaves every other chunk alone", () => {
    expect(addCompileHints(distDir)).toEqual(["static/chunks/react-dom.js"]);
    expect(read("react-dom.js")).toBe(`${COMPILE_HINT}${REACT_DOM}`);
    // A small root file (compiling it is cheap; the hint would only add bytes) and a page chunk.
    expect(read("turbopack-runtime.js")).toBe("(()=>{})();");
    expect(read("page.js")).toBe(`(globalThis.TURBOPACK||=[]).push([2]);${PADDING}`);
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
