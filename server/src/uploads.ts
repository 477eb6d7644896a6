/**
 * Uploaded files (avatars, drivers' licences): the type is decided by the file's first bytes, never
 * by its name or the browser's content type; sizes are capped while reading; files get random
 * names. Where they are kept is the file store's business (fileStore.ts).
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { ApiError, badRequest } from './errors';

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
 * 400 `image_required` ('Please add an image.') or `invalid_license_file` for a missing file or
 * another type; 413 `file_too_large` over the limit.
 */
export async function readUpload(
  request: FastifyRequest,
  options: { field: string; kinds: readonly FileKind[]; maxBytes: number; errors: keyof typeof UPLOAD_ERRORS },
): Promise<Upload> {
  const refuse = UPLOAD_ERRORS[options.errors];
  if (!request.isMultipart()) throw refuse();
  let buffer: Buffer | undefined;
  try {
    const parts = request.parts({ limits: { fileSize: options.maxBytes, files: 1, fields: 5, fieldSize: 1024 } });
    for await (const part of parts) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (part.fieldname === options.field && buffer === undefined) buffer = content;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new ApiError(413, 'file_too_large', `The file is larger than ${Math.round(options.maxBytes / 1024 / 1024)} MB.`);
    }
    if (code?.startsWith('FST_')) throw refuse();
    throw error;
  }
  if (!buffer || buffer.length === 0) throw refuse();
  const kind = detectFileKind(buffer);
  if (!kind || !options.kinds.includes(kind)) throw refuse();
  return { buffer, kind };
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
