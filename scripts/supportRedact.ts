/**
 * `npm run support:redact -- in.json out.json`: applies the app's redaction (secrets removed,
 * personal data pseudonymized; src/features/support/redaction) to a diagnostics file or a Redux
 * DevTools export a driver sent, writes the result, and prints what the file shows.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { setupStore } from '../src/app/store';
import '../src/features/support/replay/allEndpoints';
import { readReplayFile, redactExport } from '../src/features/support/replay/replayFile';
import { showReplayStep } from '../src/features/support/replay/replaySession';

// The app's own store shows the file's last step, as the replay page would.
const store = setupStore();

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const [input, output] = process.argv.slice(2);
if (!input || !output) fail('Usage: npm run support:redact -- in.json out.json');

let source = '';
try {
  source = readFileSync(input, 'utf8');
} catch (error) {
  fail(`${input} cannot be read: ${(error as Error).message}`);
}
let file: unknown;
try {
  file = JSON.parse(source);
} catch (error) {
  fail(`${input} is not a JSON file: ${(error as Error).message}`);
}
if (!file || typeof file !== 'object' || Array.isArray(file))
  fail(`${input} is not a diagnostics file or a DevTools export.`);
const redacted = redactExport(file as Record<string, unknown>);
const text = JSON.stringify(redacted, null, 1);
const result = readReplayFile(text, Object.keys(store.getState()));
if ('problem' in result) fail(`${input} cannot be replayed (${JSON.stringify(result.problem)}); nothing written.`);
writeFileSync(output, text);

const { log } = result;
showReplayStep(store.dispatch, log, log.initialIndex);
const state = store.getState();
const queries = Object.values(state.api.queries);
const lines: string[] = [
  `Written: ${output} (${Math.round(text.length / 1000)} KB, redacted)`,
  `Source: ${log.source === 'diagnostics' ? `diagnostics file, app ${log.details?.app.version ?? '?'} (${log.details?.app.commit || 'no commit'}), made ${log.details?.createdAt ?? '?'}` : 'Redux DevTools export'}`,
  `Route: ${log.details?.route ?? 'not recorded (choose one on /support/replay)'}`,
  `Language: ${state.preferences.language}, currency: ${state.preferences.currency}`,
  `Signed in: ${state.session.user ? 'yes' : 'no'}`,
  `Cache entries: ${queries.length} (${queries.filter((query) => query?.status === 'fulfilled').length} answered)`,
  `Actions: ${log.steps.length - 1}`,
];
console.log(lines.join('\n'));
