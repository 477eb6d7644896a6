/**
 * Tag `settings`: the driver's own account. Every user-scoped call is also tried on another user's
 * record (it must answer like a missing one and change nothing) and without a session.
 */
import sharp from 'sharp';
import { aProfileUpdate } from '@test/factories/user';
import { passwordMatches } from '../src/accounts';
import { DEMO_PASSWORD, seedId } from '../src/db/seed';
import type { FileArea } from '../src/fileStore';
import { attachTempLicense } from '../src/licenses';
import type { RequestBody } from '../src/contract';
import { callApi } from './support/api';
import { pathOf } from './support/apiRequest';
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
  return { body: payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The caller's licence file, read raw: the checker reads JSON answers, this one is the PDF or image itself. */
const licenseFile = () =>
  t.app.inject({ method: 'GET', url: pathOf('getLicense', { userId: demo.id }), headers: { cookie } });

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

function expectNoSession(res: { status: number }) {
  expect(res.status).toBe(403);
}

describe('getUser', () => {
  it('answers the caller’s own account without any secret', async () => {
    const res = await callApi(t.app, 'getUser', { params: { id: demo.id }, cookie });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
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
    expect(res.response.body).not.toMatch(/\$2[aby]\$|password/i);
  });

  it('answers another user’s id like a missing one, and refuses visitors and suspended accounts', async () => {
    const res = await callApi(t.app, 'getUser', { params: { id: other.id }, cookie });
    expect(res.status).toBe(204);
    expect(res.response.body).toBe('');
    expectNoSession(await callApi(t.app, 'getUser', { params: { id: demo.id } }));
    const blocked = await sessionCookie(t, suspended.id);
    const res2 = await callApi(t.app, 'getUser', { params: { id: suspended.id }, cookie: blocked.cookie });
    expect(res2.status).toBe(401);
    expect(res2.error.code).toBe('account_suspended');
  });
});

describe('updateUser', () => {
  // Spaces around and inside the name, which the server tidies.
  const profile = (overrides: Partial<RequestBody<'updateUser'>> = {}) =>
    aProfileUpdate(demo.id, { fullName: 'Alex  Martin-Dupont ', ...overrides });

  it('saves the caller’s profile', async () => {
    const before = await userRow(demo.id);
    try {
      const res = await callApi(t.app, 'updateUser', { body: profile(), cookie });
      expect(res.status).toBe(200);
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
    const res = await callApi(t.app, 'updateUser', { body: profile(override), cookie });
    expect(res.status).toBe(400);
    expect(res.error).toEqual({ code, message });
    expect(await userRow(demo.id)).toEqual(before);
  });

  it('refuses a missing field', async () => {
    const res = await callApi(t.app, 'updateUser', { invalidBody: { _id: demo.id, fullName: 'X' }, cookie });
    expect(res.status).toBe(400);
  });

  it('never touches another user’s record', async () => {
    const before = await userRow(other.id);
    const res = await callApi(t.app, 'updateUser', { body: profile({ _id: other.id }), cookie });
    expect(res.status).toBe(204);
    expect(await userRow(other.id)).toEqual(before);
    expectNoSession(await callApi(t.app, 'updateUser', { body: profile() }));
  });
});

describe('updateLanguage', () => {
  it('saves the caller’s language', async () => {
    const res = await callApi(t.app, 'updateLanguage', { body: { id: demo.id, language: 'es' }, cookie });
    expect(res.status).toBe(200);
    expect((await userRow(demo.id)).language).toBe('es');
    await callApi(t.app, 'updateLanguage', { body: { id: demo.id, language: 'en' }, cookie });
  });

  it('refuses an unsupported language, another user’s id and visitors', async () => {
    const bad = await callApi(t.app, 'updateLanguage', { invalidBody: { id: demo.id, language: 'de' }, cookie });
    expect(bad.status).toBe(400);
    const res = await callApi(t.app, 'updateLanguage', { body: { id: other.id, language: 'es' }, cookie });
    expect(res.status).toBe(204);
    expect((await userRow(other.id)).language).toBe('fr');
    expectNoSession(await callApi(t.app, 'updateLanguage', { body: { id: demo.id, language: 'es' } }));
  });
});

describe('updateEmailNotifications', () => {
  it('switches the caller’s e-mail notifications', async () => {
    const res = await callApi(t.app, 'updateEmailNotifications', {
      body: { _id: demo.id, enableEmailNotifications: false },
      cookie,
    });
    expect(res.status).toBe(200);
    expect((await userRow(demo.id)).enable_email_notifications).toBe(false);
    await callApi(t.app, 'updateEmailNotifications', {
      body: { _id: demo.id, enableEmailNotifications: true },
      cookie,
    });
    expect((await userRow(demo.id)).enable_email_notifications).toBe(true);
  });

  it('refuses a non-boolean, another user’s id and visitors', async () => {
    const bad = await callApi(t.app, 'updateEmailNotifications', {
      invalidBody: { _id: demo.id, enableEmailNotifications: 'maybe' },
      cookie,
    });
    expect(bad.status).toBe(400);
    const res = await callApi(t.app, 'updateEmailNotifications', {
      body: { _id: other.id, enableEmailNotifications: false },
      cookie,
    });
    expect(res.status).toBe(204);
    expect((await userRow(other.id)).enable_email_notifications).toBe(true);
    expectNoSession(
      await callApi(t.app, 'updateEmailNotifications', { body: { _id: demo.id, enableEmailNotifications: false } }),
    );
  });
});

describe('updateAvatar and deleteAvatar', () => {
  it('stores an image under a new name, serves it from /cdn/users and replaces the previous one', async () => {
    const res = await callApi(t.app, 'updateAvatar', {
      params: { userId: demo.id },
      ...multipart('image', 'me.png', PNG, 'image/png'),
      cookie,
    });
    expect(res.status).toBe(200);
    const name = res.body;
    expect(name).toMatch(new RegExp(`^${demo.id}-[0-9a-f]{32}\\.png$`));
    expect((await userRow(demo.id)).avatar).toBe(name);
    const served = await t.app.inject({ method: 'GET', url: `/cdn/users/${name}` });
    expect(served.statusCode).toBe(200);
    // The picture, encoded again by the server.
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
    // A JPEG named .png is still a JPEG: the name and the browser's type are ignored.
    const replaced = await callApi(t.app, 'updateAvatar', {
      params: { userId: demo.id },
      ...multipart('image', 'photo.png', JPEG, 'image/png'),
      cookie,
    });
    const second = replaced.body;
    expect(second).toMatch(/\.jpg$/);
    expect(await stored('avatars', name)).toBeNull();
    expect(await stored('avatars', second)).not.toBeNull();
    const gone = await callApi(t.app, 'deleteAvatar', { params: { userId: demo.id }, cookie });
    expect(gone.status).toBe(200);
    expect((await userRow(demo.id)).avatar).toBeNull();
    expect(await stored('avatars', second)).toBeNull();
  });

  it.each([
    ['a script named .png', multipart('image', 'evil.png', HTML, 'image/png')],
    ['a PDF', multipart('image', 'doc.pdf', PDF, 'application/pdf')],
    ['no file', multipart('other', 'me.png', PNG)],
    ['an empty file', multipart('image', 'me.png', Buffer.alloc(0))],
  ])('refuses %s with "Please add an image."', async (_, file) => {
    const res = await callApi(t.app, 'updateAvatar', { params: { userId: demo.id }, ...file, cookie });
    expect(res.status).toBe(400);
    expect(res.error).toEqual({ code: 'image_required', message: 'Please add an image.' });
    expect((await userRow(demo.id)).avatar).toBeNull();
  });

  it('refuses a JSON body and an image over 2 MB', async () => {
    // Raw inject: the contract declares no 415 answer for a media type it does not accept.
    const json = await t.app.inject({
      method: 'POST',
      url: pathOf('updateAvatar', { userId: demo.id }),
      payload: { image: 'x' },
      headers: { cookie },
    });
    expect(json.statusCode).toBe(415);
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const res = await callApi(t.app, 'updateAvatar', {
      params: { userId: demo.id },
      ...multipart('image', 'big.png', big, 'image/png'),
      cookie,
    });
    expect(res.status).toBe(413);
    expect(res.error.code).toBe('file_too_large');
  });

  it('never touches another user’s avatar', async () => {
    await t.db.query("UPDATE users SET avatar = 'theirs.png' WHERE id = $1", [other.id]);
    try {
      const res = await callApi(t.app, 'updateAvatar', {
        params: { userId: other.id },
        ...multipart('image', 'me.png', PNG, 'image/png'),
        cookie,
      });
      expect(res.status).toBe(204);
      const del = await callApi(t.app, 'deleteAvatar', { params: { userId: other.id }, cookie });
      expect(del.status).toBe(204);
      expect((await userRow(other.id)).avatar).toBe('theirs.png');
      expectNoSession(
        await callApi(t.app, 'updateAvatar', { params: { userId: demo.id }, ...multipart('image', 'me.png', PNG) }),
      );
      expectNoSession(await callApi(t.app, 'deleteAvatar', { params: { userId: demo.id } }));
    } finally {
      await t.db.query('UPDATE users SET avatar = NULL WHERE id = $1', [other.id]);
    }
  });
});

describe('hasPassword and checkPassword', () => {
  it('hasPassword: 200 for the caller with a password, 204 without one or for another user', async () => {
    const res = await callApi(t.app, 'hasPassword', { params: { userId: demo.id }, cookie });
    expect(res.status).toBe(200);
    const theirs = await callApi(t.app, 'hasPassword', { params: { userId: other.id }, cookie });
    expect(theirs.status).toBe(204);
    expectNoSession(await callApi(t.app, 'hasPassword', { params: { userId: demo.id } }));
  });

  it('checkPassword (deprecated): own password 200, wrong 204, another user’s (even right) 204', async () => {
    const ok = await callApi(t.app, 'checkPassword', { params: { userId: demo.id, password: DEMO_PASSWORD }, cookie });
    expect(ok.status).toBe(200);
    const wrong = await callApi(t.app, 'checkPassword', { params: { userId: demo.id, password: 'nope' }, cookie });
    expect(wrong.status).toBe(204);
    expect(
      (await callApi(t.app, 'checkPassword', { params: { userId: other.id, password: DEMO_PASSWORD }, cookie })).status,
    ).toBe(204);
    expectNoSession(await callApi(t.app, 'checkPassword', { params: { userId: demo.id, password: DEMO_PASSWORD } }));
  });

  it('counts wrong passwords like failed sign-ins', async () => {
    t.config.authRateLimit = 2;
    await callApi(t.app, 'checkPassword', { params: { userId: demo.id, password: 'a' }, cookie });
    await callApi(t.app, 'checkPassword', { params: { userId: demo.id, password: 'b' }, cookie });
    const res = await callApi(t.app, 'checkPassword', { params: { userId: demo.id, password: DEMO_PASSWORD }, cookie });
    expect(res.status).toBe(429);
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
    const res = await callApi(t.app, 'changePassword', {
      body: { _id: me.id, password: 'old-password', newPassword: 'new-password', strict: true },
      cookie: me.cookie,
    });
    expect(res.status).toBe(200);
    expect(await passwordMatches('new-password', (await userRow(me.id)).password_hash)).toBe(true);
    expect((await callApi(t.app, 'validateAccessToken', { cookie: me.cookie })).status).toBe(200);
    expect((await callApi(t.app, 'validateAccessToken', { cookie: elsewhere.cookie })).status).toBe(401);
  });

  it('answers 204 ("Wrong password") for a wrong current one, even when strict is false', async () => {
    const me = await freshDriver('old-password');
    for (const body of [
      { _id: me.id, password: 'not-it', newPassword: 'new-password', strict: true },
      { _id: me.id, newPassword: 'new-password', strict: false },
    ]) {
      const res = await callApi(t.app, 'changePassword', { body: body, cookie: me.cookie });
      expect(res.status).toBe(204);
    }
    expect(await passwordMatches('old-password', (await userRow(me.id)).password_hash)).toBe(true);
  });

  it('refuses a new password equal to the current one, or too short', async () => {
    const me = await freshDriver('old-password');
    const same = await callApi(t.app, 'changePassword', {
      body: { _id: me.id, password: 'old-password', newPassword: 'old-password', strict: true },
      cookie: me.cookie,
    });
    expect(same.status).toBe(400);
    expect(same.error.code).toBe('same_password');
    const short = await callApi(t.app, 'changePassword', {
      body: { _id: me.id, password: 'old-password', newPassword: '123', strict: true },
      cookie: me.cookie,
    });
    expect(short.status).toBe(400);
  });

  it('lets an account without a password (Google, checkout) set one', async () => {
    const me = await freshDriver(null);
    const res = await callApi(t.app, 'changePassword', {
      body: { _id: me.id, newPassword: 'first-password', strict: false },
      cookie: me.cookie,
    });
    expect(res.status).toBe(200);
    expect(await passwordMatches('first-password', (await userRow(me.id)).password_hash)).toBe(true);
  });

  it('never changes another user’s password', async () => {
    const before = (await userRow(other.id)).password_hash;
    const res = await callApi(t.app, 'changePassword', {
      body: { _id: other.id, password: DEMO_PASSWORD, newPassword: 'hijacked', strict: true },
      cookie,
    });
    expect(res.status).toBe(204);
    expect((await userRow(other.id)).password_hash).toBe(before);
    expectNoSession(
      await callApi(t.app, 'changePassword', {
        body: { _id: demo.id, password: DEMO_PASSWORD, newPassword: 'x-new-pass', strict: true },
      }),
    );
    expect(sessionId).toBeTruthy();
  });
});

describe('driver’s licence', () => {
  it('updateLicense stores a PDF outside the public folder; getLicense gives it to its owner only', async () => {
    const res = await callApi(t.app, 'updateLicense', {
      params: { id: demo.id },
      ...multipart('file', 'licence.pdf', PDF, 'application/pdf'),
      cookie,
    });
    expect(res.status).toBe(200);
    const name = res.body;
    expect(name).toMatch(new RegExp(`^${demo.id}-[0-9a-f]{32}\\.pdf$`));
    expect(await stored('licenses', name)).toEqual(PDF);
    expect((await userRow(demo.id)).license).toBe(name);
    expect((await callApi(t.app, 'getUser', { params: { id: demo.id }, cookie })).body.license).toBe(name);

    const file = await licenseFile();
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['cache-control']).toMatch(/no-store/);
    expect(file.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(PDF)).toBe(true);

    expect((await t.app.inject({ method: 'GET', url: `/cdn/licenses/${name}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/cdn/../licenses/${name}` })).statusCode).toBe(404);
    const theirs = await sessionCookie(t, other.id);
    const foreign = await callApi(t.app, 'getLicense', { params: { userId: demo.id }, cookie: theirs.cookie });
    expect(foreign.status).toBe(404);
    expect(foreign.response.body).not.toContain('%PDF');
    expectNoSession(await callApi(t.app, 'getLicense', { params: { userId: demo.id } }));

    // Replacing it with an image removes the PDF; the image is served as an image.
    const replaced = await callApi(t.app, 'updateLicense', {
      params: { id: demo.id },
      ...multipart('file', 'scan.pdf', JPEG, 'application/pdf'),
      cookie,
    });
    const image = replaced.body;
    expect(image).toMatch(/\.jpg$/);
    expect(await stored('licenses', name)).toBeNull();
    expect((await licenseFile()).headers['content-type']).toBe('image/jpeg');

    const del = await callApi(t.app, 'deleteLicense', { params: { id: demo.id }, cookie });
    expect(del.status).toBe(200);
    expect(await stored('licenses', image)).toBeNull();
    const none = await callApi(t.app, 'getLicense', { params: { userId: demo.id }, cookie });
    expect(none.status).toBe(404);
  });

  it('refuses files that are not a PDF or an image, and files over 5 MB', async () => {
    const html = await callApi(t.app, 'updateLicense', {
      params: { id: demo.id },
      ...multipart('file', 'licence.pdf', HTML, 'application/pdf'),
      cookie,
    });
    expect(html.status).toBe(400);
    expect(html.error.code).toBe('invalid_license_file');
    const big = await callApi(t.app, 'updateLicense', {
      params: { id: demo.id },
      ...multipart('file', 'big.pdf', Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)])),
      cookie,
    });
    expect(big.status).toBe(413);
    expect((await userRow(demo.id)).license).toBeNull();
  });

  it('never touches another user’s licence', async () => {
    await t.db.query("UPDATE users SET license = 'their-licence.pdf' WHERE id = $1", [other.id]);
    try {
      const up = await callApi(t.app, 'updateLicense', {
        params: { id: other.id },
        ...multipart('file', 'licence.pdf', PDF),
        cookie,
      });
      expect(up.status).toBe(204);
      const del = await callApi(t.app, 'deleteLicense', { params: { id: other.id }, cookie });
      expect(del.status).toBe(204);
      expect((await userRow(other.id)).license).toBe('their-licence.pdf');
      expectNoSession(
        await callApi(t.app, 'updateLicense', { params: { id: demo.id }, ...multipart('file', 'l.pdf', PDF) }),
      );
      expectNoSession(await callApi(t.app, 'deleteLicense', { params: { id: demo.id } }));
    } finally {
      await t.db.query('UPDATE users SET license = NULL WHERE id = $1', [other.id]);
    }
  });

  it('createLicense keeps a visitor’s file as a temporary licence; deleteTempLicense removes it', async () => {
    const res = await callApi(t.app, 'createLicense', { ...multipart('file', 'licence.png', PNG) });
    expect(res.status).toBe(200);
    const temp = res.body;
    expect(temp).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(await stored('temp-licenses', temp)).not.toBeNull();
    const del = await callApi(t.app, 'deleteTempLicense', { params: { file: temp } });
    expect(del.status).toBe(200);
    expect(await stored('temp-licenses', temp)).toBeNull();
    expect((await callApi(t.app, 'deleteTempLicense', { params: { file: temp } })).status).toBe(200);
    const bad = await callApi(t.app, 'deleteTempLicense', { params: { file: '..%2Fsecret.pdf' } });
    expect(bad.status).toBe(400);
    const html = await callApi(t.app, 'createLicense', { ...multipart('file', 'x.pdf', HTML) });
    expect(html.status).toBe(400);
  });

  it('checkout attaches a temporary licence to the new account (attachTempLicense)', async () => {
    const temp = (await callApi(t.app, 'createLicense', { ...multipart('file', 'licence.pdf', PDF) })).body;
    const name = await attachTempLicense(t.app.deps, temp, demo.id);
    expect(name).toBe(`${demo.id}-${temp}`);
    expect(await stored('temp-licenses', temp)).toBeNull();
    expect((await licenseFile()).rawPayload.equals(PDF)).toBe(true);
    expect(await attachTempLicense(t.app.deps, temp, demo.id)).toBeNull();
    expect(await attachTempLicense(t.app.deps, '../../etc/passwd', demo.id)).toBeNull();
    await callApi(t.app, 'deleteLicense', { params: { id: demo.id }, cookie });
  });
});
