/**
 * `npm run images`: renders the seed's supplier logos, car and location pictures (drawn in
 * scripts/seedImageArt.ts) to the WebP files the server copies to its /cdn, in
 * server/seed-images/, at up to twice the size the pages show them (sharp screens). Run it after
 * changing the artwork or the seed's suppliers, cars or locations, and commit the files.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { carImageFile, locationImageFile, SEED_IMAGES_DIR, supplierLogoFile } from '../server/src/db/assets';
import { CAR_MODELS, LOCATIONS, SUPPLIERS } from '../server/src/db/seedData';
import { carImageSvg, locationImageSvg, supplierLogoSvg } from './seedImageArt';

/** An SVG at `scale` times its own size, as WebP (lossy: flat artwork stays sharp at this quality). */
async function webp(svg: string, scale: number): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 72 * scale })
    .webp({ quality: 90 })
    .toBuffer();
}

async function renderSeedImages(): Promise<number> {
  rmSync(SEED_IMAGES_DIR, { recursive: true, force: true });
  const jobs: { kind: string; file: string; render: () => Promise<Buffer> }[] = [
    // Logos show 30 px high (a 60 px drawing): twice that.
    ...SUPPLIERS.flatMap((supplier) =>
      supplier.logo ? [{ kind: 'suppliers', file: supplierLogoFile(supplier.key), render: () => webp(supplierLogoSvg(supplier.fullName, supplier.logo!), 2) }] : [],
    ),
    // Cards show cars 240 px wide (a 300 px drawing).
    ...CAR_MODELS.map((model) => ({ kind: 'cars', file: carImageFile(model), render: () => webp(carImageSvg(model), 1.6) })),
    // Destinations and the locations page show them at most 320 px wide (a 640 px drawing).
    ...LOCATIONS.flatMap((location) => (location.image ? [{ kind: 'locations', file: locationImageFile(location.key), render: () => webp(locationImageSvg(location.key), 1) }] : [])),
  ];
  for (const { kind, file, render } of jobs) {
    mkdirSync(path.join(SEED_IMAGES_DIR, kind), { recursive: true });
    writeFileSync(path.join(SEED_IMAGES_DIR, kind, file), await render());
  }
  return jobs.length;
}

const count = await renderSeedImages();
console.log(`${count} seed images in ${path.relative(process.cwd(), SEED_IMAGES_DIR)}/`);
