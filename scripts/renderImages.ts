/**
 * `npm run images`: renders the seed's supplier logos, car and location pictures (drawn in
 * scripts/seedImageArt.ts) to the WebP files the server copies to its /cdn, in
 * server/seed-images/, at up to twice the size the pages show them (sharp screens). Run it after
 * changing the artwork or the seed's suppliers, cars or locations, and commit the files.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { SEED_IMAGES_DIR, seedImages, type SeedImage } from '../server/src/db/assets';
import { carImageSvg, locationImageSvg, supplierLogoSvg } from './seedImageArt';

/** An SVG at `scale` times its own size, as WebP (lossy: flat artwork stays sharp at this quality). */
async function webp(svg: string, scale: number): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 72 * scale })
    .webp({ quality: 90 })
    .toBuffer();
}

/** The picture's drawing and scale: up to twice the size pages show it. */
function drawing(image: SeedImage): { svg: string; scale: number } {
  switch (image.kind) {
    // Logos show 30 px high (a 60 px drawing).
    case 'suppliers':
      return { svg: supplierLogoSvg(image.supplier.fullName, image.supplier.logo), scale: 2 };
    // Cards show cars 240 px wide (a 300 px drawing).
    case 'cars':
      return { svg: carImageSvg(image.model), scale: 1.6 };
    // Destinations and the locations page show them at most 320 px wide (a 640 px drawing).
    case 'locations':
      return { svg: locationImageSvg(image.location.key), scale: 1 };
  }
}

async function renderSeedImages(): Promise<number> {
  rmSync(SEED_IMAGES_DIR, { recursive: true, force: true });
  const images = seedImages();
  for (const image of images) {
    const { svg, scale } = drawing(image);
    mkdirSync(path.join(SEED_IMAGES_DIR, image.kind), { recursive: true });
    writeFileSync(path.join(SEED_IMAGES_DIR, image.kind, image.file), await webp(svg, scale));
  }
  return images.length;
}

const count = await renderSeedImages();
console.log(`${count} seed images in ${path.relative(process.cwd(), SEED_IMAGES_DIR)}/`);
