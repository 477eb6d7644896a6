/**
 * Uploaded images are decoded and encoded again before they are stored: what is kept is the
 * picture alone (no metadata such as a phone's GPS position, no bytes appended after the image,
 * nothing another program might read as a script or an archive). Dimensions are checked as the
 * file declares them, before anything is decoded, so a small file announcing a huge picture (a
 * decompression bomb) costs nothing; a file that does not decode as the type its first bytes
 * claim is refused.
 */
import sharp, { type Metadata } from 'sharp';

/** 40 megapixels: above any phone photo of a licence or a face, far below a bomb's billions. */
export const MAX_IMAGE_PIXELS = 40_000_000;

export type ImageKind = 'jpg' | 'png' | 'webp';

const SHARP_FORMAT: Record<ImageKind, string> = { jpg: 'jpeg', png: 'png', webp: 'webp' };

export class ImageRejected extends Error {}

/** The image decoded and encoded again in its own format, upright (EXIF orientation applied), without metadata. */
export async function reencodeImage(buffer: Buffer, kind: ImageKind): Promise<Buffer> {
  let metadata: Metadata;
  try {
    // Only the header is read here; the limit applies below, with the declared size in the message.
    metadata = await sharp(buffer, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejected(`The file is not a readable ${SHARP_FORMAT[kind].toUpperCase()} image.`);
  }
  if (metadata.format !== SHARP_FORMAT[kind])
    throw new ImageRejected(`The file is not the ${SHARP_FORMAT[kind].toUpperCase()} image its first bytes claim.`);
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  if (pixels === 0 || pixels > MAX_IMAGE_PIXELS) {
    throw new ImageRejected(
      `The image is ${metadata.width}×${metadata.height} pixels; at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels are accepted.`,
    );
  }
  try {
    // failOn 'error': a truncated or corrupt picture is refused rather than stored half grey.
    const image = sharp(buffer, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate();
    if (kind === 'jpg') return await image.jpeg({ quality: 85 }).toBuffer();
    if (kind === 'png') return await image.png().toBuffer();
    return await image.webp({ quality: 85 }).toBuffer();
  } catch {
    throw new ImageRejected(`The file is not a readable ${SHARP_FORMAT[kind].toUpperCase()} image.`);
  }
}
