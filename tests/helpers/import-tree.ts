import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { cruise, type IForbiddenRuleType } from "dependency-cruiser";

// A small tree laid out like the repository, for running the real dependency rules over chosen imports: each
// pair [importer, imported] becomes two files, the first importing the second by a relative path.

export type ImportPair = [from: string, to: string];

function specifier(from: string, to: string): string {
  const relative = path.posix.relative(path.posix.dirname(from), to);
  return relative.startsWith(".") ? relative : `./${relative}`;
}

/** Writes the tree under a new temporary directory and returns it. */
export function writeImportTree(prefix: string, pairs: readonly ImportPair[]): string {
  const root = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  const imports = new Map<string, string[]>();
  for (const [from, to] of pairs) imports.set(from, [...(imports.get(from) ?? []), to]);
  const targets = new Set(pairs.map(([, to]) => `${to}.ts`));
  for (const file of new Set([...imports.keys(), ...targets])) {
    mkdirSync(path.join(root, path.dirname(file)), { recursive: true });
    const lines = (imports.get(file) ?? []).map((to) => `import "${specifier(file, to)}";`);
    writeFileSync(path.join(root, file), `${lines.join("\n")}\nexport const name = ${JSON.stringify(file)};\n`);
  }
  return root;
}

export function removeImportTree(root: string): void {
  if (root) rmSync(root, { recursive: true, force: true });
}

/** The pairs the rules report over the tree, as [importer, imported without extension]. */
export async function reportedPairs(root: string, rules: IForbiddenRuleType[]): Promise<ImportPair[]> {
  const result = await cruise(
    ["."],
    { baseDir: root, ruleSet: { forbidden: rules }, validate: true },
    { extensions: [".ts", ".tsx"] },
  );
  const output = typeof result.output === "string" ? JSON.parse(result.output) : result.output;
  return output.summary.violations.map((violation: { from: string; to: string }): ImportPair => [
    violation.from,
    violation.to.replace(/\.tsx?$/, ""),
  ]);
}
