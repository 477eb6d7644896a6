// CPU time spent by the bench's server and by the bench client itself, so a run on a busy machine
// still says what a request costs (latencies there include other people's work; CPU time does not).
// The server's processes are found by their DATA_DIR (the tsx wrapper, node, any workers).
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

const TICK_MS = 10; // USER_HZ is 100 on Linux

function serverPids(dataDir: string): number[] {
  const marker = `DATA_DIR=${dataDir}\0`;
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/environ`, 'latin1').includes(marker);
      } catch {
        return false; // gone, or another user's
      }
    })
    .map(Number);
}

/** utime + stime of a process, in ms (0 once it is gone). */
function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

export interface CpuMeter {
  /** One line: server and client CPU ms per request over the run, and the load average. */
  report(requests: number): string;
}

/** Starts measuring now (Linux only; elsewhere the report says so). */
export function startCpuMeter(dataDir: string): CpuMeter {
  if (process.platform !== 'linux') return { report: () => 'CPU per request: not measured (Linux only)' };
  const pids = serverPids(dataDir);
  const serverStart = pids.map(processCpuMs);
  const clientStart = process.cpuUsage();
  return {
    report(requests) {
      const server = pids.reduce((sum, pid, i) => sum + processCpuMs(pid) - serverStart[i]!, 0);
      const client = process.cpuUsage(clientStart);
      const clientMs = (client.user + client.system) / 1000;
      const per = (ms: number) => (ms / Math.max(1, requests)).toFixed(2);
      return (
        `CPU per request: server ${per(server)} ms, bench client ${per(clientMs)} ms` +
        ` (load average ${loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')})`
      );
    },
  };
}
