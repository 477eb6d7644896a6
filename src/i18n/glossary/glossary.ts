/**
 * The glossary of each translated language (fr.json, es.json here): one term per concept, one
 * register, and patterns that must never appear (tú forms in Spanish, missing elision in French).
 * `npm run i18n:check` runs `glossaryViolations` on every catalog, so a translation that says
 * "acompte" or "Rellena" fails with its key and the offending words.
 */
import es from './es.json';
import fr from './fr.json';

export interface GlossaryTerm {
  concept: string;
  /** The one word used for the concept. */
  use: string;
  /** Words for the same concept that must not be used. */
  avoid: string[];
  /** Keys where an avoided word means something else (Spanish "depósito" of a fuel tank). */
  otherMeaningIn?: string[];
}

export interface GlossaryPattern {
  rule: string;
  /** A regular expression (Unicode); matched case-insensitively unless `flags` says otherwise. */
  pattern: string;
  flags?: string;
}

export interface Glossary {
  register: string;
  terms: GlossaryTerm[];
  patterns: GlossaryPattern[];
}

export const GLOSSARIES: Readonly<Record<'fr' | 'es', Glossary>> = { fr, es };

/** A whole word or phrase, in any case, not inside a longer word. */
const wordPattern = (word: string) =>
  new RegExp(`(?<!\\p{L})${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'giu');

/** Every glossary violation of `messages` (id → text), as "id: what is wrong". */
export function glossaryViolations(glossary: Glossary, messages: Readonly<Record<string, string>>): string[] {
  const problems: string[] = [];
  const patterns = glossary.patterns.map((p) => ({
    rule: p.rule,
    regex: new RegExp(p.pattern, `g${p.flags ?? 'iu'}`),
  }));
  for (const [id, message] of Object.entries(messages)) {
    for (const term of glossary.terms) {
      if (term.otherMeaningIn?.includes(id)) continue;
      for (const word of term.avoid) {
        for (const match of message.matchAll(wordPattern(word))) {
          problems.push(`"${id}" uses "${match[0]}": ${term.concept} is "${term.use}"`);
        }
      }
    }
    for (const { rule, regex } of patterns) {
      for (const match of message.matchAll(regex)) problems.push(`"${id}" has "${match[0].trim()}": ${rule}`);
    }
  }
  return problems;
}
