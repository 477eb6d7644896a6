/**
 * `npm run support:redact` as support staff run it, on each Redux DevTools export form the README
 * lists: its output must still import into Redux DevTools (the extension's Import is
 * `importState`), and running it again changes nothing.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { importState } from '@redux-devtools/utils';

const folder = mkdtempSync(path.join(tmpdir(), 'support-redact-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const fixture = (name: string) => readFileSync(`test/fixtures/support/${name}`, 'utf8');

function supportRedact(text: string, name: string): string {
  const input = path.join(folder, `${name}.json`);
  const output = path.join(folder, `${name}.redacted.json`);
  writeFileSync(input, text);
  execFileSync(path.resolve('node_modules/.bin/tsx'), ['scripts/supportRedact.ts', input, output], { stdio: 'pipe' });
  return readFileSync(output, 'utf8');
}

/** What the extension's Import reads from a file, as it reads it. */
const devToolsImport = (text: string) => importState(text, {}) as { nextLiftedState: unknown; preloadedState: unknown };

/** The page-side export with one more action: an activation, which carries a token and a password. */
function pageExportWithActivation(): string {
  const file = JSON.parse(fixture('devtools-page-export.json')) as { payload: string; preloadedState: string };
  const actions = JSON.parse(file.payload) as unknown[];
  actions.push({
    type: 'api/executeMutation/pending',
    meta: {
      arg: {
        type: 'mutation',
        endpointName: 'activate',
        originalArgs: { body: { userId: 'u1', token: 'f1e2d3c4b5a6e7', password: 'my-new-password-9' } },
      },
    },
  });
  return JSON.stringify({ ...file, payload: JSON.stringify(actions) });
}

describe('npm run support:redact', () => {
  it('keeps the page-side export in its form (parts as JSON strings), which Redux DevTools imports', () => {
    const raw = pageExportWithActivation();
    const redacted = supportRedact(raw, 'page');
    const file = JSON.parse(redacted) as Record<string, unknown>;
    expect(typeof file.payload).toBe('string');
    expect(typeof file.preloadedState).toBe('string');

    const imported = devToolsImport(redacted);
    const before = devToolsImport(raw);
    expect(imported.nextLiftedState).toHaveLength((before.nextLiftedState as unknown[]).length);
    expect(imported.preloadedState).toMatchObject({ preferences: expect.any(Object), session: expect.any(Object) });
    const text = JSON.stringify(imported);
    for (const secret of ['drive-demo-2025', 'demo.driver@example.com', 'f1e2d3c4b5a6e7', 'my-new-password-9'])
      expect(text).not.toContain(secret);
    expect(text).toContain('driver1@example.com');
  });

  it("keeps the monitor's export (the lifted state) an object Redux DevTools imports, at the same step", () => {
    const redacted = supportRedact(fixture('devtools-monitor-export.json'), 'monitor');
    const { nextLiftedState } = devToolsImport(redacted) as {
      nextLiftedState: { computedStates: unknown[]; currentStateIndex: number };
    };
    expect(nextLiftedState.computedStates).toHaveLength(12);
    expect(nextLiftedState.currentStateIndex).toBe(11);
  });

  it('changes nothing in a file it redacted already: distinct secrets stay distinct', () => {
    const once = supportRedact(pageExportWithActivation(), 'first');
    expect(supportRedact(once, 'second')).toBe(once);

    const activation = (JSON.parse(JSON.parse(once).payload) as { meta?: { arg?: { originalArgs?: unknown } } }[]).at(
      -1,
    );
    const { token, password } = (activation?.meta?.arg?.originalArgs as { body: { token: string; password: string } })
      .body;
    expect(token).toMatch(/^\[secret \d+\]$/);
    expect(password).toMatch(/^\[secret \d+\]$/);
    expect(token).not.toBe(password);
  });

  it('says what is wrong with a file it cannot use, and writes nothing', () => {
    const output = path.join(folder, 'never.json');
    const run = (input: string) => {
      try {
        execFileSync(path.resolve('node_modules/.bin/tsx'), ['scripts/supportRedact.ts', input, output], {
          stdio: 'pipe',
        });
      } catch (error) {
        const { status, stderr } = error as { status: number; stderr: Buffer };
        return { status, message: stderr.toString().trim() };
      }
      throw new Error(`${input} was accepted`);
    };
    const file = (name: string, text: string) => {
      writeFileSync(path.join(folder, name), text);
      return path.join(folder, name);
    };
    expect(run(path.join(folder, 'missing.json'))).toMatchObject({
      status: 1,
      message: expect.stringMatching(/missing\.json cannot be read: ENOENT/),
    });
    expect(run(file('notes.json', 'driver said: it broke'))).toMatchObject({
      message: expect.stringMatching(/notes\.json is not a JSON file/),
    });
    expect(run(file('list.json', '[1, 2]'))).toMatchObject({
      message: expect.stringMatching(/list\.json is not a diagnostics file or a DevTools export\./),
    });
    expect(run(file('other.json', '{"hello": "world"}'))).toMatchObject({
      message: expect.stringMatching(/other\.json cannot be replayed .*nothing written\./),
    });
    expect(existsSync(output)).toBe(false);
  });
});
