import {
  BUSINESS_ENDPOINTS,
  BUSINESS_KEYS,
  FREE_TEXT_ENDPOINTS,
  FREE_TEXT_FIELDS,
  SENSITIVE_FIELDS,
  SENSITIVE_ROUTE_PARAMS,
  type SensitiveKind,
} from './sensitiveFields';

/**
 * One redactor for everything that leaves the page: the DevTools monitor, the diagnostics file and
 * the support CLI. Values of the declared fields (sensitiveFields.ts) are replaced wherever they
 * occur — as values, inside RTK Query cache keys (`getUser({"email":…})`), in error texts and
 * in URLs — while keys, ids, statuses and tags stay, so the result still loads into the store.
 * Secrets become `[secret N]`; personal data a pseudonym of the same kind. One redactor gives the
 * same replacement for the same value, so what was equal stays equal within one export.
 */
export interface Redactor {
  /** A JSON-safe, redacted copy (Dates become ISO strings, cycles `[circular]`, functions go). */
  redact<T>(value: T): T;
  /** A route (`/path?query`) with the declared query parameters redacted. */
  redactRoute(route: string): string;
}

/** Replacements inside longer texts only for values this long, so short ones cannot mangle keys. */
const MIN_EMBEDDED_LENGTH = 6;
const DAY_MS = 86_400_000;
/**
 * Pseudonymous dates count days from 1900: no driver alive was born in its first decade, so a date
 * there is taken for a placeholder (and kept) when a file is redacted again.
 */
const PSEUDONYM_DATES_FROM = Date.UTC(1900, 0, 1);
const PSEUDONYM_DATES_UNTIL = Date.UTC(1910, 0, 1);

function pseudonym(kind: SensitiveKind, n: number, original: string): string {
  switch (kind) {
    case 'secret':
      return `[secret ${n}]`;
    case 'email':
      return `driver${n}@example.com`;
    case 'phone':
      return `+1 555 010 ${String(n).padStart(4, '0')}`;
    case 'date': {
      // A valid date in the original's format, so forms and formatting still work.
      const iso = new Date(PSEUDONYM_DATES_FROM + n * DAY_MS).toISOString();
      return original.includes('T') ? iso : iso.slice(0, 10);
    }
    case 'name':
      return `Driver ${n}`;
    case 'address':
      return `address ${n}`;
    case 'file': {
      const extension = /\.[a-z0-9]{1,5}$/i.exec(original)?.[0] ?? '';
      return `file-${n}${extension}`;
    }
    case 'text':
      return `[text ${n}]`;
  }
}

/** The number a value written by `pseudonym(kind, n, …)` carries, if it is one. */
function placeholderNumber(kind: SensitiveKind, value: string): number | undefined {
  const n =
    kind === 'date'
      ? Date.parse(value) < PSEUDONYM_DATES_UNTIL
        ? (Date.parse(value) - PSEUDONYM_DATES_FROM) / DAY_MS
        : Number.NaN
      : Number(/^(?:\[secret |driver|\+1 555 010 |Driver |address |file-|\[text )(\d+)/.exec(value)?.[1]);
  return Number.isInteger(n) && n > 0 && pseudonym(kind, n, value) === value ? n : undefined;
}

/** Redux DevTools (jsan) writes a Date as `{"$jsan": "d<ms>"}`. */
function jsanDate(value: object): Date | undefined {
  const marker = (value as { $jsan?: unknown }).$jsan;
  if (Object.keys(value).length !== 1 || typeof marker !== 'string' || !/^d-?\d+$/.test(marker)) return undefined;
  const date = new Date(Number(marker.slice(1)));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * Where a value sits changes what its fields mean: a supplier's data (and a supplier endpoint's
 * answer) is a company's; a contact-form call's `message` is the driver's own.
 */
type Context = 'business' | 'freeText' | undefined;

/** The context of `parent[key]`, for a parent in `context`. */
function childContext(parent: Record<string, unknown>, key: string, context: Context): Context {
  if (context) return context;
  if (BUSINESS_KEYS.includes(key)) return 'business';
  const endpoint = String(
    parent.endpointName ?? (parent.meta as { arg?: { endpointName?: unknown } } | undefined)?.arg?.endpointName,
  );
  // Only the answer: a supplier endpoint's arguments could still carry the driver's data.
  if (BUSINESS_ENDPOINTS.includes(endpoint) && (key === 'data' || key === 'payload')) return 'business';
  return FREE_TEXT_ENDPOINTS.includes(endpoint) ? 'freeText' : undefined;
}

/** The kind of a field in its context: within business data only secrets. */
function kindOf(key: string, context: Context): SensitiveKind | undefined {
  const kind = SENSITIVE_FIELDS[key] ?? (context === 'freeText' ? FREE_TEXT_FIELDS[key] : undefined);
  return context === 'business' && kind !== 'secret' ? undefined : kind;
}

const isPlainObject = (value: object): boolean => {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

export function createRedactor(): Redactor {
  const replacements = new Map<string, string>();
  /** Per kind, the numbers given out (or found already in use) and the next one to try. */
  const numbers = new Map<SensitiveKind, { taken: Set<number>; next: number }>();
  const numbersOf = (kind: SensitiveKind) => {
    let entry = numbers.get(kind);
    if (!entry) numbers.set(kind, (entry = { taken: new Set(), next: 1 }));
    return entry;
  };

  function replacementFor(kind: SensitiveKind, value: string): string {
    let replacement = replacements.get(value);
    if (replacement === undefined) {
      const entry = numbersOf(kind);
      while (entry.taken.has(entry.next)) entry.next += 1;
      entry.taken.add(entry.next);
      replacement = pseudonym(kind, entry.next, value);
      replacements.set(value, replacement);
    }
    return replacement;
  }

  /**
   * Gives each found value its replacement. Placeholders a redactor wrote before (a file redacted
   * twice) keep theirs and their numbers, so new values get other numbers and nothing merges.
   */
  function learn(found: ReadonlyArray<readonly [SensitiveKind, string]>): void {
    for (const [kind, value] of found) {
      const n = placeholderNumber(kind, value);
      if (n === undefined || replacements.has(value)) continue;
      replacements.set(value, value);
      numbersOf(kind).taken.add(n);
    }
    for (const [kind, value] of found) replacementFor(kind, value);
  }

  /** First pass: finds every declared field's value, so a second pass finds it anywhere. */
  function collect(
    value: unknown,
    kind: SensitiveKind | undefined,
    found: Array<[SensitiveKind, string]>,
    seen: Set<object>,
    context: Context = undefined,
  ): void {
    if (typeof value === 'string' || typeof value === 'number') {
      if (kind && String(value) !== '') found.push([kind, String(value)]);
      return;
    }
    const date = value instanceof Date ? value : value && typeof value === 'object' ? jsanDate(value) : undefined;
    if (date) {
      if (kind && !Number.isNaN(date.getTime())) found.push([kind, date.toISOString()]);
      return;
    }
    if (!value || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) value.forEach((item) => collect(item, kind, found, seen, context));
    else {
      const parent = value as Record<string, unknown>;
      for (const [name, field] of Object.entries(parent))
        collect(field, kind ?? kindOf(name, context), found, seen, childContext(parent, name, context));
    }
    seen.delete(value);
  }

  /** Every known value in a text: whole, JSON-quoted (cache keys), URL-encoded, or embedded. */
  function redactText(text: string): string {
    const whole = replacements.get(text);
    if (whole !== undefined) return whole;
    let result = text;
    for (const [original, replacement] of replacements) {
      if (original === replacement) continue;
      if (!result.includes(original) && !result.includes(encodeURIComponent(original))) continue;
      const quoted = JSON.stringify(original);
      result = result.split(quoted).join(JSON.stringify(replacement));
      if (original.length >= MIN_EMBEDDED_LENGTH) {
        result = result.split(encodeURIComponent(original)).join(encodeURIComponent(replacement));
        result = result.split(original).join(replacement);
      }
    }
    return result;
  }

  function copy(value: unknown, seen: Set<object>, context: Context = undefined): unknown {
    if (typeof value === 'string') return redactText(value);
    if (typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint') return undefined;
    if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : redactText(value.toISOString());
    if (!value || typeof value !== 'object') return value;
    const date = jsanDate(value);
    if (date) return { $jsan: `d${Date.parse(redactText(date.toISOString()))}` };
    if (seen.has(value)) return '[circular]';
    seen.add(value);
    let result: unknown;
    if (Array.isArray(value)) result = value.map((item) => copy(item, seen, context) ?? null);
    else if (value instanceof Error) result = { name: value.name, message: redactText(value.message) };
    else if (!isPlainObject(value)) result = `[${value.constructor?.name ?? 'object'}]`;
    else {
      const object: Record<string, unknown> = {};
      const parent = value as Record<string, unknown>;
      for (const [name, inner] of Object.entries(parent)) {
        const kind = kindOf(name, context);
        // A secret holding a structure goes whole; personal data inside one is replaced piece by piece.
        const redacted =
          kind === 'secret' && inner && typeof inner === 'object'
            ? replacementFor('secret', JSON.stringify(inner) ?? '')
            : copy(inner, seen, childContext(parent, name, context));
        if (redacted !== undefined)
          object[redactText(name)] = typeof inner === 'number' && kind ? redactText(String(inner)) : redacted;
      }
      result = object;
    }
    seen.delete(value);
    return result;
  }

  return {
    redact<T>(value: T): T {
      const found: Array<[SensitiveKind, string]> = [];
      collect(value, undefined, found, new Set());
      learn(found);
      return copy(value, new Set()) as T;
    },
    redactRoute(route: string): string {
      const url = new URL(route, 'http://route.invalid');
      learn(
        Object.entries(SENSITIVE_ROUTE_PARAMS).flatMap(([name, kind]) =>
          url.searchParams
            .getAll(name)
            .filter(Boolean)
            .map((value) => [kind, value] as const),
        ),
      );
      const params = [...url.searchParams].map(([name, value]) => [name, replacements.get(value) ?? redactText(value)]);
      const query = new URLSearchParams(params).toString();
      return `${redactText(url.pathname)}${query ? `?${query}` : ''}${url.hash}`;
    },
  };
}
