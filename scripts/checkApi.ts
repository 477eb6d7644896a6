/**
 * `npm run api:check`: keeps the contract, the generated client and the server in step.
 *
 * 1. Regenerates the RTK Query client from openapi/openapi.yaml and fails when a generated
 *    `*.gen.ts` file differs from what is in git, or is new and not yet added.
 * 2. Lists the operations of the document that have no server handler yet (they answer 501 until
 *    their feature lands; informational) and fails when the server has a handler for an
 *    operationId the document does not declare.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { handlers } from '../server/src/handlers/index';
import { handlerCoverage, listOperations, loadSpec, type OperationInfo } from '../server/src/openapi';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const GENERATED = ':(glob)src/**/*.gen.ts';

function run(command: string, args: string[], capture = false) {
  const result = spawnSync(command, args, { cwd: ROOT, encoding: 'utf8', stdio: capture ? 'pipe' : 'inherit' });
  if (result.error) throw result.error;
  return result;
}

function checkGeneratedClient(): boolean {
  console.log('Regenerating the API client (config/rtk-codegen.config.ts)…');
  const gen = run('npx', ['--no-install', 'rtk-query-codegen-openapi', 'config/rtk-codegen.config.ts']);
  if (gen.status !== 0) {
    console.error('✗ Code generation failed.');
    return false;
  }
  const diff = run('git', ['diff', '--stat', '--exit-code', '--', GENERATED], true);
  const untracked = run('git', ['status', '--porcelain', '--untracked-files=all', '--', GENERATED], true)
    .stdout.split('\n')
    .filter((line) => line.startsWith('??'))
    .map((line) => line.slice(3));
  let ok = true;
  if (diff.status !== 0) {
    console.error('✗ The generated client is out of date with openapi/openapi.yaml:');
    console.error(diff.stdout);
    ok = false;
  }
  if (untracked.length > 0) {
    console.error(`✗ Generated files not in git: ${untracked.join(', ')}`);
    ok = false;
  }
  if (ok) console.log('✓ The generated client matches the contract.');
  else console.error('  Run `npm run api:gen` and commit the *.gen.ts files.');
  return ok;
}

function checkHandlers(): boolean {
  const operations = listOperations(loadSpec());
  const { missing, unknown } = handlerCoverage(operations, Object.keys(handlers));
  console.log(`Server handlers: ${operations.length - missing.length} of ${operations.length} operations implemented.`);
  if (missing.length > 0) {
    console.log('Operations without a handler (answer 501 not_implemented until their feature lands):');
    const byTag = new Map<string, OperationInfo[]>();
    for (const op of missing) byTag.set(op.tag, [...(byTag.get(op.tag) ?? []), op]);
    for (const [tag, ops] of [...byTag].sort(([a], [b]) => a.localeCompare(b))) {
      console.log(`  ${tag} (${ops.length})`);
      for (const op of ops) console.log(`    ${op.operationId.padEnd(28)} ${op.method.padEnd(6)} ${op.path}`);
    }
  }
  if (unknown.length > 0) {
    console.error(`✗ Handlers for operations the document does not declare: ${unknown.join(', ')}`);
    return false;
  }
  return true;
}

const clientOk = checkGeneratedClient();
const handlersOk = checkHandlers();
process.exit(clientOk && handlersOk ? 0 : 1);
