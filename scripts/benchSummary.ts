// The figures a bench hands to scripts/benchEngines.ts, which prints PGlite and PostgreSQL side by
// side: with BENCH_SUMMARY set, each bench appends one JSON line per operation to that file.
import { appendFileSync } from 'node:fs';

export interface BenchFigures {
  bench: string;
  engine: 'PGlite' | 'PostgreSQL';
  operation: string;
  p50: number;
  p95: number;
  p99: number;
  /** Requests per second. */
  throughput: number;
}

export function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Records the latencies (ms, by operation) of a run that took `seconds`. */
export function recordBench(
  bench: string,
  databaseUrl: string | undefined,
  latencies: Map<string, number[]>,
  seconds: number,
): void {
  const file = process.env.BENCH_SUMMARY;
  if (!file) return;
  for (const [operation, list] of latencies) {
    const sorted = [...list].sort((a, b) => a - b);
    const figures: BenchFigures = {
      bench,
      engine: databaseUrl ? 'PostgreSQL' : 'PGlite',
      operation,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      throughput: sorted.length / seconds,
    };
    appendFileSync(file, `${JSON.stringify(figures)}\n`);
  }
}
