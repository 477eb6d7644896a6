// Fails the build when the catalogs and the code disagree:
// - src/i18n/messages/en.json must equal what `npm run i18n:extract` produces from the code;
// - every id is explicit and namespaced (feature.area.phrase), never a generated hash;
// - fr.json and es.json have exactly the English keys (none missing, none extra);
// - every translation parses and uses the same placeholders and tags as English;
// - translations are real: a message identical to English is allowed only when listed below;
// - translations follow their language's glossary (src/i18n/glossary): one term per concept, one
//   register (vous, usted), French elision — and so do the server's own texts (its e-mails).
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { serverTexts } from '../server/src/translatedTexts';
import { GLOSSARIES, glossaryViolations } from '../src/i18n/glossary/glossary';
import { extractEnglish, readCatalog, type Catalog } from './i18nShared';

/** Messages that are legitimately the same in English and the given language (names, codes). */
const SAME_AS_ENGLISH: Record<string, string[]> = {
  fr: [
    'header.menu',
    'header.notifications',
    'nav.faq',
    'cars.filters.optionCount',
    'cars.multimedia.androidAuto',
    'cars.multimedia.appleCarPlay',
    'cars.multimedia.bluetooth',
    'cars.range.scooter',
    'price.total',
    'cars.pagination.page',
  ],
  es: [
    'cars.card.extraLine',
    'cars.filters.optionCount',
    'cars.multimedia.androidAuto',
    'cars.multimedia.appleCarPlay',
    'cars.multimedia.bluetooth',
    'cars.gearbox.manual',
    'price.total',
    'cars.filters.multimedia',
  ],
};
const ID_PATTERN = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/;

const problems: string[] = [];

function argumentNames(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    names.add(`${TYPE[element.type]}:${element.value}`);
    if (element.type === TYPE.tag) argumentNames(element.children, names);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentNames(option.value, names);
    }
  }
  return names;
}

function signature(message: string): string | null {
  try {
    return [...argumentNames(parse(message))].sort().join(',');
  } catch {
    return null;
  }
}

const extracted = extractEnglish();
const english = readCatalog('en');

const sortedJson = (catalog: Catalog) => JSON.stringify(Object.entries(catalog).sort(([a], [b]) => a.localeCompare(b)));
if (sortedJson(extracted) !== sortedJson(english)) {
  problems.push(
    'src/i18n/messages/en.json is not what the code declares: run `npm run i18n:extract` and translate the changes.',
  );
}
for (const id of Object.keys(extracted)) {
  if (!ID_PATTERN.test(id)) problems.push(`id "${id}" is not an explicit namespaced id (feature.area.phrase)`);
}

for (const language of ['fr', 'es'] as const) {
  const catalog = readCatalog(language);
  const texts = { ...catalog, ...serverTexts(language) };
  for (const problem of glossaryViolations(GLOSSARIES[language], texts)) problems.push(`${language}: ${problem}`);
  const allowedSame = new Set(SAME_AS_ENGLISH[language]);
  for (const id of Object.keys(extracted)) if (!(id in catalog)) problems.push(`${language}: missing "${id}"`);
  for (const [id, message] of Object.entries(catalog)) {
    if (!(id in extracted)) {
      problems.push(`${language}: extra key "${id}" (not in the code)`);
      continue;
    }
    const expected = signature(extracted[id]!);
    const actual = signature(message);
    if (actual === null) problems.push(`${language}: "${id}" does not parse as an ICU message`);
    else if (actual !== expected) problems.push(`${language}: "${id}" uses {${actual}} but English uses {${expected}}`);
    if (message.trim() === '') problems.push(`${language}: "${id}" is empty`);
    if (message === extracted[id] && !allowedSame.has(id))
      problems.push(`${language}: "${id}" is identical to English`);
  }
}

if (problems.length > 0) {
  console.error(`i18n check failed (${problems.length}):\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`i18n check passed: ${Object.keys(extracted).length} messages in en, fr and es.`);
