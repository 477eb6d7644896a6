/**
 * Requests generated from `openapi/openapi.yaml` for the contract fuzz test: one schema-valid
 * request per operation, then mutations of it (wrong types, missing and extra fields, huge strings,
 * NUL/emoji/lone surrogates, extreme numbers and dates, bad ids, traversal, malformed JSON and
 * multipart, other content types, empty bodies, deep nesting, forged cookies). Deterministic.
 * It reads the schemas at run time and builds what the contract's types forbid, so only the values
 * it gives known properties are typed (a renamed property fails typecheck there).
 */
import type { RequestBody, Schemas } from '../../src/contract';
import { loadSpec } from '../../src/openapi';

export interface FuzzRequest {
  operationId: string;
  mutation: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

type Schema = {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minimum?: number;
  minLength?: number;
  pattern?: string;
};
interface Parameter {
  $ref?: string;
  name: string;
  in: 'path' | 'query';
  required?: boolean;
  schema: Schema;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { $ref?: string; content?: Record<string, { schema: Schema }> };
}

const spec = loadSpec() as unknown as {
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, Schema>;
    parameters: Record<string, Parameter>;
    requestBodies: Record<string, Operation['requestBody']>;
  };
};

const deref = <T>(node: T & { $ref?: string }): T => {
  if (!node.$ref) return node;
  const [, , kind, name] = node.$ref.split('/') as [string, string, keyof typeof spec.components, string];
  return deref(spec.components[kind]![name] as T & { $ref?: string });
};

/** A schema with its `$ref` and `allOf` resolved into one object schema. */
function resolve(schema: Schema): Schema {
  const s = deref(schema);
  if (!s.allOf) return s;
  const parts = s.allOf.map(resolve);
  return {
    ...s,
    allOf: undefined,
    type: parts.find((p) => p.type)?.type,
    properties: Object.assign({}, ...parts.map((p) => p.properties ?? {})),
    required: parts.flatMap((p) => p.required ?? []),
  };
}

/** Values the seeded database knows, so valid requests reach the handlers' real paths. */
export interface FuzzIds {
  userId: string;
  email: string;
  carId: string;
  supplierId: string;
  locationId: string;
  bookingId: string;
  notificationId: string;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

function validValue(schema: Schema, name: string, ids: FuzzIds): unknown {
  const s = resolve(schema);
  if (s.enum) return s.enum[0];
  switch (s.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(s.properties ?? {}).map(([key, prop]) => [key, validValue(prop, key, ids)]),
      );
    case 'array':
      return [validValue(s.items ?? {}, name, ids)];
    case 'boolean':
      return false;
    case 'integer':
    case 'number':
      return Math.max(s.minimum ?? 0, 1);
  }
  if (s.format === 'email') return ids.email;
  if (s.format === 'date-time')
    return name === 'birthDate' ? '1990-04-12T00:00:00.000Z' : inDays(name === 'to' ? 13 : 10);
  if (s.pattern?.startsWith('^[A-Za-z0-9_-]')) return 'fuzz-key-0123456789abcdef';
  return valuesByName(ids)[name] ?? 'fuzz';
}

/**
 * Values a property of one of these request schemas (a union) takes, by name. Each name must be a
 * property of every schema listed with it, so renaming it in the contract fails typecheck here
 * instead of silently turning valid requests into refused ones.
 */
const propertiesOf = <T>(values: Partial<Record<keyof T, string>>) => values as Record<string, string>;

const valuesByName = (ids: FuzzIds): Record<string, string> => ({
  ...propertiesOf<Schemas['CheckoutBooking'] | Schemas['GetBookingsPayload']>({ car: ids.carId }),
  ...propertiesOf<Schemas['CheckoutBooking']>({ supplier: ids.supplierId, driver: ids.userId }),
  ...propertiesOf<Schemas['GetCarsPayload'] | Schemas['GetBookingsPayload']>({ suppliers: ids.supplierId }),
  ...propertiesOf<
    Schemas['CarFilter'] | Schemas['CheckoutBooking'] | Schemas['BookingFilter'] | Schemas['AmendBookingPayload']
  >({ pickupLocation: ids.locationId }),
  ...propertiesOf<Schemas['CheckoutBooking'] | Schemas['BookingFilter'] | Schemas['AmendBookingPayload']>({
    dropOffLocation: ids.locationId,
  }),
  ...propertiesOf<Schemas['PayPalOrderPayload'] | Schemas['CheckoutSessionPayload']>({
    bookingId: ids.bookingId,
    currency: 'EUR',
  }),
  ...propertiesOf<Schemas['BulkBookingActionPayload'] | RequestBody<'markNotificationsAsRead'>>({
    ids: ids.notificationId,
  }),
  ...propertiesOf<
    Schemas['UpdateUserPayload'] | Schemas['UpdateEmailNotificationsPayload'] | Schemas['ChangePasswordPayload']
  >({ _id: ids.userId }),
  ...propertiesOf<Schemas['UpdateLanguagePayload']>({ id: ids.userId }),
  ...propertiesOf<Schemas['ActivatePayload']>({ userId: ids.userId }),
  ...propertiesOf<Schemas['GetBookingsPayload']>({ user: ids.userId }),
  ...propertiesOf<
    Schemas['SignUpPayload'] | Schemas['ActivatePayload'] | Schemas['SignInPayload'] | Schemas['ChangePasswordPayload']
  >({ password: 'not-the-password' }),
  ...propertiesOf<Schemas['ChangePasswordPayload']>({ newPassword: 'another-password' }),
  ...propertiesOf<
    Schemas['SignUpPayload'] | Schemas['UpdateUserPayload'] | Schemas['GuestDriver'] | Schemas['AdditionalDriver']
  >({ phone: '+33612345678' }),
  ...propertiesOf<
    | Schemas['SignUpPayload']
    | Schemas['SocialSignInPayload']
    | Schemas['UpdateUserPayload']
    | Schemas['GuestDriver']
    | Schemas['AdditionalDriver']
  >({ fullName: 'Fuzz Tester' }),
  ...propertiesOf<
    | Schemas['SignUpPayload']
    | Schemas['UpdateLanguagePayload']
    | Schemas['NewsletterSubscription']
    | Schemas['GuestDriver']
  >({ language: 'en' }),
});

const PATH_VALUES = (ids: FuzzIds, operationId: string): Record<string, string> => ({
  userId: ids.userId,
  id: /Booking|booking/.test(operationId)
    ? ids.bookingId
    : operationId === 'getCar'
      ? ids.carId
      : operationId === 'getLocation'
        ? ids.locationId
        : ids.userId,
  bookingId: ids.bookingId,
  email: ids.email,
  language: 'en',
  page: '1',
  size: '10',
  type: 'frontend',
  token: 'fuzz-token',
  reset: 'false',
  base: 'EUR',
  orderId: 'fuzz-order',
  sessionId: 'fuzz-session',
  name: 'Paris',
  imageRequired: 'false',
  minLocations: '1',
  file: 'fuzz.pdf',
  password: 'not-the-password',
  ip: '127.0.0.1',
});

const HUGE = 'a'.repeat(60_000);
const STRING_VALUES: Array<[string, unknown]> = [
  ['NUL', 'a\u0000b'],
  ['emoji', '🚗💨 ok'],
  ['lone surrogate', '\ud800x'],
  ['huge string', HUGE],
  ['wrong type', 12345],
];
const DATE_VALUES: Array<[string, unknown]> = [
  ['year 0000', '0000-01-01T00:00:00.000Z'],
  ['year 9999', '9999-12-31T23:59:59.999Z'],
  ['not a date', '2025-02-30T25:61:00Z'],
  ['NUL', '2030-01-01T00:00:00.000Z\u0000'],
];
const NUMBER_VALUES: Array<[string, unknown]> = [
  ['2^31', 2147483648],
  ['2^53+2', 9007199254740994],
  ['1e308', 1e308],
  ['-1e308', -1e308],
  ['wrong type', 'abc'],
];
const OTHER_VALUES: Array<[string, unknown]> = [
  ['wrong type', 'x'],
  ['null', null],
];
const PATH_MUTATIONS: Array<[string, string]> = [
  ['NUL', '%00'],
  ['traversal', '..%2F..%2F..%2Fetc%2Fpasswd'],
  ['bad id', 'zzz'],
  ['huge', 'a'.repeat(3000)],
  ['emoji', encodeURIComponent('🚗')],
  ['invalid UTF-8', '%ED%A0%80'],
  ['Infinity', 'Infinity'],
  ['1e309', '1e309'],
  ['20 digits', '99999999999999999999'],
  ['negative', '-1'],
];

function valuesFor(schema: Schema): Array<[string, unknown]> {
  const s = resolve(schema);
  if (s.format === 'date-time') return DATE_VALUES;
  if (s.type === 'string' && !s.enum) return STRING_VALUES;
  if (s.type === 'integer' || s.type === 'number') return NUMBER_VALUES;
  return OTHER_VALUES;
}

/** Every leaf of the valid body up to `depth` levels (arrays through their first item). */
function leaves(schema: Schema, path: Array<string | number>, depth: number): Array<[Array<string | number>, Schema]> {
  const s = resolve(schema);
  if (depth > 0 && s.type === 'object' && s.properties) {
    return Object.entries(s.properties).flatMap(([key, prop]) => leaves(prop, [...path, key], depth - 1));
  }
  if (depth > 0 && s.type === 'array' && s.items) return leaves(s.items, [...path, 0], depth - 1);
  return path.length ? [[path, s]] : [];
}

function setAt(target: unknown, path: Array<string | number>, value: unknown, remove = false): unknown {
  const copy = structuredClone(target) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (remove) delete node[last];
  else node[last] = value;
  return copy;
}

function deepNesting(body: unknown, levels: number): string {
  const json = JSON.stringify(body);
  const nested = '['.repeat(levels) + ']'.repeat(levels);
  return json === '{}' ? `{"extra":${nested}}` : `${json.slice(0, -1)},"extra":${nested}}`;
}

/** A valid 1×1 PNG. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function multipart(field: string, file: Buffer, boundary = 'fuzzboundary', filename = 'file.png'): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

/** All requests for one operation (before sampling). */
function requestsFor(method: string, pathTemplate: string, op: Operation, ids: FuzzIds): FuzzRequest[] {
  const parameters = (op.parameters ?? []).map((p) => deref(p));
  const pathValues = PATH_VALUES(ids, op.operationId);
  const url = (override: Record<string, string> = {}, query = '') =>
    pathTemplate.replace(/\{(\w+)\}/g, (_, name: string) => override[name] ?? encodeURIComponent(pathValues[name]!)) +
    query;
  const requestBody = op.requestBody
    ? (deref(op.requestBody as { $ref?: string }) as Operation['requestBody'])
    : undefined;
  const mediaType = Object.keys(requestBody?.content ?? {})[0];
  const bodySchema = mediaType ? requestBody!.content![mediaType]!.schema : undefined;
  const make = (mutation: string, init: Partial<FuzzRequest> = {}): FuzzRequest => ({
    operationId: op.operationId,
    mutation,
    method,
    url: url(),
    headers: {},
    ...init,
  });
  const json = (mutation: string, body: unknown, init: Partial<FuzzRequest> = {}) =>
    make(mutation, { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body), ...init });

  const requests: FuzzRequest[] = [];
  const validBody = mediaType === 'application/json' ? validValue(bodySchema!, '', ids) : undefined;
  const valid = (mutation: string, init: Partial<FuzzRequest> = {}) =>
    validBody === undefined
      ? mediaType === 'multipart/form-data'
        ? make(mutation, {
            headers: { 'content-type': 'multipart/form-data; boundary=fuzzboundary' },
            payload: multipart(Object.keys(resolve(bodySchema!).properties ?? {})[0]!, PNG_1X1),
            ...init,
          })
        : make(mutation, init)
      : json(mutation, validBody, init);

  const validRequest = valid('valid');
  requests.push(validRequest);
  for (const parameter of parameters.filter((p) => p.in === 'path')) {
    for (const [name, value] of PATH_MUTATIONS)
      requests.push(valid(`path ${parameter.name}: ${name}`, { url: url({ [parameter.name]: value }) }));
  }
  for (const parameter of parameters.filter((p) => p.in === 'query')) {
    for (const [name, value] of [
      ['NUL', '%00'],
      ['huge', 'a'.repeat(3000)],
      ['repeated', `x&${parameter.name}=y`],
    ]) {
      requests.push(valid(`query ${parameter.name}: ${name}`, { url: url({}, `?${parameter.name}=${value}`) }));
    }
  }
  requests.push(
    valid('forged cookie: garbage', {
      headers: { ...validRequest.headers, cookie: 'bc-x-access-token-frontend=garbage' },
    }),
    valid('forged cookie: alg none', {
      headers: {
        ...validRequest.headers,
        cookie: `bc-x-access-token-frontend=${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(`{"sub":"${ids.userId}","sid":"x"}`).toString('base64url')}.`,
      },
    }),
  );
  if (mediaType === 'application/json') {
    const schema = resolve(bodySchema!);
    for (const field of schema.required ?? [])
      requests.push(json(`missing ${field}`, setAt(validBody, [field], undefined, true)));
    requests.push(json('extra field', { ...(validBody as object), unexpected: 'x' }));
    for (const [path, leaf] of leaves(schema, [], 3)) {
      for (const [name, value] of valuesFor(leaf))
        requests.push(json(`${path.join('.')}: ${name}`, setAt(validBody, path, value)));
    }
    requests.push(
      make('malformed JSON', { headers: { 'content-type': 'application/json' }, payload: '{"a":' }),
      make('empty body', { headers: { 'content-type': 'application/json' }, payload: '' }),
      json('array body', [validBody]),
      json('string body', 'x'),
      make('nesting 30000', {
        headers: { 'content-type': 'application/json' },
        payload: deepNesting(validBody, 30_000),
      }),
      make('text/plain', { headers: { 'content-type': 'text/plain' }, payload: JSON.stringify(validBody) }),
      make('multipart', {
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n{}\r\n--x--\r\n',
      }),
      make('urlencoded', {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'email=a%40example.com',
      }),
      make('no content type', { payload: JSON.stringify(validBody) }),
    );
  } else if (mediaType === 'multipart/form-data') {
    const field = Object.keys(resolve(bodySchema!).properties ?? {})[0]!;
    const bomb = Buffer.from(PNG_1X1);
    bomb.writeUInt32BE(100_000, 16);
    bomb.writeUInt32BE(100_000, 20);
    requests.push(
      make('multipart: no boundary', { headers: { 'content-type': 'multipart/form-data' }, payload: 'x' }),
      make('multipart: wrong boundary', {
        headers: { 'content-type': 'multipart/form-data; boundary=other' },
        payload: multipart(field, PNG_1X1),
      }),
      make('multipart: truncated', {
        headers: { 'content-type': 'multipart/form-data; boundary=fuzzboundary' },
        payload: multipart(field, PNG_1X1).subarray(0, 120),
      }),
      make('multipart: other field', {
        headers: { 'content-type': 'multipart/form-data; boundary=fuzzboundary' },
        payload: multipart('other', PNG_1X1),
      }),
      make('multipart: text as png', {
        headers: { 'content-type': 'multipart/form-data; boundary=fuzzboundary' },
        payload: multipart(field, Buffer.from('hello, not an image')),
      }),
      make('multipart: decompression bomb', {
        headers: { 'content-type': 'multipart/form-data; boundary=fuzzboundary' },
        payload: multipart(field, bomb),
      }),
      make('multipart: traversal file name', {
        headers: { 'content-type': 'multipart/form-data; boundary=fuzzboundary' },
        payload: multipart(field, PNG_1X1, 'fuzzboundary', '../../x.png'),
      }),
      make('multipart: empty', {
        headers: { 'content-type': 'multipart/form-data; boundary=fuzzboundary' },
        payload: '--fuzzboundary--\r\n',
      }),
      make('json instead of multipart', { headers: { 'content-type': 'application/json' }, payload: '{}' }),
    );
  } else {
    requests.push(
      make('unexpected text body', { headers: { 'content-type': 'text/plain' }, payload: 'x' }),
      make('unexpected JSON body', { headers: { 'content-type': 'application/json' }, payload: '{"a":1}' }),
    );
  }
  return requests;
}

/**
 * Every operation's requests, at most `perOperation` of each (an even sample keeping the valid
 * request; `offset`, a fraction of the stride, shifts the sample so two passes cover different mutations).
 */
export function fuzzRequests(ids: FuzzIds, perOperation: number, offset = 0): FuzzRequest[] {
  const all: FuzzRequest[] = [];
  for (const [pathTemplate, item] of Object.entries(spec.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!op.operationId) continue;
      const [valid, ...rest] = requestsFor(method.toUpperCase(), pathTemplate, op, ids);
      const stride = Math.max(1, rest.length / (perOperation - 1));
      const sample =
        rest.length < perOperation
          ? rest
          : Array.from({ length: perOperation - 1 }, (_, i) => rest[Math.floor((i + offset) * stride) % rest.length]!);
      all.push(valid!, ...sample);
    }
  }
  return all;
}
