// The API benches on both engines in one run, printed side by side: search at 10,000 and 100,000
// cars (20 clients), checkout (10 drivers) and My bookings, first on the embedded PGlite, then,
// when TEST_DATABASE_URL names a PostgreSQL server, on a scratch database `<name>_bench` created
// on it (and dropped after). Each bench runs as its own process, as in `npm run bench`.
//
// Usage: npx tsx scripts/benchEngines.ts [--only search|checkout|bookings]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { BenchFigures } from './benchSummary';
import { createScratchDatabase, dropScratchDatabase } from './scratchDatabase';

const { values } = parseArgs({ options: { only: { type: 'string' } } });
const BENCHES: Array<{ name: string; args: string[] }> = [
  { name: 'search', args: ['scripts/benchApi.ts', '--cars', '10000'] },
  { name: 'search', args: ['scripts/benchApi.ts', '--cars', '100000'] },
  { name: 'checkout', args: ['scripts/benchCheckout.ts'] },
  { name: 'bookings', args: ['scripts/benchBookings.ts'] },
].filter((bench) => !values.only || bench.name === values.only);

function run(args: string[], summary: string): void {
  console.log(`\n$ tsx ${args.join(' ')}`);
  const result = spawnSync(path.join('node_modules', '.bin', 'tsx'), args, {
    stdio: 'inherit',
    env: { ...process.env, BENCH_SUMMARY: summary },
  });
  if (result.status !== 0) throw new Error(`tsx ${args.join(' ')} failed (${result.status ?? result.signal})`);
}

function printSideBySide(figures: BenchFigures[]): void {
  const engines = [...new Set(figures.map((f) => f.engine))];
  const keys = [...new Set(figures.map((f) => `${f.bench}\u0000${f.operation}`))];
  const cell = (f: BenchFigures | undefined) =>
    f ? [f.p50, f.p95, f.p99].map((v) => v.toFixed(1)).join(' / ') + ` ms, ${f.throughput.toFixed(1)}/s` : '—';
  const header = ['bench', 'operation', ...engines.map((e) => `${e}: p50 / p95 / p99, throughput`)];
  const rows = keys.map((key) => {
    const [bench, operation] = key.split('\u0000') as [string, string];
    return [
      bench,
      operation,
      ...engines.map((engine) =>
        cell(figures.find((f) => f.bench === bench && f.operation === operation && f.engine === engine)),
      ),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(['', line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n'));
}

async function main(): Promise<void> {
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-engines-'));
  const summary = path.join(folder, 'summary.jsonl');
  const serverUrl = process.env.TEST_DATABASE_URL;
  const scratch = serverUrl ? new URL(serverUrl) : undefined;
  if (scratch) scratch.pathname = `${scratch.pathname}_bench`;
  const scratchName = scratch?.pathname.slice(1);
  try {
    for (const bench of BENCHES) run(bench.args, summary);
    if (serverUrl && scratch && scratchName) {
      await createScratchDatabase(serverUrl, scratchName);
      for (const bench of BENCHES) run([...bench.args, '--database-url', scratch.toString()], summary);
    } else {
      console.log('\nTEST_DATABASE_URL is not set: PGlite only (see README, "Running at scale").');
    }
    printSideBySide(
      readFileSync(summary, 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as BenchFigures),
    );
  } finally {
    if (serverUrl && scratchName) await dropScratchDatabase(serverUrl, scratchName);
    rmSync(folder, { recursive: true, force: true });
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
