import path from "node:path";

import ts from "typescript";

// The walk of one request through the code: from the handler a route passes to withRoute, every function of
// app/ or lib/ it calls, resolved by TypeScript's type checker and followed depth-first (a function is walked
// once). What it counts is what a reader opens to follow the request: the files, the folders, and how often
// the walk calls back into a folder it is still inside of, having gone through another folder on the way (a
// folder "entered twice": A → B → A). The HTTP layer (withRoute: the session, the query, the envelope) is the
// same for every route and is not walked; the walk is what this route adds.

const OWN = /^(app|lib)\//;

function loadProgram(root, entry) {
  const configPath = path.join(root, "tsconfig.json");
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  return ts.createProgram({ rootNames: [path.join(root, entry)], options: { ...config.options, noEmit: true } });
}

/** The function a call lands in, through aliases (imports, re-exports) to its declaration. */
function calleeDeclaration(checker, call) {
  let symbol = checker.getSymbolAtLocation(
    ts.isPropertyAccessExpression(call.expression) ? call.expression.name : call.expression,
  );
  if (!symbol) return null;
  if (symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  const declaration = symbol.declarations?.[0];
  if (!declaration) return null;
  if (ts.isFunctionDeclaration(declaration) || ts.isMethodDeclaration(declaration)) return declaration;
  if (ts.isVariableDeclaration(declaration) && declaration.initializer) {
    const init = declaration.initializer;
    if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) return init;
  }
  return null;
}

/**
 * @param {string} root the repository
 * @param {string} route the file the walk starts in, e.g. 'app/api/predictions/route.ts'
 * @param {string} method the route's method ('GET') or the name of a function in that file
 */
export function walkRequest(root, route, method) {
  const program = loadProgram(root, route);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(path.join(root, route));
  let handler = null;
  source.forEachChild((node) => {
    if (ts.isFunctionDeclaration(node) && node.name?.getText() === method) handler = node;
    if (!ts.isVariableStatement(node)) return;
    for (const declaration of node.declarationList.declarations) {
      if (declaration.name.getText() !== method || !declaration.initializer) continue;
      const init = declaration.initializer;
      // A route handler: `export const GET = withRoute(options, handler)`; or a plain function.
      if (ts.isCallExpression(init)) handler = init.arguments.at(-1);
      else if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) handler = init;
    }
  });
  if (!handler) throw new Error(`${route} has no function or route handler named ${method}`);

  const relative = (node) => path.relative(root, node.getSourceFile().fileName);
  const folderOf = (file) => (file.startsWith("lib/") ? file.split("/").slice(0, 2).join("/") : file.split("/")[0]);
  const seen = new Set();
  /** Every move from one file to another, in the order the code runs them. */
  const steps = [{ file: route, name: method }];
  /** Folders of the functions now running, outermost first. */
  const active = [];
  const reentries = new Map();
  const visit = (fn, file) => {
    if (seen.has(fn)) return;
    seen.add(fn);
    const folder = folderOf(file);
    if (active.at(-1) !== folder) {
      if (active.includes(folder)) reentries.set(folder, (reentries.get(folder) ?? 0) + 1);
      active.push(folder);
    } else active.push(folder);
    const calls = [];
    const collect = (node) => {
      if (ts.isCallExpression(node)) calls.push(node);
      node.forEachChild(collect);
    };
    if (fn.body) collect(fn.body);
    for (const call of calls) {
      const target = calleeDeclaration(checker, call);
      if (!target) continue;
      const targetFile = relative(target);
      if (!OWN.test(targetFile) || targetFile.startsWith("lib/api/")) continue;
      if (seen.has(target)) continue;
      const name = target.name?.getText?.() ?? target.parent?.name?.getText?.() ?? "(anonymous)";
      if (targetFile !== file) steps.push({ file: targetFile, name });
      visit(target, targetFile);
    }
    active.pop();
  };
  visit(handler, route);

  const files = [...new Set(steps.map((step) => step.file))];
  const folders = [...new Set(files.map(folderOf))];
  const reentered = [...reentries].map(([folder, count]) => `${folder} (${count + 1}×)`);
  return { files, folders, reentered, path: steps.map((step) => `${step.file} ${step.name}`) };
}
