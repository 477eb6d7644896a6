/**
 * Identifiers: 24 lower-case hex characters, shaped like MongoDB ObjectIds (4 bytes of seconds since
 * the epoch + 8 random bytes) so answers stay wire-compatible with BookCars clients.
 */
import { randomBytes } from 'node:crypto';

export const ID_PATTERN = /^[0-9a-f]{24}$/;

export function newId(now: Date = new Date()): string {
  const seconds = Math.floor(now.getTime() / 1000) >>> 0;
  return seconds.toString(16).padStart(8, '0') + randomBytes(8).toString('hex');
}

export function isId(value: unknown): value is string {
  return typeof value === 'string' && ID_PATTERN.test(value);
}
