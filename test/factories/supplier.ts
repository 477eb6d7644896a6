// Test data: a supplier as the API sends it, with a car (CarSupplier) or in lists (Supplier).
import type { CarSupplier } from '@/features/cars/api/carsApi';

export function aSupplier(overrides: Partial<CarSupplier> = {}): CarSupplier {
  return {
    _id: 'sup1',
    fullName: 'Atlas Drive',
    avatar: null,
    priceChangeRate: 0,
    payLater: true,
    licenseRequired: false,
    ...overrides,
  };
}
