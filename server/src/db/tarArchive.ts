/**
 * The few lines of the tar format (POSIX ustar) that the PGlite backup needs: regular files in, the
 * same files out. A backup stays readable with `tar -tzf FILE`. Reading checks every header's
 * checksum and every length, so a truncated or damaged archive is refused, never half read.
 */
const BLOCK = 512;

export interface TarEntry {
  name: string;
  content: Buffer;
}

export class TarError extends Error {}

function field(header: Buffer, offset: number, length: number, value: string): void {
  header.write(value, offset, length, 'utf8');
}

function octal(value: number, length: number): string {
  return value.toString(8).padStart(length - 1, '0');
}

function checksum(header: Buffer): number {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : header[i]!;
  return sum;
}

/** Splits a path over ustar's name (100 bytes) and prefix (155 bytes) fields. */
function splitName(name: string): { prefix: string; rest: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', rest: name };
  const cut = name.lastIndexOf('/', 155);
  const prefix = name.slice(0, cut);
  const rest = name.slice(cut + 1);
  if (cut <= 0 || Buffer.byteLength(prefix) > 155 || Buffer.byteLength(rest) > 100)
    throw new TarError(`The path ${name} is too long for the archive.`);
  return { prefix, rest };
}

export function writeTar(entries: TarEntry[]): Buffer {
  const parts: Buffer[] = [];
  const mtime = Math.floor(Date.now() / 1000);
  for (const { name, content } of entries) {
    const header = Buffer.alloc(BLOCK);
    const { prefix, rest } = splitName(name);
    field(header, 0, 100, rest);
    field(header, 100, 8, octal(0o600, 8));
    field(header, 108, 8, octal(0, 8));
    field(header, 116, 8, octal(0, 8));
    field(header, 124, 12, octal(content.length, 12));
    field(header, 136, 12, octal(mtime, 12));
    field(header, 156, 1, '0');
    field(header, 257, 6, 'ustar');
    field(header, 263, 2, '00');
    field(header, 345, 155, prefix);
    field(header, 148, 8, `${octal(checksum(header), 7)}\0`);
    parts.push(header, content, Buffer.alloc((BLOCK - (content.length % BLOCK)) % BLOCK));
  }
  parts.push(Buffer.alloc(2 * BLOCK));
  return Buffer.concat(parts);
}

function text(header: Buffer, offset: number, length: number): string {
  const raw = header.subarray(offset, offset + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end < 0 ? length : end).toString('utf8');
}

function number(header: Buffer, offset: number, length: number): number {
  const value = text(header, offset, length).trim();
  if (!/^[0-7]+$/.test(value)) throw new TarError('an entry header is damaged');
  return parseInt(value, 8);
}

/** The archive's regular files, in order; throws TarError on anything damaged or cut short. */
export function readTar(archive: Buffer): TarEntry[] {
  const entries: TarEntry[] = [];
  let offset = 0;
  while (true) {
    if (offset + BLOCK > archive.length) throw new TarError('it ends before its end marker');
    const header = archive.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) return entries;
    if (number(header, 148, 8) !== checksum(header)) throw new TarError('an entry header is damaged');
    const size = number(header, 124, 12);
    const start = offset + BLOCK;
    if (start + size > archive.length) throw new TarError('it is cut short');
    const type = String.fromCharCode(header[156]!);
    const prefix = text(header, 345, 155);
    const name = prefix ? `${prefix}/${text(header, 0, 100)}` : text(header, 0, 100);
    if (type === '0' || type === '\0') entries.push({ name, content: archive.subarray(start, start + size) });
    offset = start + Math.ceil(size / BLOCK) * BLOCK;
  }
}
