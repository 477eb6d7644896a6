/** Where the reference server's /cdn (as BookCars' CDN) serves each kind of image. */
const cdnUrl = (kind: 'cars' | 'suppliers' | 'locations' | 'users', file: string) =>
  `/cdn/${kind}/${encodeURIComponent(file)}`;

export const carImageUrl = (image: string) => cdnUrl('cars', image);
export const supplierLogoUrl = (avatar: string) => cdnUrl('suppliers', avatar);
export const locationImageUrl = (image: string) => cdnUrl('locations', image);
export const userAvatarUrl = (avatar: string) => cdnUrl('users', avatar);
