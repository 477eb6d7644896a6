/**
 * Tag `settings`: the driver's own account. Every user-scoped call is also tried on another user's
 * record (it must answer like a missing one and change nothing) and without a session.
 */
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { passwordMatches } from '../src/accounts';
import { DEMO_PASSWORD, seedId } from '../src/db/seed';
import type { FileArea } from '../src/fileStore';
import { attachTempLicense } from '../src/licenses';
import { expectContract, pathOf } from './support/contract';
import { sessionCookie } from './support/session';
import { demoUser } from './support/demoUsers';
import { createTestApp, type TestApp } from './support/testApp';

const demo = demoUser('demo');
const other = demoUser('unverified');
const suspended = demoUser('suspended');

let t: TestApp;
let cookie: string;
let sessionId: string;

beforeAll(async () => {
  t = await createTestApp();
  JPEG = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#2a6' } })
    .jpeg()
    .toBuffer();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  ({ cookie, sessionId } = await sessionCookie(t, demo.id));
  await t.db.query('DELETE FROM rate_limit_events');
  t.config.authRateLimit = 10;
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
// A real picture: uploads are decoded and encoded again (a bare JPEG header is refused).
let JPEG: Buffer;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const HTML = Buffer.from('<html><script>alert(1)</script></html>');

function multipart(field: string, filename: string, content: Buffer, type = 'application/octet-stream') {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const post = (
  operationId: string,
  params: Record<string, string>,
  payload?: Record<string, unknown>,
  as: string | null = cookie,
) =>
  t.app.inject({
    method: 'POST',
    url: pathOf(operationId, params),
    ...(payload ? { payload } : {}),
    headers: as ? { cookie: as } : {},
  });
const get = (operationId: string, params: Record<string, string>, as: string | null = cookie) =>
  t.app.inject({ method: 'GET', url: pathOf(operationId, params), headers: as ? { cookie: as } : {} });
const upload = (
  operationId: string,
  params: Record<string, string>,
  file: ReturnType<typeof multipart>,
  as: string | null = cookie,
) =>
  t.app.inject({
    method: 'POST',
    url: pathOf(operationId, params),
    payload: file.payload,
    headers: { ...file.headers, ...(as ? { cookie: as } : {}) },
  });

/** A stored upload's bytes, wherever the engine keeps them (the data folder or the database). */
const stored = (area: FileArea, name: string) => t.app.deps.files.get(area, name);
const userRow = async (id: string) =>
  (
    await t.db.query<{
      full_name: string;
      phone: string;
      birth_date: string;
      language: string;
      enable_email_notifications: boolean;
      avatar: string | null;
      license: string | null;
      password_hash: string | null;
    }>(
      'SELECT full_name, phone, birth_date, language, enable_email_notifications, avatar, license, password_hash FROM users WHERE id = $1',
      [id],
    )
  ).rows[0]!;

function expectNoSession(res: LightMyRequestResponse, operationId: string) {
  expect(res.statusCode).toBe(403);
  expectContract(operationId, res);
}

describe('getUser', () => {
  it('answers the caller’s own account without any secret', async () => {
    const res = await get('getUser', { id: demo.id });
    expect(res.statusCode).toBe(200);
    expectContract('getUser', res);
    expect(res.json()).toMatchObject({
      _id: demo.id,
      email: demo.email,
      phone: demo.phone,
      fullName: demo.fullName,
      verified: true,
      language: 'en',
      type: 'user',
      blacklisted: false,
      birthDate: `${demo.birthDate}T00:00:00.000Z`,
      license: null,
    });
    expect(res.body).not.toMatch(/\$2[aby]\$|password/i);
  });

  it('answers another user’s id like a missing one, and refuses visitors and suspended accounts', async () => {
    const res = await get('getUser', { id: other.id });
    expect(res.statusCode).toBe(204);
    expectContract('getUser', res);
    expect(res.body).toBe('');
    expectNoSession(await get('getUser', { id: demo.id }, null), 'getUser');
    const blocked = await sessionCookie(t, suspended.id);
    const res2 = await get('getUser', { id: suspended.id }, blocked.cookie);
    expect(res2.statusCode).toBe(401);
    expect(res2.json().code).toBe('account_suspended');
  });
});

describe('updateUser', () => {
  const profile = (overrides: Record<string, unknown> = {}) => ({
    _id: demo.id,
    fullName: 'Alex  Martin-Dupont ',
    phone: '+33 6 98 76 54 32',
    birthDate: '1989-02-03T00:00:00.000Z',
    ...overrides,
  });

  it('saves the caller’s profile', async () => {
    const before = await userRow(demo.id);
    try {
      const res = await post('updateUser', {}, profile());
      expect(res.statusCode).toBe(200);
      expectContract('updateUser', res);
      expect(await userRow(demo.id)).toMatchObject({
        full_name: 'Alex Martin-Dupont',
        phone: '+33 6 98 76 54 32',
        birth_date: '1989-02-03',
      });
    } finally {
      await t.db.query('UPDATE users SET full_name = $2, phone = $3, birth_date = $4 WHERE id = $1', [
        demo.id,
        before.full_name,
        before.phone,
        before.birth_date,
      ]);
    }
  });

  it.each([
    [{ phone: 'call me' }, 'invalid_phone', 'Invalid phone number'],
    [
      { birthDate: `${new Date().getUTCFullYear() - 10}-01-01T00:00:00.000Z` },
      'too_young',
      'The driver must be at least 18 years old.',
    ],
    [{ fullName: ' ' }, 'invalid_full_name', 'Please fill in the field(s): full name'],
  ])('refuses %j (%s) and keeps the profile', async (override, code, message) => {
    const before = await userRow(demo.id);
    const res = await post('updateUser', {}, profile(override));
    expect(res.statusCode).toBe(400);
    expectContract('updateUser', res);
    expect(res.json()).toEqual({ code, message });
    expect(await userRow(demo.id)).toEqual(before);
  });

  it('refuses a missing field', async () => {
    const res = await post('updateUser', {}, { _id: demo.id, fullName: 'X' });
    expect(res.statusCode).toBe(400);
    expectContract('updateUser', res);
  });

  it('never touches another user’s record', async () => {
    const before = await userRow(other.id);
    const res = await post('updateUser', {}, profile({ _id: other.id }));
    expect(res.statusCode).toBe(204);
    expectContract('updateUser', res);
    expect(await userRow(other.id)).toEqual(before);
    expectNoSession(await post('updateUser', {}, profile(), null), 'updateUser');
  });
});

describe('updateLanguage', () => {
  it('saves the caller’s language', async () => {
    const res = await post('updateLanguage', {}, { id: demo.id, language: 'es' });
    expect(res.statusCode).toBe(200);
    expectContract('updateLanguage', res);
    expect((await userRow(demo.id)).language).toBe('es');
    await post('updateLanguage', {}, { id: demo.id, language: 'en' });
  });

  it('refuses an unsupported language, another user’s id and visitors', async () => {
    const bad = await post('updateLanguage', {}, { id: demo.id, language: 'de' });
    expect(bad.statusCode).toBe(400);
    expectContract('updateLanguage', bad);
    const res = await post('updateLanguage', {}, { id: other.id, language: 'es' });
    expect(res.statusCode).toBe(204);
    expectContract('updateLanguage', res);
    expect((await userRow(other.id)).language).toBe('fr');
    expectNoSession(await post('updateLanguage', {}, { id: demo.id, language: 'es' }, null), 'updateLanguage');
  });
});

describe('updateEmailNotifications', () => {
  it('switches the caller’s e-mail notifications', async () => {
    const res = await post('updateEmailNotifications', {}, { _id: demo.id, enableEmailNotifications: false });
    expect(res.statusCode).toBe(200);
    expectContract('updateEmailNotifications', res);
    expect((await userRow(demo.id)).enable_email_notifications).toBe(false);
    await post('updateEmailNotifications', {}, { _id: demo.id, enableEmailNotifications: true });
    expect((await userRow(demo.id)).enable_email_notifications).toBe(true);
  });

  it('refuses a non-boolean, another user’s id and visitors', async () => {
    const bad = await post('updateEmailNotifications', {}, { _id: demo.id, enableEmailNotifications: 'maybe' });
    expect(bad.statusCode).toBe(400);
    const res = await post('updateEmailNotifications', {}, { _id: other.id, enableEmailNotifications: false });
    expect(res.statusCode).toBe(204);
    expectContract('updateEmailNotifications', res);
    expect((await userRow(other.id)).enable_email_notifications).toBe(true);
    expectNoSession(
      await post('updateEmailNotifications', {}, { _id: demo.id, enableEmailNotifications: false }, null),
      'updateEmailNotifications',
    );
  });
});

describe('updateAvatar and deleteAvatar', () => {
  it('stores an image under a new name, serves it from /cdn/users and replaces the previous one', async () => {
    const res = await upload('updateAvatar', { userId: demo.id }, multipart('image', 'me.png', PNG, 'image/png'));
    expect(res.statusCode).toBe(200);
    expectContract('updateAvatar', res);
    const name = res.json() as string;
    expect(name).toMatch(new RegExp(`^${demo.id}-[0-9a-f]{32}\\.png$`));
    expect((await userRow(demo.id)).avatar).toBe(name);
    const served = await t.app.inject({ method: 'GET', url: `/cdn/users/${name}` });
    expect(served.statusCode).toBe(200);
    // The picture, encoded again by the server.
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
    // A JPEG named .png is still a JPEG: the name and the browser's type are ignored.
    const replaced = await upload(
      'updateAvatar',
      { userId: demo.id },
      multipart('image', 'photo.png', JPEG, 'image/png'),
    );
    const second = replaced.json() as string;
    expect(second).toMatch(/\.jpg$/);
    expect(await stored('avatars', name)).toBeNull();
    expect(await stored('avatars', second)).not.toBeNull();
    const gone = await post('deleteAvatar', { userId: demo.id });
    expect(gone.statusCode).toBe(200);
    expectContract('deleteAvatar', gone);
    expect((await userRow(demo.id)).avatar).toBeNull();
    expect(await stored('avatars', second)).toBeNull();
  });

  it.each([
    ['a script named .png', multipart('image', 'evil.png', HTML, 'image/png')],
    ['a PDF', multipart('image', 'doc.pdf', PDF, 'application/pdf')],
    ['no file', multipart('other', 'me.png', PNG)],
    ['an empty file', multipart('image', 'me.png', Buffer.alloc(0))],
  ])('refuses %s with "Please add an image."', async (_, file) => {
    const res = await upload('updateAvatar', { userId: demo.id }, file);
    expect(res.statusCode).toBe(400);
    expectContract('updateAvatar', res);
    expect(res.json()).toEqual({ code: 'image_required', message: 'Please add an image.' });
    expect((await userRow(demo.id)).avatar).toBeNull();
  });

  it('refuses a JSON body and an image over 2 MB', async () => {
    const json = await post('updateAvatar', { userId: demo.id }, { image: 'x' });
    expect(json.statusCode).toBe(415);
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const res = await upload('updateAvatar', { userId: demo.id }, multipart('image', 'big.png', big, 'image/png'));
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('file_too_large');
  });

  it('never touches another user’s avatar', async () => {
    await t.db.query("UPDATE users SET avatar = 'theirs.png' WHERE id = $1", [other.id]);
    try {
      const res = await upload('updateAvatar', { userId: other.id }, multipart('image', 'me.png', PNG, 'image/png'));
      expect(res.statusCode).toBe(204);
      expectContract('updateAvatar', res);
      const del = await post('deleteAvatar', { userId: other.id });
      expect(del.statusCode).toBe(204);
      expectContract('deleteAvatar', del);
      expect((await userRow(other.id)).avatar).toBe('theirs.png');
      expectNoSession(
        await upload('updateAvatar', { userId: demo.id }, multipart('image', 'me.png', PNG), null),
        'updateAvatar',
      );
      expectNoSession(await post('deleteAvatar', { userId: demo.id }, undefined, null), 'deleteAvatar');
    } finally {
      await t.db.query('UPDATE users SET avatar = NULL WHERE id = $1', [other.id]);
    }
  });
});

describe('hasPassword and checkPassword', () => {
  it('hasPassword: 200 for the caller with a password, 204 without one or for another user', async () => {
    const res = await get('hasPassword', { userId: demo.id });
    expect(res.statusCode).toBe(200);
    expectContract('hasPassword', res);
    const theirs = await get('hasPassword', { userId: other.id });
    expect(theirs.statusCode).toBe(204);
    expectContract('hasPassword', theirs);
    expectNoSession(await get('hasPassword', { userId: demo.id }, null), 'hasPassword');
  });

  it('checkPassword (deprecated): own password 200, wrong 204, another user’s (even right) 204', async () => {
    const ok = await get('checkPassword', { userId: demo.id, password: DEMO_PASSWORD });
    expect(ok.statusCode).toBe(200);
    expectContract('checkPassword', ok);
    const wrong = await get('checkPassword', { userId: demo.id, password: 'nope' });
    expect(wrong.statusCode).toBe(204);
    expectContract('checkPassword', wrong);
    expect((await get('checkPassword', { userId: other.id, password: DEMO_PASSWORD })).statusCode).toBe(204);
    expectNoSession(await get('checkPassword', { userId: demo.id, password: DEMO_PASSWORD }, null), 'checkPassword');
  });

  it('counts wrong passwords like failed sign-ins', async () => {
    t.config.authRateLimit = 2;
    await get('checkPassword', { userId: demo.id, password: 'a' });
    await get('checkPassword', { userId: demo.id, password: 'b' });
    const res = await get('checkPassword', { userId: demo.id, password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(429);
    expectContract('checkPassword', res);
  });
});

describe('changePassword', () => {
  async function freshDriver(password: string | null) {
    const id = seedId('user', 900 + Math.floor(Math.random() * 1_000_000));
    const { hashPassword } = await import('../src/accounts');
    await t.db.query(
      "INSERT INTO users (id, email, password_hash, full_name, verified, type) VALUES ($1, $2, $3, 'Pat Doe', true, 'user')",
      [id, `pat.${id}@example.com`, password ? await hashPassword(password) : null],
    );
    return { id, ...(await sessionCookie(t, id)) };
  }

  it('checks the current password from the body, sets the new one and ends the other sessions only', async () => {
    const me = await freshDriver('old-password');
    const elsewhere = await sessionCookie(t, me.id);
    const res = await post(
      'changePassword',
      {},
      { _id: me.id, password: 'old-password', newPassword: 'new-password', strict: true },
      me.cookie,
    );
    expect(res.statusCode).toBe(200);
    expectContract('changePassword', res);
    expect(await passwordMatches('new-password', (await userRow(me.id)).password_hash)).toBe(true);
    expect((await post('validateAccessToken', {}, undefined, me.cookie)).statusCode).toBe(200);
    expect((await post('validateAccessToken', {}, undefined, elsewhere.cookie)).statusCode).toBe(401);
  });

  it('answers 204 ("Wrong password") for a wrong current one, even when strict is false', async () => {
    const me = await freshDriver('old-password');
    for (const body of [
      { _id: me.id, password: 'not-it', newPassword: 'new-password', strict: true },
      { _id: me.id, newPassword: 'new-password', strict: false },
    ]) {
      const res = await post('changePassword', {}, body, me.cookie);
      expect(res.statusCode).toBe(204);
      expectContract('changePassword', res);
    }
    expect(await passwordMatches('old-password', (await userRow(me.id)).password_hash)).toBe(true);
  });

  it('refuses a new password equal to the current one, or too short', async () => {
    const me = await freshDriver('old-password');
    const same = await post(
      'changePassword',
      {},
      { _id: me.id, password: 'old-password', newPassword: 'old-password', strict: true },
      me.cookie,
    );
    expect(same.statusCode).toBe(400);
    expectContract('changePassword', same);
    expect(same.json().code).toBe('same_password');
    const short = await post(
      'changePassword',
      {},
      { _id: me.id, password: 'old-password', newPassword: '123', strict: true },
      me.cookie,
    );
    expect(short.statusCode).toBe(400);
  });

  it('lets an account without a password (Google, checkout) set one', async () => {
    const me = await freshDriver(null);
    const res = await post(
      'changePassword',
      {},
      { _id: me.id, newPassword: 'first-password', strict: false },
      me.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(await passwordMatches('first-password', (await userRow(me.id)).password_hash)).toBe(true);
  });

  it('never changes another user’s password', async () => {
    const before = (await userRow(other.id)).password_hash;
    const res = await post(
      'changePassword',
      {},
      { _id: other.id, password: DEMO_PASSWORD, newPassword: 'hijacked', strict: true },
    );
    expect(res.statusCode).toBe(204);
    expectContract('changePassword', res);
    expect((await userRow(other.id)).password_hash).toBe(before);
    expectNoSession(
      await post(
        'changePassword',
        {},
        { _id: demo.id, password: DEMO_PASSWORD, newPassword: 'x-new-pass', strict: true },
        null,
      ),
      'changePassword',
    );
    expect(sessionId).toBeTruthy();
  });
});

describe('driver’s licence', () => {
  it('updateLicense stores a PDF outside the public folder; getLicense gives it to its owner only', async () => {
    const res = await upload(
      'updateLicense',
      { id: demo.id },
      multipart('file', 'licence.pdf', PDF, 'application/pdf'),
    );
    expect(res.statusCode).toBe(200);
    expectContract('updateLicense', res);
    const name = res.json() as string;
    expect(name).toMatch(new RegExp(`^${demo.id}-[0-9a-f]{32}\\.pdf$`));
    expect(await stored('licenses', name)).toEqual(PDF);
    expect((await userRow(demo.id)).license).toBe(name);
    expect((await get('getUser', { id: demo.id })).json().license).toBe(name);

    const file = await get('getLicense', { userId: demo.id });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['cache-control']).toMatch(/no-store/);
    expect(file.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(PDF)).toBe(true);

    expect((await t.app.inject({ method: 'GET', url: `/cdn/licenses/${name}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/cdn/../licenses/${name}` })).statusCode).toBe(404);
    const theirs = await sessionCookie(t, other.id);
    const foreign = await get('getLicense', { userId: demo.id }, theirs.cookie);
    expect(foreign.statusCode).toBe(404);
    expectContract('getLicense', foreign);
    expect(foreign.body).not.toContain('%PDF');
    expectNoSession(await get('getLicense', { userId: demo.id }, null), 'getLicense');

    // Replacing it with an image removes the PDF; the image is served as an image.
    const replaced = await upload(
      'updateLicense',
      { id: demo.id },
      multipart('file', 'scan.pdf', JPEG, 'application/pdf'),
    );
    const image = replaced.json() as string;
    expect(image).toMatch(/\.jpg$/);
    expect(await stored('licenses', name)).toBeNull();
    expect((await get('getLicense', { userId: demo.id })).headers['content-type']).toBe('image/jpeg');

    const del = await post('deleteLicense', { id: demo.id });
    expect(del.statusCode).toBe(200);
    expectContract('deleteLicense', del);
    expect(await stored('licenses', image)).toBeNull();
    const none = await get('getLicense', { userId: demo.id });
    expect(none.statusCode).toBe(404);
    expectContract('getLicense', none);
  });

  it('refuses files that are not a PDF or an image, and files over 5 MB', async () => {
    const html = await upload(
      'updateLicense',
      { id: demo.id },
      multipart('file', 'licence.pdf', HTML, 'application/pdf'),
    );
    expect(html.statusCode).toBe(400);
    expectContract('updateLicense', html);
    expect(html.json().code).toBe('invalid_license_file');
    const big = await upload(
      'updateLicense',
      { id: demo.id },
      multipart('file', 'big.pdf', Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)])),
    );
    expect(big.statusCode).toBe(413);
    expect((await userRow(demo.id)).license).toBeNull();
  });

  it('never touches another user’s licence', async () => {
    await t.db.query("UPDATE users SET license = 'their-licence.pdf' WHERE id = $1", [other.id]);
    try {
      const up = await upload('updateLicense', { id: other.id }, multipart('file', 'licence.pdf', PDF));
      expect(up.statusCode).toBe(204);
      expectContract('updateLicense', up);
      const del = await post('deleteLicense', { id: other.id });
      expect(del.statusCode).toBe(204);
      expectContract('deleteLicense', del);
      expect((await userRow(other.id)).license).toBe('their-licence.pdf');
      expectNoSession(
        await upload('updateLicense', { id: demo.id }, multipart('file', 'l.pdf', PDF), null),
        'updateLicense',
      );
      expectNoSession(await post('deleteLicense', { id: demo.id }, undefined, null), 'deleteLicense');
    } finally {
      await t.db.query('UPDATE users SET license = NULL WHERE id = $1', [other.id]);
    }
  });

  it('createLicense keeps a visitor’s file as a temporary licence; deleteTempLicense removes it', async () => {
    const res = await upload('createLicense', {}, multipart('file', 'licence.png', PNG), null);
    expect(res.statusCode).toBe(200);
    expectContract('createLicense', res);
    const temp = res.json() as string;
    expect(temp).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(await stored('temp-licenses', temp)).not.toBeNull();
    const del = await post('deleteTempLicense', { file: temp }, undefined, null);
    expect(del.statusCode).toBe(200);
    expectContract('deleteTempLicense', del);
    expect(await stored('temp-licenses', temp)).toBeNull();
    expect((await post('deleteTempLicense', { file: temp }, undefined, null)).statusCode).toBe(200);
    const bad = await post('deleteTempLicense', { file: '..%2Fsecret.pdf' }, undefined, null);
    expect(bad.statusCode).toBe(400);
    expectContract('deleteTempLicense', bad);
    const html = await upload('createLicense', {}, multipart('file', 'x.pdf', HTML), null);
    expect(html.statusCode).toBe(400);
    expectContract('createLicense', html);
  });

  it('checkout attaches a temporary licence to the new account (attachTempLicense)', async () => {
    const temp = (await upload('createLicense', {}, multipart('file', 'licence.pdf', PDF), null)).json() as string;
    const name = await attachTempLicense(t.app.deps, temp, demo.id);
    expect(name).toBe(`${demo.id}-${temp}`);
    expect(await stored('temp-licenses', temp)).toBeNull();
    expect((await get('getLicense', { userId: demo.id })).rawPayload.equals(PDF)).toBe(true);
    expect(await attachTempLicense(t.app.deps, temp, demo.id)).toBeNull();
    expect(await attachTempLicense(t.app.deps, '../../etc/passwd', demo.id)).toBeNull();
    await post('deleteLicense', { id: demo.id });
  });
});
