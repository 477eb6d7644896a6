/**
 * Uploaded images are decoded and encoded again on the server (imageReencode.ts): what is stored
 * and served is the picture alone; a file declaring a huge picture (a decompression bomb) or one
 * that is not the image its first bytes claim is refused, and nothing is stored.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { callApi } from './support/api';
import { demoUser } from './support/demoUsers';
import { sessionCookie } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

const demo = demoUser('demo');
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await sessionCookie(t, demo.id));
});
afterAll(async () => t?.close());

function multipart(field: string, content: Buffer) {
  const boundary = 'image-upload-test';
  return {
    body: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="photo"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie },
  };
}
const uploadAvatar = (content: Buffer) =>
  callApi(t.app, 'updateAvatar', { params: { userId: demo.id }, ...multipart('image', content) });
const uploadLicense = (content: Buffer) =>
  callApi(t.app, 'updateLicense', { params: { id: demo.id }, ...multipart('file', content) });
/** The avatars stored, wherever the engine keeps them (fileStore.ts). */
async function storedAvatars(): Promise<string[]> {
  if (t.db.kind === 'postgres') {
    const { rows } = await t.db.query<{ name: string }>(
      "SELECT name FROM stored_files WHERE area = 'avatars' ORDER BY name",
    );
    return rows.map((row) => row.name);
  }
  const folder = path.join(t.config.dataDir, 'cdn', 'users');
  return existsSync(folder) ? readdirSync(folder).sort() : [];
}

/** A 66-byte PNG whose header declares `width`×`height` pixels (with a valid checksum) over one tiny data chunk. */
function pngDeclaring(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(17);
  ihdr.write('IHDR', 0, 'latin1');
  ihdr.writeUInt32BE(width, 4);
  ihdr.writeUInt32BE(height, 8);
  ihdr.set([8, 2, 0, 0, 0], 12); // 8-bit RGB
  const idat = Buffer.concat([Buffer.from('IDAT', 'latin1'), deflateSync(Buffer.alloc(1))]);
  const chunk = (data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length - 4);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(data));
    return Buffer.concat([length, data, crc]);
  };
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk(ihdr),
    chunk(idat),
    chunk(Buffer.from('IEND', 'latin1')),
  ]);
}

test('a photo is stored as the picture alone: no metadata, nothing appended, upright, same size', async () => {
  // A camera JPEG with EXIF (orientation: rotated 90°, and a comment field) and a script appended after its end.
  const photo = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#36c' } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { ImageDescription: 'GPS 48.8584 2.2945 secret' } } })
    .toBuffer();
  const appended = Buffer.concat([photo, Buffer.from('<script>alert("stored")</script>')]);
  const res = await uploadAvatar(appended);
  expect(res.status).toBe(200);
  const name = res.body;
  const served = await t.app.inject({ method: 'GET', url: `/cdn/users/${name}` });
  const stored = served.rawPayload;
  expect(stored.equals((await t.app.deps.files.get('avatars', name))!)).toBe(true);
  expect(stored.includes('<script>')).toBe(false);
  expect(stored.includes('secret')).toBe(false);
  const metadata = await sharp(stored).metadata();
  expect(metadata).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
  expect(metadata.exif).toBeUndefined();
});

test('a licence picture is re-encoded too', async () => {
  const png = await sharp({ create: { width: 8, height: 5, channels: 4, background: '#fff' } })
    .png()
    .toBuffer();
  const res = await uploadLicense(Buffer.concat([png, Buffer.from('PK\x03\x04 a zip after the image')]));
  expect(res.status).toBe(200);
  const stored = (await t.app.deps.files.get('licenses', res.body))!;
  expect(stored.includes('PK\x03\x04')).toBe(false);
  expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 8, height: 5 });
});

test('a 66-byte PNG declaring 100000×100000 pixels is refused before it is decoded, and nothing is stored', async () => {
  const bomb = pngDeclaring(100_000, 100_000);
  expect(bomb.length).toBe(66);
  const before = await storedAvatars();
  const res = await uploadAvatar(bomb);
  expect(res.status).toBe(400);
  expect(res.error).toEqual({ code: 'image_required', message: expect.stringContaining('100000×100000') });
  expect(await storedAvatars()).toEqual(before);
});

test('a file whose content is not the image its first bytes claim is refused', async () => {
  const fakePng = Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    Buffer.from('<html><script>alert(1)</script></html>'),
  ]);
  const fakeJpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);
  for (const file of [fakePng, fakeJpeg]) {
    const res = await uploadAvatar(file);
    expect(res.status).toBe(400);
    expect(res.error.code).toBe('image_required');
  }
  const licence = await uploadLicense(fakePng);
  expect(licence.status).toBe(400);
  expect(licence.error.code).toBe('invalid_license_file');
});
