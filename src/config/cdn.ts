/** Where the reference server's /cdn (as BookCars' CDN) serves each kind of image. */
const cdnUrl = (kind: 'cars' | 'suppliers' | 'locations' | 'users', file: string) =>
  `/cdn/${kind}/${encodeURIComponent(file)}`;

export const carImageUrl = (image: string) => cdnUrl('cars', image);
export const supplierLogoUrl = (avatar: string) => cdnUrl('suppliers', avatar);
export const locationImageUrl = (image: string) => cdnUrl('locations', image);
const userAvatarUrl = (avatar: string) => cdnUrl('users', avatar);

/** Where a driver's avatar is shown from: Google's absolute URL as is, our uploads under /cdn/users. */
export function avatarUrl(avatar: string | null | undefined): string | undefined {
  if (!avatar) return undefined;
  return /^https?:\/\//.test(avatar) ? avatar : userAvatarUrl(avatar);
}
