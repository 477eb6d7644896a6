/**
 * The third-party seams of accounts, through their real code paths: reCAPTCHA's siteverify call
 * (a fake fetch) and Google's key set fetched over HTTP from a local server (timeouts included).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { createGoogleVerifierFromConfig, GoogleTokenError } from '../src/googleSignIn';
import { createRecaptchaVerifier } from '../src/recaptcha';

describe('reCAPTCHA verifier', () => {
  const config = {
    recaptchaSiteKey: 'site',
    recaptchaSecret: 'secret',
    recaptchaVerifyUrl: 'https://verify.example/siteverify',
    recaptchaTimeoutMs: 100,
  };
  function fakeFetch(answer: () => Promise<Response>) {
    const calls: Array<{ url: string; body: string; method: string }> = [];
    const impl = (async (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(url), body: String(init?.body), method: init?.method ?? 'GET' });
      if (init?.signal) {
        return Promise.race([
          answer(),
          new Promise<Response>((_, reject) =>
            init.signal!.addEventListener('abort', () => reject(init.signal!.reason)),
          ),
        ]);
      }
      return answer();
    }) as typeof fetch;
    return { impl, calls };
  }
  const json =
    (body: unknown, status = 200) =>
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  it('is off without both keys', () => {
    expect(createRecaptchaVerifier({ ...config, recaptchaSecret: undefined }).enabled).toBe(false);
    expect(createRecaptchaVerifier({ ...config, recaptchaSiteKey: undefined }).enabled).toBe(false);
  });

  it('posts the secret, the token and the caller’s IP, and trusts only success with a human score', async () => {
    const ok = fakeFetch(json({ success: true, score: 0.9 }));
    const verifier = createRecaptchaVerifier(config, ok.impl);
    expect(verifier.enabled).toBe(true);
    expect(await verifier.verify('tok en', '203.0.113.5')).toBe(true);
    expect(ok.calls).toEqual([
      { url: config.recaptchaVerifyUrl, method: 'POST', body: 'secret=secret&response=tok+en&remoteip=203.0.113.5' },
    ]);
    expect(await createRecaptchaVerifier(config, fakeFetch(json({ success: true })).impl).verify('t', 'ip')).toBe(true);
    expect(await createRecaptchaVerifier(config, fakeFetch(json({ success: false })).impl).verify('t', 'ip')).toBe(
      false,
    );
    expect(
      await createRecaptchaVerifier(config, fakeFetch(json({ success: true, score: 0.2 })).impl).verify('t', 'ip'),
    ).toBe(false);
    expect(await createRecaptchaVerifier(config, fakeFetch(json({ success: true }, 500)).impl).verify('t', 'ip')).toBe(
      false,
    );
    expect(await verifier.verify('', 'ip')).toBe(false);
  });

  it('refuses when Google does not answer in time or cannot be reached', async () => {
    const slow = fakeFetch(() => new Promise<Response>(() => undefined));
    const started = Date.now();
    expect(await createRecaptchaVerifier(config, slow.impl).verify('t', 'ip')).toBe(false);
    expect(Date.now() - started).toBeLessThan(2000);
    const down = fakeFetch(async () => {
      throw new TypeError('fetch failed');
    });
    expect(await createRecaptchaVerifier(config, down.impl).verify('t', 'ip')).toBe(false);
  });
});

describe('Google ID token verifier with keys fetched over HTTP', () => {
  const clientId = 'client.apps.googleusercontent.com';
  let server: Server;
  let baseUrl: string;
  let jwks: string;
  let privateKey: CryptoKey;
  let mode: 'ok' | 'hang' = 'ok';
  let requests = 0;

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256', { extractable: true });
    privateKey = pair.privateKey;
    jwks = JSON.stringify({ keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }] });
    server = createServer((req, res) => {
      requests += 1;
      if (mode === 'hang') return; // never answers
      res.writeHead(200, { 'content-type': 'application/json' }).end(jwks);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const token = () =>
    new SignJWT({ email: 'g@example.com', email_verified: true, name: 'G' })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer('accounts.google.com')
      .setAudience(clientId)
      .setSubject('sub-1')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);

  it('is off without GOOGLE_CLIENT_ID', () => {
    expect(
      createGoogleVerifierFromConfig({ googleClientId: undefined, googleJwksUrl: baseUrl, googleTimeoutMs: 100 }),
    ).toBeNull();
  });

  it('verifies a token against the fetched keys and caches them', async () => {
    mode = 'ok';
    requests = 0;
    const verifier = createGoogleVerifierFromConfig({
      googleClientId: clientId,
      googleJwksUrl: `${baseUrl}/certs`,
      googleTimeoutMs: 1000,
    })!;
    expect(await verifier.verify(await token())).toEqual({
      sub: 'sub-1',
      email: 'g@example.com',
      emailVerified: true,
      name: 'G',
      picture: null,
    });
    await verifier.verify(await token());
    expect(requests).toBe(1);
  });

  it('reports Google as unavailable when the keys do not come in time', async () => {
    mode = 'hang';
    const verifier = createGoogleVerifierFromConfig({
      googleClientId: clientId,
      googleJwksUrl: `${baseUrl}/certs`,
      googleTimeoutMs: 150,
    })!;
    const error = await verifier.verify(await token()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GoogleTokenError);
    expect((error as GoogleTokenError).kind).toBe('unavailable');
  });
});
