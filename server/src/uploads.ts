/**
 * Uploaded files (avatars, drivers' licences): the type is decided by the file's first bytes, never
 * by its name or the browser's content type; sizes are capped while reading; images are decoded and
 * encoded again (imageReencode.ts), so only the picture is kept; files get random names. Where
 * they are kept is the file store's business (fileStore.ts).
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { ApiError, badRequest } from './errors';
import { ImageRejected, reencodeImage } from './imageReencode';

export type FileKind = 'jpg' | 'png' | 'webp' | 'pdf';

export const CONTENT_TYPES: Record<FileKind, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

export const IMAGE_KINDS: readonly FileKind[] = ['jpg', 'png', 'webp'];
export const LICENSE_KINDS: readonly FileKind[] = ['pdf', 'jpg', 'png', 'webp'];
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const LICENSE_MAX_BYTES = 5 * 1024 * 1024;

const startsWith = (buffer: Buffer, bytes: number[], offset = 0) => bytes.every((b, i) => buffer[offset + i] === b);

/** The file's type by its signature ("magic bytes"), or null when it is none we accept. */
export function detectFileKind(buffer: Buffer): FileKind | null {
  if (startsWith(buffer, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(buffer, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(buffer, [0x52, 0x49, 0x46, 0x46]) && startsWith(buffer, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  if (startsWith(buffer, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'; // %PDF-
  return null;
}

export interface Upload {
  buffer: Buffer;
  kind: FileKind;
}

const UPLOAD_ERRORS = {
  image: () => badRequest('image_required', 'Please add an image.'),
  license: () => badRequest('invalid_license_file', 'The driver’s licence must be a PDF, JPEG, PNG or WebP file.'),
};

/**
 * Reads the one file of a multipart request from `field`, at most `maxBytes`, and checks its type.
 * 400 `image_required` ('Please add an image.') or `invalid_license_file` for a missing file,
 * another type or an image that does not decode (the message says which); 413 `file_too_large`
 * over the limit.
 */
export async function readUpload(
  request: FastifyRequest,
  options: { field: string; kinds: readonly FileKind[]; maxBytes: number; errors: keyof typeof UPLOAD_ERRORS },
): Promise<Upload> {
  const refuse = UPLOAD_ERRORS[options.errors];
  if (!request.isMultipart()) throw refuse();
  const tooLarge = new ApiError(
    413,
    'file_too_large',
    `The file is larger than ${Math.round(options.maxBytes / 1024 / 1024)} MB.`,
  );
  let buffer: Buffer | undefined;
  try {
    // One byte over the limit reaches us (the parser stops there): the answer goes out at once,
    // without waiting for a body that may be far larger.
    const parts = request.parts({ limits: { fileSize: options.maxBytes + 1, files: 1, fields: 5, fieldSize: 1024 } });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file) {
        size += (chunk as Buffer).length;
        if (size > options.maxBytes) throw tooLarge;
        chunks.push(chunk as Buffer);
      }
      if (part.fieldname === options.field && buffer === undefined) buffer = Buffer.concat(chunks);
    }
  } catch (error) {
    if (error === tooLarge) throw error;
    // Anything else is a malformed body (no or wrong boundary, truncated parts): the client's.
    throw refuse();
  }
  if (!buffer || buffer.length === 0) throw refuse();
  const kind = detectFileKind(buffer);
  if (!kind || !options.kinds.includes(kind)) throw refuse();
  if (kind === 'pdf') return { buffer, kind };
  try {
    return { buffer: await reencodeImage(buffer, kind), kind };
  } catch (error) {
    if (error instanceof ImageRejected) throw new ApiError(400, refuse().code, error.message);
    throw error;
  }
}

/** A random file name with the detected type's extension, optionally prefixed. */
export function randomFileName(kind: FileKind, prefix = ''): string {
  return `${prefix}${randomBytes(16).toString('hex')}.${kind}`;
}

/** Extension → type of a stored file's name. */
export function kindOfName(name: string): FileKind | null {
  const ext = path.extname(name).slice(1);
  return ext in CONTENT_TYPES ? (ext as FileKind) : null;
}
