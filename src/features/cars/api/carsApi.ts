// Hand-written enhancement of the generated cars endpoints (carsApi.gen.ts): id-level tags, 204 types, hooks.
import type { DefinitionsFromApi, OverrideResultType, ResultTypeFrom } from '@reduxjs/toolkit/query';
import { carsGeneratedApi } from './carsApi.gen';

type Definitions = DefinitionsFromApi<typeof carsGeneratedApi>;
/** Endpoints that may answer 204 ("not found"): the base query turns it into `null`. */
type MayAnswerNone<K extends keyof Definitions> = {
  [P in K]: OverrideResultType<Definitions[P], ResultTypeFrom<Definitions[P]> | null>;
};

/** `{type: 'cars', id: 'LIST'}` marks availability-dependent lists; checkout invalidates it. */
export const carsApi = carsGeneratedApi.enhanceEndpoints<
  never,
  MayAnswerNone<'getCar' | 'getLocation' | 'getLocationId'>
>({
  endpoints: {
    getFrontendCars: {
      // The results list says "The cars could not be loaded. Try again" in place of the cars.
      extraOptions: { handlesErrors: true },
      providesTags: (result) => [
        { type: 'cars', id: 'LIST' },
        ...(result?.[0]?.resultData ?? []).map((car) => ({ type: 'cars' as const, id: car._id })),
      ],
    },
    getFrontendSuppliers: { providesTags: [{ type: 'cars', id: 'LIST' }] },
    getCar: { providesTags: (_result, _error, { id }) => [{ type: 'cars', id }] },
  },
});

export const {
  useGetFrontendCarsQuery,
  useLazyGetFrontendCarsQuery,
  useGetCarQuery,
  useGetAllSuppliersQuery,
  useGetFrontendSuppliersQuery,
  useGetLocationsQuery,
  useLazyGetLocationsQuery,
  useGetLocationsWithPositionQuery,
  useGetLocationQuery,
  useLazyGetLocationQuery,
  useGetLocationIdQuery,
  useLazyGetLocationIdQuery,
  useGetCountriesWithLocationsQuery,
  useGetRangePricesQuery,
} = carsApi;

export type {
  Car,
  CarBase,
  CarDetails,
  CarFilter,
  CarPage,
  CarRange,
  CarSpecs,
  CarSupplier,
  Country,
  CountryRef,
  DateBasedPrice,
  FuelPolicy,
  FuelType,
  GearboxType,
  GetCarsPayload,
  Language,
  Location,
  LocationPage,
  LocationRef,
  MileageType,
  Multimedia,
  PageInfo,
  ParkingSpot,
  RangePrice,
  Supplier,
  SupplierCarCount,
} from './carsApi.gen';
