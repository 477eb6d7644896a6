/**
 * The demo marketplace's images (supplier logos, car pictures, location pictures): WebP files kept
 * in server/seed-images/ (made by `npm run images` from scripts/seedImageArt.ts), copied under
 * `<dataDir>/cdn/{suppliers,cars,locations}/` and served at `/cdn/...`.
 */
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../paths';
import { CAR_MODELS, LOCATIONS, SUPPLIERS, type CarModel, type LocationData, type SupplierData } from './seedData';

export const SEED_IMAGES_DIR = path.join(PROJECT_ROOT, 'server', 'seed-images');

export const CDN_KINDS = ['suppliers', 'cars', 'locations', 'users'] as const;
export type CdnKind = (typeof CDN_KINDS)[number];

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export const supplierLogoFile = (key: string) => `${key}.webp`;
export const carImageFile = (model: CarModel) => `${slugify(model.name)}.webp`;
export const locationImageFile = (key: string) => `${key}.webp`;

/** Every seed image: its kind, its file name and what it pictures (scripts/renderImages.ts draws it). */
export type SeedImage = { file: string } & (
  | { kind: 'suppliers'; supplier: SupplierData & { logo: NonNullable<SupplierData['logo']> } }
  | { kind: 'cars'; model: CarModel }
  | { kind: 'locations'; location: LocationData }
);

export function seedImages(): SeedImage[] {
  return [
    ...SUPPLIERS.flatMap((supplier): SeedImage[] => {
      const logo = supplier.logo;
      return logo ? [{ kind: 'suppliers', file: supplierLogoFile(supplier.key), supplier: { ...supplier, logo } }] : [];
    }),
    ...CAR_MODELS.map((model): SeedImage => ({ kind: 'cars', file: carImageFile(model), model })),
    ...LOCATIONS.map((location): SeedImage => ({ kind: 'locations', file: locationImageFile(location.key), location })),
  ];
}

/** Copies every seed image that is missing (cheap and idempotent; called at each start). */
export function writeSeedAssets(cdnDir: string): void {
  for (const kind of CDN_KINDS) mkdirSync(path.join(cdnDir, kind), { recursive: true });
  for (const { kind, file } of seedImages()) {
    const target = path.join(cdnDir, kind, file);
    if (!existsSync(target)) copyFileSync(path.join(SEED_IMAGES_DIR, kind, file), target);
  }
}
