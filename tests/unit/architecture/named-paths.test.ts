import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import ts from "typescript";
import { describe, expect, it } from "vitest";

// Every repository path named in a doc or a comment exists: the markdown files, the comments of the source
// files, stylesheets, shell scripts and .env.example are read, each token that starts with one of the repository's
// top-level folders or files (optionally behind `@/`) is taken as a path, and the file or folder must be there.
// Comments often drop the extension, so `lib/core/errors` stands for lib/core/errors.ts. Patterns (`lib/jobs/*.ts`,
// `{a,b}`, `<name>`, character classes) are skipped; Next's dynamic segments (`[predictionId]`) are real folders and
// are checked. The migrations are history and are not read.

const root = process.cwd();

const SOURCE_EXTENSIONS = /\.(ts|tsx|mts|cts|mjs|cjs|js|jsx)$/;
const SHELL_EXTENSIONS = /\.sh$/;
const HASH_COMMENT_FILES = new Set([".env.example"]);
/** Extensions a mention may leave off. */
const IMPLIED_EXTENSIONS = [".ts", ".tsx", ".mts", ".mjs", ".md"];
const SKIPPED = [/^db\/migrations\//, /(^|\/)node_modules\//, /^\.\.\/shared\//];

/** Characters a path is made of (route groups and dynamic segments included; globs are recognised later). */
const PATH_CHARS = "A-Za-z0-9_\\-.\\/\\[\\]()*{}<>,@$+";
const TRAILING = /[.,;:)`'"]$/;

type Mention = { line: number; path: string };

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The repository paths named in a piece of text: tokens that start with a top-level folder (followed by `/`)
 * or are a top-level file, optionally behind `@/`, with trailing punctuation removed and the `@/` dropped.
 * A token inside a longer path or a URL (`https://github.com/o/r/lib/x.ts`, `../shared/lib/x.ts`) is not one.
 */
function namedPaths(text: string, topLevel: { folders: string[]; files: string[] }, firstLine = 1): Mention[] {
  // A markdown link's text ends where its target starts: `[docs/decisions.md](docs/decisions.md)` is two mentions.
  const pathText = `(?:[${PATH_CHARS.replace("\\]", "")}]|\\](?!\\())*`;
  const folders = topLevel.folders.map((folder) => `${escape(folder)}\\/${pathText}`);
  const files = topLevel.files.map((file) => `${escape(file)}(?![A-Za-z0-9_\\-./])`);
  if (folders.length + files.length === 0) return [];
  const token = new RegExp(`(?<![A-Za-z0-9_\\-./@:~\\\\$])(?:@\\/)?(?:${[...folders, ...files].join("|")})`, "g");
  const mentions: Mention[] = [];
  const lines = text.split("\n");
  lines.forEach((lineText, index) => {
    for (const match of lineText.matchAll(token)) {
      let found = match[0].replace(/^@\//, "");
      for (;;) {
        if (!TRAILING.test(found)) break;
        if (found.endsWith(")") && (found.match(/\(/g)?.length ?? 0) >= (found.match(/\)/g)?.length ?? 0)) break;
        found = found.slice(0, -1);
      }
      mentions.push({ line: firstLine + index, path: found });
    }
  });
  return mentions;
}

/** A glob or a placeholder rather than a path: `*`, `{a,b}`, `<name>`, or brackets that are not a whole segment. */
function isPattern(mention: string): boolean {
  if (/[*{}<>]/.test(mention)) return true;
  const withoutSegments = mention
    .split("/")
    .filter((segment) => !/^\[\[?(\.\.\.)?[A-Za-z0-9_-]+\]?\]$/.test(segment))
    .join("/");
  return /[[\]]/.test(withoutSegments);
}

/** A glob as a regular expression over repository paths: `**`, `*`, `{a,b}`, character classes. */
function globToRegExp(glob: string): RegExp {
  let source = "";
  let braces = 0;
  for (let index = 0; index < glob.length; index++) {
    const char = glob[index] ?? "";
    if (glob.startsWith("**/", index)) {
      source += "(?:.*/)?";
      index += 2;
    } else if (glob.startsWith("**", index)) {
      source += ".*";
      index += 1;
    } else if (char === "*") source += "[^/]*";
    else if (char === "{") {
      source += "(?:";
      braces++;
    } else if (char === "}" && braces > 0) {
      source += ")";
      braces--;
    } else if (char === "," && braces > 0) source += "|";
    else if (char === "[" && !/^\[\[?(\.\.\.)?[A-Za-z0-9_-]+\]?\]/.test(glob.slice(index))) {
      const end = glob.indexOf("]", index);
      source += glob.slice(index, end + 1);
      index = end;
    } else source += escape(char);
  }
  return new RegExp(`^${source}(?:${IMPLIED_EXTENSIONS.map(escape).join("|")})?/?$`);
}

/**
 * A pattern names something that is there: a placeholder (`lib/<domain>/x.ts`, `app/user/<name>/`) starts from
 * a folder that exists; a glob (`lib/jobs/*.ts`, `lib/{core,market}/`) matches at least one file or folder.
 */
function patternExists(pattern: string, tracked: string[], base = root): boolean {
  if (pattern.includes("<")) {
    const fixed = pattern.slice(0, pattern.indexOf("<"));
    const folder = fixed.slice(0, fixed.lastIndexOf("/") + 1);
    return folder === "" || isPattern(folder) ? true : existsSync(path.join(base, folder));
  }
  const matcher = globToRegExp(pattern);
  return tracked.some((file) => {
    if (matcher.test(file)) return true;
    const segments = file.split("/");
    return segments.slice(1).some((_, index) => matcher.test(`${segments.slice(0, index + 1).join("/")}/`));
  });
}

/** The file or folder is there, or the mention left off one of the usual extensions. */
function pathExists(mention: string, base = root): boolean {
  const full = path.join(base, mention);
  return existsSync(full) || IMPLIED_EXTENSIONS.some((extension) => existsSync(`${full}${extension}`));
}

/** The text of the comments of a TypeScript or JavaScript file, each with the line it starts on. */
function sourceComments(fileName: string, text: string): { line: number; text: string }[] {
  const kind = fileName.endsWith(".tsx") || fileName.endsWith(".jsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const seen = new Set<number>();
  const comments: { line: number; text: string }[] = [];
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      comments.push({
        line: source.getLineAndCharacterOfPosition(range.pos).line + 1,
        text: text.slice(range.pos, range.end),
      });
    }
  };
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(text, node.pos));
    collect(ts.getTrailingCommentRanges(text, node.end));
    for (const child of node.getChildren(source)) visit(child);
  };
  collect(ts.getLeadingCommentRanges(text, 0));
  visit(source);
  return comments;
}

/** The text of `#` comments (shell scripts, .env.example), each with its line; a shebang is not one. */
function hashComments(text: string): { line: number; text: string }[] {
  const comments: { line: number; text: string }[] = [];
  text.split("\n").forEach((lineText, index) => {
    if (index === 0 && lineText.startsWith("#!")) return;
    const match = /(?:^|\s)#(?![{!])(.*)$/.exec(lineText);
    if (match) comments.push({ line: index + 1, text: match[1] ?? "" });
  });
  return comments;
}

/** The text of `/* … *\/` comments (stylesheets), each with the line it starts on. */
function blockComments(text: string): { line: number; text: string }[] {
  return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((match) => ({
    line: text.slice(0, match.index).split("\n").length,
    text: match[0],
  }));
}

function trackedFiles(): string[] {
  return execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 })
    .split("\0")
    .filter((file) => file.length > 0 && existsSync(path.join(root, file)));
}

function topLevelOf(files: string[]): { folders: string[]; files: string[] } {
  const folders = new Set<string>();
  const rootFiles = new Set<string>();
  for (const file of files) {
    const [first, ...rest] = file.split("/");
    if (!first) continue;
    if (rest.length > 0) folders.add(first);
    else rootFiles.add(first);
  }
  // Longest first, so `lib-layers.cjs` is not read as the folder `lib` (the `/` rules that out too).
  const byLength = (a: string, b: string) => b.length - a.length;
  return { folders: [...folders].sort(byLength), files: [...rootFiles].sort(byLength) };
}

/** Every mention of a repository path in the docs and comments of the tracked files. */
function mentionsInRepository(files: string[]): { file: string; line: number; path: string }[] {
  const topLevel = topLevelOf(files);
  const found: { file: string; line: number; path: string }[] = [];
  for (const file of files) {
    if (SKIPPED.some((pattern) => pattern.test(file))) continue;
    let pieces: { line: number; text: string }[];
    if (file.endsWith(".md")) pieces = [{ line: 1, text: readFileSync(path.join(root, file), "utf8") }];
    else if (SOURCE_EXTENSIONS.test(file)) pieces = sourceComments(file, readFileSync(path.join(root, file), "utf8"));
    else if (file.endsWith(".css")) pieces = blockComments(readFileSync(path.join(root, file), "utf8"));
    else if (SHELL_EXTENSIONS.test(file) || HASH_COMMENT_FILES.has(file))
      pieces = hashComments(readFileSync(path.join(root, file), "utf8"));
    else if (
      !path.basename(file).includes(".") &&
      /^#!.*\b(ba|z)?sh\b/.test(readFileSync(path.join(root, file), "utf8"))
    ) {
      pieces = hashComments(readFileSync(path.join(root, file), "utf8")); // a script without an extension (.ci/run)
    } else continue;
    for (const piece of pieces) {
      for (const mention of namedPaths(piece.text, topLevel, piece.line)) found.push({ file, ...mention });
    }
  }
  return found;
}

const TOP = { folders: ["app", "lib", "db", "tests", ".ci"], files: ["proxy.ts", "package.json", "lib-layers.cjs"] };

describe("namedPaths", () => {
  const paths = (text: string) => namedPaths(text, TOP).map((mention) => mention.path);

  it("takes a mention with an extension, without one, and behind @/", () => {
    expect(paths("see lib/core/errors.ts and lib/core/errors, or @/lib/core/errors")).toEqual([
      "lib/core/errors.ts",
      "lib/core/errors",
      "lib/core/errors",
    ]);
  });

  it("strips trailing punctuation and keeps balanced parentheses", () => {
    expect(paths("(lib/core/errors.ts), `db/index.ts`; 'tests/unit/'. \"proxy.ts\": app/(site)/page.tsx.")).toEqual([
      "lib/core/errors.ts",
      "db/index.ts",
      "tests/unit/",
      "proxy.ts",
      "app/(site)/page.tsx",
    ]);
  });

  it("takes root files and folders, and tells a root file from a folder of a similar name", () => {
    expect(paths("package.json, lib-layers.cjs, .ci/run.sh and lib/")).toEqual([
      "package.json",
      "lib-layers.cjs",
      ".ci/run.sh",
      "lib/",
    ]);
  });

  it("keeps a dynamic segment as a path", () => {
    expect(paths("app/predictions/[predictionId]/page.tsx")).toEqual(["app/predictions/[predictionId]/page.tsx"]);
    expect(isPattern("app/predictions/[predictionId]/page.tsx")).toBe(false);
    expect(isPattern("app/docs/[...slug]/page.tsx")).toBe(false);
  });

  it("marks globs and placeholders as patterns", () => {
    expect(isPattern("lib/jobs/*.ts")).toBe(true);
    expect(isPattern("lib/{core,market}/index.ts")).toBe(true);
    expect(isPattern("lib/<folder>/index.ts")).toBe(true);
    expect(isPattern("db/migrations/00[0-9]_init.sql")).toBe(true);
  });

  it("does not take a path inside a URL, a longer path or a word", () => {
    expect(
      paths("https://github.com/owner/repo/blob/main/lib/core/errors.ts ../shared/lib/x.ts mylib/x.ts unpackage.json"),
    ).toEqual([]);
  });

  it("reads a markdown link's text and target as two mentions", () => {
    expect(paths("[db/index.ts](db/index.ts)")).toEqual(["db/index.ts", "db/index.ts"]);
  });

  it("numbers lines from where the text starts", () => {
    expect(namedPaths("one\ntwo db/index.ts", TOP, 10)).toEqual([{ line: 11, path: "db/index.ts" }]);
  });
});

describe("patterns", () => {
  const tracked = ["lib/jobs/dispatch.service.ts", "lib/core/errors.ts", "app/(site)/about/page.tsx"];

  it("a glob matches at least one file or folder", () => {
    expect(patternExists("lib/jobs/*.ts", tracked)).toBe(true);
    expect(patternExists("lib/jobs/*.service", tracked)).toBe(true);
    expect(patternExists("lib/{core,market}/", tracked)).toBe(true);
    expect(patternExists("app/**/page.tsx", tracked)).toBe(true);
    expect(patternExists("lib/cache/*-readers.ts", tracked)).toBe(false);
    expect(patternExists("lib/{market,pipeline}/providers/*", tracked)).toBe(false);
  });

  it("a placeholder starts from a folder that exists", () => {
    expect(patternExists("lib/<domain>/x.ts", tracked)).toBe(true);
    expect(patternExists("tests/*/<domain>/x.test.ts", tracked)).toBe(true);
    expect(patternExists("lib/no-such-folder/<name>.client.ts", tracked)).toBe(false);
  });
});

describe("comment extraction", () => {
  it("reads line and block comments, not strings, template literals or regular expressions", () => {
    const text = [
      'const a = "lib/in-a-string.ts"; // lib/line.ts',
      "/* lib/block.ts */",
      "const b = `lib/${a}.ts`; const c = /lib\\/regex.ts/;",
      "const d = <div>{/* lib/jsx.ts */}</div>;",
      "function f() {",
      "  return 1;",
      "  // lib/end-of-block.ts",
      "}",
    ].join("\n");
    const comments = sourceComments("x.tsx", text);
    expect(comments.map((comment) => comment.line)).toEqual([1, 2, 4, 7]);
    expect(comments.flatMap((comment) => namedPaths(comment.text, TOP).map((mention) => mention.path))).toEqual([
      "lib/line.ts",
      "lib/block.ts",
      "lib/jsx.ts",
      "lib/end-of-block.ts",
    ]);
  });

  it("reads a stylesheet's block comments", () => {
    expect(blockComments("a {}\n/* one\n * lib/x.ts */\nb {}\n/* lib/y.ts */")).toEqual([
      { line: 2, text: "/* one\n * lib/x.ts */" },
      { line: 5, text: "/* lib/y.ts */" },
    ]);
  });

  it("reads # comments and not a shebang or ${#var}", () => {
    expect(hashComments('#!/bin/bash\n# db/index.ts\necho "${#x}" # lib/x.ts\nA=1')).toEqual([
      { line: 2, text: " db/index.ts" },
      { line: 3, text: " lib/x.ts" },
    ]);
  });
});

describe("paths named in docs and comments", () => {
  it("every one exists", () => {
    const tracked = trackedFiles();
    const missing = mentionsInRepository(tracked)
      .filter((mention) =>
        isPattern(mention.path) ? !patternExists(mention.path, tracked) : !pathExists(mention.path),
      )
      .map((mention) => `${mention.file}:${mention.line} → ${mention.path}`);
    expect(missing).toEqual([]);
  }, 120_000);
});
