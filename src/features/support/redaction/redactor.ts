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
      const iso = new Date(Date.UTC(1980, 0, 1) + n * DAY_MS).toISOString();
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
  const counts = new Map<SensitiveKind, number>();

  function replacementFor(kind: SensitiveKind, value: string): string {
    let replacement = replacements.get(value);
    if (replacement === undefined) {
      const n = (counts.get(kind) ?? 0) + 1;
      counts.set(kind, n);
      replacement = pseudonym(kind, n, value);
      replacements.set(value, replacement);
    }
    return replacement;
  }

  /** First pass: learns every declared field's value, so a second pass finds it anywhere. */
  function collect(
    value: unknown,
    kind: SensitiveKind | undefined,
    seen: Set<object>,
    context: Context = undefined,
  ): void {
    if (typeof value === 'string' || typeof value === 'number') {
      if (kind && String(value) !== '') replacementFor(kind, String(value));
      return;
    }
    if (value instanceof Date) {
      if (kind && !Number.isNaN(value.getTime())) replacementFor(kind, value.toISOString());
      return;
    }
    if (!value || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) value.forEach((item) => collect(item, kind, seen, context));
    else {
      const parent = value as Record<string, unknown>;
      for (const [name, field] of Object.entries(parent))
        collect(field, kind ?? kindOf(name, context), seen, childContext(parent, name, context));
    }
    seen.delete(value);
  }

  /** Every known value in a text: whole, JSON-quoted (cache keys), URL-encoded, or embedded. */
  function redactText(text: string): string {
    const whole = replacements.get(text);
    if (whole !== undefined) return whole;
    let result = text;
    for (const [original, replacement] of replacements) {
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
      collect(value, undefined, new Set());
      return copy(value, new Set()) as T;
    },
    redactRoute(route: string): string {
      const url = new URL(route, 'http://route.invalid');
      for (const [name, kind] of Object.entries(SENSITIVE_ROUTE_PARAMS)) {
        for (const value of url.searchParams.getAll(name)) if (value) replacementFor(kind, value);
      }
      const params = [...url.searchParams].map(([name, value]) => [name, replacements.get(value) ?? redactText(value)]);
      const query = new URLSearchParams(params).toString();
      return `${redactText(url.pathname)}${query ? `?${query}` : ''}${url.hash}`;
    },
  };
}
