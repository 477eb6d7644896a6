/** Where a car's image is served (the reference server's /cdn, as BookCars' CDN). */
export function carImageUrl(image: string): string {
  return `/cdn/cars/${image}`;
}
