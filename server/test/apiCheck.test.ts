/**
 * `npm run api:check` against a copy of the contract and of the generated and feature files
 * (API_CONTRACT, API_GEN_ROOT): it passes on the real ones, fails on each kind of drift with a
 * message naming the fix, and never writes, neither to the copy nor to the repository.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse, stringify } from 'yaml';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CONTRACT = path.join(ROOT, 'openapi/openapi.yaml');

let copy: string;
beforeEach(() => {
  copy = mkdtempSync(path.join(tmpdir(), 'api-check-test-'));
  cpSync(path.join(ROOT, 'src/features'), path.join(copy, 'src/features'), {
    recursive: true,
    filter: (source) =>
      !source.includes(`${path.sep}features${path.sep}`) || /features\/[^/]+(\/api(\/.*)?)?$/.test(source),
  });
  cpSync(path.join(ROOT, 'server/src/contract.gen.ts'), path.join(copy, 'server/src/contract.gen.ts'));
  writeFileSync(path.join(copy, 'openapi.yaml'), readFileSync(CONTRACT));
});
afterEach(() => rmSync(copy, { recursive: true, force: true }));

/** Every file of a folder and its content, to prove nothing was written. */
function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile())
      files[path.join(entry.parentPath, entry.name)] = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
  return files;
}

const gitStatus = () => spawnSync('git', ['status', '--porcelain'], { cwd: ROOT, encoding: 'utf8' }).stdout;
const repositoryGenerated = () => snapshot(path.join(ROOT, 'src/features'));

/** Runs api:check on the copy; asserts that neither the copy nor the repository changed. */
function apiCheck(): { status: number | null; output: string } {
  const before = { copy: snapshot(copy), git: gitStatus(), generated: repositoryGenerated() };
  const result = spawnSync('npx', ['--no-install', 'tsx', 'scripts/checkApi.ts'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, API_CONTRACT: path.join(copy, 'openapi.yaml'), API_GEN_ROOT: copy },
  });
  expect(snapshot(copy)).toEqual(before.copy);
  expect(gitStatus()).toBe(before.git);
  expect(repositoryGenerated()).toEqual(before.generated);
  return { status: result.status, output: result.stdout + result.stderr };
}

type Document = { tags: { name: string }[]; paths: Record<string, unknown> };
function editContract(edit: (document: Document) => void) {
  const file = path.join(copy, 'openapi.yaml');
  const document = parse(readFileSync(file, 'utf8')) as Document;
  edit(document);
  writeFileSync(file, stringify(document));
}

const reviewsOperation = (tag: string) => ({
  get: {
    tags: [tag],
    operationId: 'getCarReviews',
    summary: 'A page of a car’s reviews',
    security: [],
    parameters: ['id', 'page', 'size'].map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: { type: 'string' },
    })),
    responses: {
      '200': {
        description: 'The reviews.',
        content: { 'application/json': { schema: { type: 'array', items: { type: 'string' } } } },
      },
    },
  },
});

it('passes on the contract and files as committed', () => {
  const { status, output } = apiCheck();
  expect(output).toContain('✓ Generated code, feature modules and handlers match the contract.');
  expect(status).toBe(0);
});

it('fails on an edited generated file, naming it and the command that fixes it', () => {
  const file = path.join(copy, 'src/features/cars/api/carsApi.gen.ts');
  writeFileSync(file, readFileSync(file, 'utf8').replace('getCar:', 'getCarEdited:'));
  const { status, output } = apiCheck();
  expect(output).toContain(
    '✗ src/features/cars/api/carsApi.gen.ts differs from what openapi/openapi.yaml generates. Run `npm run api:gen`',
  );
  expect(status).toBe(1);
});

it('fails on a new tag without a feature module, naming the module to create', () => {
  editContract((document) => {
    document.tags.push({ name: 'reviews' });
    document.paths['/api/car-reviews/{id}/{page}/{size}'] = reviewsOperation('reviews');
  });
  const { status, output } = apiCheck();
  expect(output).toContain("✗ Tag 'reviews' has no feature module: create src/features/reviews/api/reviewsApi.ts");
  expect(output).toContain('✗ src/features/reviews/api/reviewsApi.gen.ts is missing. Run `npm run api:gen`');
  expect(status).toBe(1);
});

it('fails on a generated hook its feature module does not expose', () => {
  const file = path.join(copy, 'src/features/cars/api/carsApi.ts');
  writeFileSync(file, readFileSync(file, 'utf8').replace(/^\s*useGetCarQuery,\n/m, '\n'));
  const { status, output } = apiCheck();
  expect(output).toContain(
    '✗ src/features/cars/api/carsApi.ts does not expose useGetCarQuery: add it to the hooks the module exports',
  );
  expect(status).toBe(1);
});

it('fails on an operation without a handler that is not listed, naming both fixes', () => {
  editContract((document) => {
    document.paths['/api/car-reviews/{id}/{page}/{size}'] = reviewsOperation('cars');
  });
  const { status, output } = apiCheck();
  expect(output).toContain(
    '✗ Operation getCarReviews (GET /api/car-reviews/{id}/{page}/{size}) has no handler: add it to server/src/handlers/cars.ts, ' +
      'or list it with the reason in server/src/handlers/notImplemented.ts.',
  );
  expect(status).toBe(1);
});
