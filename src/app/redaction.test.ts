import fc from 'fast-check';
import type { UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '@/api/baseApi';
import { setupStore } from './store';
import { signedIn } from '@/api/session';
import '@/features/auth/api/authApi';
import '@/features/bookings/api/bookingsApi';
import '@/features/cars/api/carsApi';
import '@/features/checkout/api/checkoutApi';
import '@/features/info/api/infoApi';
import '@/features/notifications/api/notificationsApi';
import { settingsApi } from '@/features/settings/api/settingsApi';
import { createRedactor } from '@/features/support/redaction/redactor';

/** Every form a value can take in a JSON file: as is, JSON-escaped, URL-encoded. */
const forms = (value: string) => [value, JSON.stringify(value).slice(1, -1), encodeURIComponent(value)];

/** A distinctive value (nothing in the app's own text contains it), with characters JSON and URLs escape. */
const plantedText = fc
  .tuple(
    fc.stringMatching(/^[A-Za-z0-9]{5,9}$/),
    fc.constantFrom('', ' ', '"', 'é', '&', '/', '+', '%', '\\'),
    fc.stringMatching(/^[A-Za-z0-9]{1,4}$/),
  )
  .map(([head, odd, tail]) => `zq${head}${odd}${tail}`);

/** The contract's fields for what the issue lists: passwords, tokens, cards, Google and reCAPTCHA tokens; e-mail, phone, names, licence files. */
const declaredNames = [
  'password',
  'newPassword',
  'token',
  'accessToken',
  'recaptchaToken',
  'cardNumber',
  'expiry',
  'cvc',
  'email',
  'receiptEmail',
  'phone',
  'fullName',
  'customerName',
  'license',
  'avatar',
  'file',
  'ip',
];

interface Planted {
  byField: Record<string, string>;
  birthDate: string;
}

const planted: fc.Arbitrary<Planted> = fc
  .record({
    byField: fc.record(
      Object.fromEntries(
        declaredNames.map((name) => [
          name,
          name === 'email' || name === 'receiptEmail' ? plantedText.map((text) => `${text}@mail.test`) : plantedText,
        ]),
      ),
    ),
    birthDate: fc
      .date({ min: new Date('1940-01-01'), max: new Date('1979-12-31'), noInvalidDate: true })
      .map((date) => date.toISOString()),
  })
  .filter(({ byField }) => new Set(Object.values(byField)).size === declaredNames.length);

/** Arguments or an answer hiding planted values under declared names, at some depth, among ordinary fields. */
function withPlanted(values: Planted, names: string[], depth: number): Record<string, unknown> {
  const own = Object.fromEntries(
    names.map((name) => [name, name === 'birthDate' ? values.birthDate : values.byField[name]]),
  );
  const base = { _id: 'id-1', status: 'paid', language: 'en', ...own };
  return depth === 0
    ? base
    : { body: { ...base, additionalDriver: withPlanted(values, names.slice(0, 2), depth - 1) } };
}

const endpointNames = Object.keys(baseApi.endpoints) as (keyof typeof baseApi.endpoints)[];
type AnyEndpoint = { initiate: (args: unknown, options?: { forceRefetch?: boolean }) => unknown };
const endpoint = (name: string) => (baseApi.endpoints as unknown as Record<string, AnyEndpoint>)[name]!;

/** Answers every request with JSON carrying the planted personal data, as the API would about a driver. */
function answerWith(body: unknown) {
  jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(
      async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
    );
}

/** A store after calls to the given endpoints, plus a hand-made action with a Date, a cycle and a link URL. */
async function recordedStore(values: Planted, calls: { name: string; names: string[]; depth: number }[]) {
  answerWith(withPlanted(values, ['email', 'phone', 'fullName', 'birthDate', 'license', 'avatar'], 1));
  const store = setupStore();
  store.dispatch(
    signedIn({
      user: {
        _id: 'u1',
        email: values.byField.email!,
        fullName: values.byField.fullName!,
        language: 'en',
        verified: true,
        avatar: values.byField.avatar!,
      },
      stayConnected: false,
    }),
  );
  for (const call of calls) {
    const result = store.dispatch(
      endpoint(call.name).initiate(withPlanted(values, call.names, call.depth)) as never,
    ) as { unwrap?: unknown; unsubscribe?: () => void };
    await Promise.resolve(result).catch(() => undefined);
  }
  // A mutation may invalidate tags (updateLanguage: the user's queries): the recording ends once their
  // refetches have answered, as a diagnostics file keeps only answered calls.
  await Promise.all(store.dispatch(baseApi.util.getRunningQueriesThunk()));
  const cycle: Record<string, unknown> = {
    when: new Date('2026-05-01T10:00:00Z'),
    link: `/reset-password?u=u1&t=${encodeURIComponent(values.byField.token!)}`,
  };
  cycle.self = cycle;
  store.dispatch({ type: 'test/planted', payload: cycle } satisfies UnknownAction);
  return store;
}

const calls = fc.array(
  fc.record({
    name: fc.constantFrom(...endpointNames),
    names: fc.subarray(declaredNames, { minLength: 1 }),
    depth: fc.integer({ min: 0, max: 1 }),
  }),
  { minLength: 3, maxLength: 12 },
);

describe('the redactor', () => {
  it('leaves no planted secret or personal value anywhere, and its output loads and refetches', async () => {
    await fc.assert(
      fc.asyncProperty(planted, calls, async (values, someCalls) => {
        // Always the calls whose cache keys and tags the issue saw broken, plus random ones.
        const store = await recordedStore(values, [
          { name: 'hasPassword', names: ['email'], depth: 0 },
          { name: 'getUser', names: ['email', 'fullName'], depth: 0 },
          { name: 'checkToken', names: ['token', 'email'], depth: 0 },
          { name: 'signIn', names: ['email', 'password'], depth: 1 },
          ...someCalls,
        ]);
        const redacted = createRedactor().redact({
          state: store.getState(),
          actions: store.actionLog.entries().map((entry) => entry.action),
        });
        const text = JSON.stringify(redacted);
        for (const value of [...Object.values(values.byField), values.birthDate]) {
          for (const form of forms(value!)) expect(text).not.toContain(form);
        }

        // Loads, and every cached query can be asked again; tags can be invalidated.
        answerWith({ ok: true });
        const loaded = setupStore(redacted.state as never);
        const queries = Object.values(loaded.getState().api.queries);
        expect(queries.length).toBeGreaterThan(0);
        for (const query of queries) {
          await Promise.resolve(
            loaded.dispatch(
              endpoint(query!.endpointName!).initiate(query!.originalArgs, { forceRefetch: true }) as never,
            ),
          );
        }
        // The cached queries refetched after the reload answered anew.
        expect(
          Object.values(loaded.getState().api.queries).filter(
            (query) => query?.status === 'fulfilled' && query.fulfilledTimeStamp! >= queries[0]!.fulfilledTimeStamp!,
          ).length,
        ).toBeGreaterThan(0);
        // Invalidating every tag (entries without subscribers are dropped) goes through the tags' reducers.
        loaded.dispatch(baseApi.util.invalidateTags(['auth', 'settings', 'bookings', 'notifications'] as never));
        await new Promise((resolve) => setTimeout(resolve, 0));
        for (const query of Object.values(loaded.getState().api.queries))
          expect(['fulfilled', 'rejected', 'pending']).toContain(query!.status);
      }),
      { numRuns: 12 },
    );
  });

  it('keeps what was equal equal, and Dates, cycles and functions JSON-safe', () => {
    const cycle: Record<string, unknown> = {
      email: 'ann@example.org',
      copy: 'ann@example.org',
      when: new Date('2026-01-02T03:04:05Z'),
      run: () => 1,
    };
    cycle.self = cycle;
    const redactor = createRedactor();
    const out = redactor.redact({ a: cycle, b: { receiptEmail: 'ann@example.org' }, birthDate: '1975-06-01' });
    expect(out.a).toEqual({
      email: 'driver1@example.com',
      copy: 'driver1@example.com',
      when: '2026-01-02T03:04:05.000Z',
      self: '[circular]',
    });
    expect(out.b).toEqual({ receiptEmail: 'driver1@example.com' });
    expect(out.birthDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Another export of the same redactor (DevTools sends actions one at a time) gives the same pseudonym.
    expect(redactor.redact({ user: { email: 'ann@example.org' } })).toEqual({ user: { email: 'driver1@example.com' } });
    // A contact form's text is the driver's; an error's is the app's.
    const contact = {
      type: 'api/executeMutation/pending',
      meta: {
        arg: {
          endpointName: 'sendEmail',
          originalArgs: { body: { subject: 'My licence', message: 'I am Ann, call me' } },
        },
      },
    };
    expect(JSON.stringify(redactor.redact(contact))).not.toMatch(/My licence|call me/);
    expect(
      redactor.redact({
        endpointName: 'getBooking',
        error: { data: { code: 'not_found', message: 'No such booking.' } },
      }).error,
    ).toEqual({ data: { code: 'not_found', message: 'No such booking.' } });
    // Suppliers are companies: their names stay.
    expect(redactor.redact({ car: { supplier: { fullName: 'Euromotion', avatar: 'euromotion.png' } } })).toEqual({
      car: { supplier: { fullName: 'Euromotion', avatar: 'euromotion.png' } },
    });
    expect(redactor.redactRoute('/reset-password?u=u1&e=ann%40example.org&t=s3cr3t-t0ken')).toBe(
      '/reset-password?u=u1&e=driver1%40example.com&t=%5Bsecret+1%5D',
    );
  });

  it('redacts a redacted export to itself, and gives new values numbers of their own', () => {
    const raw = {
      signIn: { password: 'drive-demo-2025', email: 'ann@example.org' },
      activate: { token: 'f1e2d3c4b5a6', fullName: 'Ann Lee', birthDate: '1975-06-01' },
    };
    const once = createRedactor().redact(raw);
    expect(new Set([once.signIn.password, once.activate.token]).size).toBe(2);
    expect(createRedactor().redact(once)).toEqual(once);
    // A second file's new secret, next to the first's placeholders, takes a free number.
    const more = createRedactor().redact({ ...once, reset: { token: 'a-new-token-77' } });
    expect(more.signIn).toEqual(once.signIn);
    expect(more.activate).toEqual(once.activate);
    expect(new Set([more.signIn.password, more.activate.token, more.reset.token]).size).toBe(3);
  });

  it("keeps Redux DevTools' jsan dates as jsan dates, pseudonymized", () => {
    const out = createRedactor().redact({
      user: { birthDate: { $jsan: `d${Date.UTC(1975, 5, 1)}` } },
      createdAt: { $jsan: 'd1795694965001' },
    });
    expect(out.user.birthDate).toEqual({ $jsan: `d${Date.UTC(1900, 0, 2)}` });
    expect(out.createdAt).toEqual({ $jsan: 'd1795694965001' });
  });

  it('answers a refetch of hasPassword on a redacted state (the crash the issue reported)', async () => {
    answerWith(true);
    const store = setupStore();
    await store.dispatch(settingsApi.endpoints.hasPassword.initiate({ userId: 'u1' }));
    const redacted = createRedactor().redact(store.getState());
    expect(redacted.api.provided).toEqual(store.getState().api.provided);
    answerWith(false);
    const loaded = setupStore(redacted);
    const result = await loaded.dispatch(
      settingsApi.endpoints.hasPassword.initiate({ userId: 'u1' }, { forceRefetch: true }),
    );
    expect(result.data).toBe(false);
  });
});
