// Test data: a supplier as the API sends it, with a car (CarSupplier) or in lists (Supplier).
import type { CarSupplier, SupplierCarCount } from '@/features/cars/api/carsApi';

export function aSupplier(overrides: Partial<CarSupplier> = {}): CarSupplier {
  return {
    _id: 'sup1',
    fullName: 'Atlas Drive',
    avatar: null,
    priceChangeRate: 0,
    payLater: true,
    licenseRequired: false,
    minimumRentalDays: null,
    ...overrides,
  };
}

/** A supplier as the supplier lists send it, with its number of cars (getAllSuppliers, getFrontendSuppliers). */
export function aListedSupplier(overrides: Partial<SupplierCarCount> = {}): SupplierCarCount {
  const { _id, fullName, avatar } = aSupplier();
  return { _id, fullName, avatar, carCount: 3, ...overrides };
}
