/**
 * `npm run api:check`: keeps the contract, the generated code, the app's feature modules and the
 * server in step. Read-only: it generates into a temporary folder and never writes to the tree.
 *
 * 1. Every generated file (scripts/apiGen.ts) equals what the contract generates, and no stale
 *    `*.gen.ts` file is left.
 * 2. Every tag of the document has its feature module `src/features/<tag>/api/<tag>Api.ts`, which
 *    exports the main hook of each generated endpoint (lazy variants are optional).
 * 3. Every operation has a handler, or is listed with a reason in server/src/handlers/notImplemented.ts;
 *    every handler belongs to an operation of the document.
 *
 * API_CONTRACT and API_GEN_ROOT (see scripts/apiGen.ts) point it at a copy, for the tests.
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { clientFile } from '../config/rtk-codegen.config';
import { handlers } from '../server/src/handlers/index';
import { notImplementedYet } from '../server/src/handlers/notImplemented';
import { clientFeatures, handlerCoverage, listOperations, loadSpec } from '../server/src/openapi';
import { contractPath, generateApi, generationRoot } from './apiGen';

const REGENERATE = 'Run `npm run api:gen` and commit the result (generated files are never edited by hand).';
const NOT_IMPLEMENTED_FILE = 'server/src/handlers/notImplemented.ts';

const read = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : null);

/** The `*.gen.ts` files under the tree's feature folders and server/src. */
function generatedFilesIn(root: string): string[] {
  const features = path.join(root, 'src/features');
  const inFeatures = existsSync(features)
    ? readdirSync(features).flatMap((feature) => {
        const dir = path.join(features, feature, 'api');
        return existsSync(dir) ? readdirSync(dir).map((name) => `src/features/${feature}/api/${name}`) : [];
      })
    : [];
  const server = path.join(root, 'server/src');
  const inServer = existsSync(server) ? readdirSync(server).map((name) => `server/src/${name}`) : [];
  return [...inFeatures, ...inServer].filter((file) => file.endsWith('.gen.ts'));
}

function checkGenerated(fresh: string, root: string, expected: string[]): string[] {
  const problems: string[] = [];
  for (const file of expected) {
    const committed = read(path.join(root, file));
    if (committed === null) problems.push(`${file} is missing. ${REGENERATE}`);
    else if (committed !== read(path.join(fresh, file)))
      problems.push(`${file} differs from what openapi/openapi.yaml generates. ${REGENERATE}`);
  }
  for (const file of generatedFilesIn(root).filter((file) => !expected.includes(file)))
    problems.push(`${file} is generated code of no tag of the document: delete it (or add its tag back).`);
  return problems;
}

/** Names a module exports by `export const/function/class`, `export const {…} =` and `export {…}`. */
function exportedNames(source: string): Set<string> {
  const file = ts.createSourceFile('module.ts', source, ts.ScriptTarget.Latest);
  const names = new Set<string>();
  const exported = (node: ts.Node) =>
    ts.canHaveModifiers(node) && ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  for (const statement of file.statements) {
    if (ts.isVariableStatement(statement) && exported(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) names.add(declaration.name.text);
        else if (ts.isObjectBindingPattern(declaration.name))
          for (const element of declaration.name.elements)
            if (ts.isIdentifier(element.name)) names.add(element.name.text);
      }
    } else if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && exported(statement)) {
      if (statement.name) names.add(statement.name.text);
    } else if (
      ts.isExportDeclaration(statement) &&
      statement.exportClause &&
      ts.isNamedExports(statement.exportClause)
    ) {
      for (const element of statement.exportClause.elements) names.add(element.name.text);
    }
  }
  return names;
}

/** The main hook of each endpoint in a generated client (not the `useLazy…` variants). */
function mainHooks(generated: string): string[] {
  return [...exportedNames(generated)].filter(
    (name) => /^use[A-Z]\w*(Query|Mutation)$/.test(name) && !name.startsWith('useLazy'),
  );
}

function checkFeatureModules(fresh: string, root: string, features: string[]): string[] {
  const problems: string[] = [];
  for (const feature of features) {
    const module = clientFile(feature).replace(/\.gen\.ts$/, '.ts');
    const source = read(path.join(root, module));
    if (source === null) {
      problems.push(
        `Tag '${feature}' has no feature module: create ${module}, enhancing ${feature}GeneratedApi and exporting its hooks ` +
          `(see openapi/README.md), or mark the tag \`x-client: false\` in openapi/openapi.yaml if the app does not call it.`,
      );
      continue;
    }
    const exported = exportedNames(source);
    for (const hook of mainHooks(read(path.join(fresh, clientFile(feature))) ?? ''))
      if (!exported.has(hook))
        problems.push(
          `${module} does not expose ${hook}: add it to the hooks the module exports (\`export const { … } = ${feature}Api;\`).`,
        );
  }
  return problems;
}

function checkHandlers(contract: string): string[] {
  const operations = listOperations(loadSpec(contract));
  const { missing, unknown } = handlerCoverage(operations, Object.keys(handlers));
  const listed = new Map(Object.entries(notImplementedYet));
  const problems: string[] = [];
  for (const op of missing.filter((op) => !listed.has(op.operationId)))
    problems.push(
      `Operation ${op.operationId} (${op.method} ${op.path}) has no handler: add it to server/src/handlers/${op.tag}.ts, ` +
        `or list it with the reason in ${NOT_IMPLEMENTED_FILE}.`,
    );
  for (const id of unknown)
    problems.push(`The server has a handler for ${id}, which the document does not declare: remove it.`);
  for (const id of listed.keys())
    if (!missing.some((op) => op.operationId === id))
      problems.push(
        `${id} is listed in ${NOT_IMPLEMENTED_FILE} but has a handler or is not in the document: remove it from the list.`,
      );
  const waiting = missing.filter((op) => listed.has(op.operationId));
  console.log(`Server handlers: ${operations.length - missing.length} of ${operations.length} operations implemented.`);
  for (const op of waiting)
    console.log(`  not implemented yet (501): ${op.operationId}: ${listed.get(op.operationId)}`);
  return problems;
}

async function main(): Promise<number> {
  const contract = contractPath();
  const root = generationRoot();
  const fresh = mkdtempSync(path.join(tmpdir(), 'api-check-'));
  try {
    const expected = await generateApi(contract, fresh);
    const problems = [
      ...checkGenerated(fresh, root, expected),
      ...checkFeatureModules(fresh, root, clientFeatures(loadSpec(contract))),
      ...checkHandlers(contract),
    ];
    for (const problem of problems) console.error(`✗ ${problem}`);
    if (problems.length === 0) console.log('✓ Generated code, feature modules and handlers match the contract.');
    return problems.length === 0 ? 0 : 1;
  } finally {
    rmSync(fresh, { recursive: true, force: true });
  }
}

process.exitCode = await main();
