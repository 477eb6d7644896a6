import { baseApi as api } from "../../../api/baseApi";
export const addTagTypes = ["cars"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getFrontendCars: build.query<
        GetFrontendCarsApiResponse,
        GetFrontendCarsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend-cars/${queryArg.page}/${queryArg.size}`,
          method: "POST",
          body: queryArg.body,
        }),
        providesTags: ["cars"],
      }),
      getCar: build.query<GetCarApiResponse, GetCarApiArg>({
        query: (queryArg) => ({
          url: `/api/car/${queryArg.id}/${queryArg.language}`,
        }),
        providesTags: ["cars"],
      }),
      getAllSuppliers: build.query<
        GetAllSuppliersApiResponse,
        GetAllSuppliersApiArg
      >({
        query: () => ({ url: `/api/all-suppliers` }),
        providesTags: ["cars"],
      }),
      getFrontendSuppliers: build.query<
        GetFrontendSuppliersApiResponse,
        GetFrontendSuppliersApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend-suppliers`,
          method: "POST",
          body: queryArg.body,
        }),
        providesTags: ["cars"],
      }),
      getLocations: build.query<GetLocationsApiResponse, GetLocationsApiArg>({
        query: (queryArg) => ({
          url: `/api/locations/${queryArg.page}/${queryArg.size}/${queryArg.language}`,
          params: {
            s: queryArg.s,
          },
        }),
        providesTags: ["cars"],
      }),
      getLocationsWithPosition: build.query<
        GetLocationsWithPositionApiResponse,
        GetLocationsWithPositionApiArg
      >({
        query: (queryArg) => ({
          url: `/api/locations-with-position/${queryArg.language}`,
        }),
        providesTags: ["cars"],
      }),
      getLocation: build.query<GetLocationApiResponse, GetLocationApiArg>({
        query: (queryArg) => ({
          url: `/api/location/${queryArg.id}/${queryArg.language}`,
        }),
        providesTags: ["cars"],
      }),
      getLocationId: build.query<GetLocationIdApiResponse, GetLocationIdApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/location-id/${queryArg.name}/${queryArg.language}`,
          }),
          providesTags: ["cars"],
        },
      ),
      getCountriesWithLocations: build.query<
        GetCountriesWithLocationsApiResponse,
        GetCountriesWithLocationsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/countries-with-locations/${queryArg.language}/${queryArg.imageRequired}/${queryArg.minLocations}`,
          params: {
            s: queryArg.s,
          },
        }),
        providesTags: ["cars"],
      }),
      getRangePrices: build.query<
        GetRangePricesApiResponse,
        GetRangePricesApiArg
      >({
        query: () => ({ url: `/api/range-prices` }),
        providesTags: ["cars"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as carsGeneratedApi };
export type GetFrontendCarsApiResponse =
  /** status 200 One page of cars. */ CarPage;
export type GetFrontendCarsApiArg = {
  /** Page number, starting at 1. */
  page: number;
  /** Page size. */
  size: number;
  body: GetCarsPayload;
};
export type GetCarApiResponse =
  /** status 200 The car, with its supplier's booking terms and its locations. */ CarDetails;
export type GetCarApiArg = {
  /** Car id. */
  id: string;
  /** Language of localized names. */
  language: Language;
};
export type GetAllSuppliersApiResponse =
  /** status 200 The suppliers and their available car counts. */ SupplierCarCount[];
export type GetAllSuppliersApiArg = void;
export type GetFrontendSuppliersApiResponse =
  /** status 200 The suppliers and their matching car counts. */ SupplierCarCount[];
export type GetFrontendSuppliersApiArg = {
  body: CarFilter;
};
export type GetLocationsApiResponse =
  /** status 200 One page of locations, sorted by localized name. */ LocationPage;
export type GetLocationsApiArg = {
  /** Page number, starting at 1. */
  page: number;
  /** Page size. */
  size: number;
  /** Language of localized names. */
  language: Language;
  /** Case-insensitive part of the localized name. */
  s?: string;
};
export type GetLocationsWithPositionApiResponse =
  /** status 200 Locations with latitude and longitude, for the map. */ Location[];
export type GetLocationsWithPositionApiArg = {
  /** Language of localized names. */
  language: Language;
};
export type GetLocationApiResponse =
  /** status 200 The location, with its parent and its child locations (as parking spots). */ Location;
export type GetLocationApiArg = {
  /** Location id. */
  id: string;
  /** Language of localized names. */
  language: Language;
};
export type GetLocationIdApiResponse =
  /** status 200 The location id. */ string;
export type GetLocationIdApiArg = {
  /** Exact localized name (case-insensitive). */
  name: string;
  /** Language of localized names. */
  language: Language;
};
export type GetCountriesWithLocationsApiResponse =
  /** status 200 Countries sorted by localized name, each with its locations. */ Country[];
export type GetCountriesWithLocationsApiArg = {
  /** Language of localized names. */
  language: Language;
  /** Count (and list) only locations that have an image. */
  imageRequired: boolean;
  /** Leave out countries with fewer locations. */
  minLocations: number;
  /** Case-insensitive part of the localized name. */
  s?: string;
};
export type GetRangePricesApiResponse =
  /** status 200 The "from" price of each range that has cars. */ RangePrice[];
export type GetRangePricesApiArg = void;
export type DateBasedPrice = {
  /** First day (inclusive, compared by calendar day). */
  startDate: string;
  /** Last day (inclusive, compared by calendar day). */
  endDate: string;
  dailyPrice: number;
};
export type FuelType =
  "diesel" | "gasoline" | "electric" | "hybrid" | "plugInHybrid" | "unknown";
export type GearboxType = "manual" | "automatic";
export type FuelPolicy =
  "likeForlike" | "freeTank" | "fullToFull" | "FullToEmpty";
export type CarRange =
  "mini" | "midi" | "maxi" | "scooter" | "bus" | "truck" | "caravan";
export type Multimedia =
  "touchscreen" | "bluetooth" | "androidAuto" | "appleCarPlay";
export type CarBase = {
  _id: string;
  name: string;
  /** Minimum driver age in years. */
  minimumAge: number;
  dailyPrice: number;
  /** Takes priority over dailyPrice when set and non-zero. */
  discountedDailyPrice?: number | null;
  /** Price of each hour beyond whole days; without it a started day costs a daily price. */
  hourlyPrice?: number | null;
  discountedHourlyPrice?: number | null;
  /** Price of a block of 3 days (BookCars name). */
  biWeeklyPrice?: number | null;
  discountedBiWeeklyPrice?: number | null;
  /** Price of a block of 7 days. */
  weeklyPrice?: number | null;
  discountedWeeklyPrice?: number | null;
  /** Price of a block of 30 days. */
  monthlyPrice?: number | null;
  discountedMonthlyPrice?: number | null;
  /** Daily prices come from dateBasedPrices (other blocks and hourly prices are ignored). */
  isDateBasedPrice?: boolean;
  dateBasedPrices?: DateBasedPrice[];
  /** Deposit at pick-up; 0 means none. */
  deposit: number;
  available: boolean;
  fullyBooked?: boolean;
  comingSoon?: boolean;
  type: FuelType;
  gearbox: GearboxType;
  aircon: boolean;
  /** Image file name. */
  image?: string | null;
  seats: number;
  doors: number;
  fuelPolicy: FuelPolicy;
  /** Kilometres per day; -1 means unlimited. */
  mileage: number;
  /** One-off cancellation option (-1 unavailable, 0 included, > 0 price). */
  cancellation: number;
  /** One-off amendments option (-1 unavailable, 0 included, > 0 price). */
  amendments: number;
  /** Per day (-1 unavailable, 0 included, > 0 price). */
  theftProtection: number;
  /** Per day (-1 unavailable, 0 included, > 0 price). */
  collisionDamageWaiver: number;
  /** Per day (-1 unavailable, 0 included, > 0 price). */
  fullInsurance: number;
  /** Per day (-1 unavailable, 0 included, > 0 price). */
  additionalDriver: number;
  range: CarRange;
  multimedia?: Multimedia[];
  rating?: number | null;
  /** Number of completed rentals. */
  trips?: number;
  /** CO2 emissions in g/km. */
  co2?: number | null;
};
export type CarSupplier = {
  _id: string;
  fullName: string;
  avatar?: string | null;
  /** Supplier mark-up (or mark-down when negative) in percent, applied to rental and extras. */
  priceChangeRate?: number | null;
  /** Pay at pick-up is offered. Sent by getCar, getFrontendCars and getBooking. */
  payLater?: boolean;
  /** A driver's licence must be uploaded to book. Sent by getCar. */
  licenseRequired?: boolean;
  /** The shortest rental this supplier accepts, in days as priced (null for none). Sent by getCar. */
  minimumRentalDays?: number | null;
};
export type Car = CarBase & {
  supplier: CarSupplier;
};
export type CarPageInfo = {
  /** Number of cars listed over all pages. */
  totalRecords: number;
  /** How many of them can be booked for the searched dates: neither fully booked nor coming
    soon, and payable (with no online gateway, only the cars whose supplier allows pay
    later). An addition to BookCars' shape: its absence (a BookCars API) reads as unknown.
     */
  bookableRecords?: number;
};
export type CarPage = {
  resultData: Car[];
  /** One element with the total; empty when nothing matches. */
  pageInfo: CarPageInfo[];
}[];
export type Error = {
  /** Stable machine code in snake_case, e.g. invalid_email. */
  code: string;
  /** English reason, for logs and support. */
  message: string;
};
export type CarSpecs = {
  aircon?: boolean;
  moreThanFourDoors?: boolean;
  moreThanFiveSeats?: boolean;
};
export type MileageType = "limited" | "unlimited";
export type CarFilter = {
  /** Pick-up location id; its child locations match too. */
  pickupLocation: string;
  /** Pick-up time. */
  from: string;
  /** Drop-off time; must be after `from`. */
  to: string;
  carSpecs?: CarSpecs;
  carType?: FuelType[];
  gearbox?: GearboxType[];
  mileage?: MileageType[];
  fuelPolicy?: FuelPolicy[];
  /** Maximum deposit in the base currency, or -1. */
  deposit?: number;
  ranges?: CarRange[];
  /** The car must have every listed item. */
  multimedia?: Multimedia[];
  /** Minimum rating (1 to 4 in the UI), or -1. */
  rating?: number;
  /** Exact seat count, 6 meaning more than 5 (cars and supplier counts alike), or -1. */
  seats?: number;
  /** false leaves fully booked cars out; otherwise they are listed with fullyBooked true (and cannot be chosen). */
  includeAlreadyBookedCars?: boolean;
  /** List cars marked coming soon (they cannot be booked). */
  includeComingSoonCars?: boolean;
};
export type GetCarsPayload = CarFilter & {
  /** Supplier ids; absent or empty means every supplier. */
  suppliers?: string[];
};
export type LocationRef = {
  _id: string;
  /** Localized name. */
  name: string;
  /** IANA time zone of the location (e.g. Europe/Paris). A pick-up or drop-off time is the wall-clock time at its location: the app reads a picked time in this zone and shows booked times in it, naming the zone. */
  timeZone: string;
};
export type CarDetails = Car & {
  locations: LocationRef[];
};
export type Language = "en" | "fr" | "es";
export type SupplierCarCount = {
  _id: string;
  fullName: string;
  /** Logo file name. */
  avatar?: string | null;
  /** Cars of this supplier matching the filter (getFrontendSuppliers), or its available cars (getAllSuppliers). */
  carCount: number;
};
export type LocationValue = {
  _id: string;
  language: string;
  value: string;
};
export type LocationValues = LocationValue[];
export type CountryRef = {
  _id: string;
  /** Localized name. */
  name: string;
  values?: LocationValues;
};
export type ParkingSpot = {
  _id: string;
  /** Localized name. */
  name?: string | null;
  values?: LocationValues;
  latitude: number;
  longitude: number;
};
export type Supplier = {
  _id: string;
  fullName: string;
  /** Logo file name. */
  avatar?: string | null;
};
export type Location = {
  _id: string;
  /** Localized name. */
  name: string;
  values?: LocationValues;
  /** IANA time zone of the location (e.g. Europe/Paris). A pick-up or drop-off time is the wall-clock time at its location: the app reads a picked time in this zone and shows booked times in it, naming the zone. */
  timeZone: string;
  latitude?: number | null;
  longitude?: number | null;
  /** Image file name. */
  image?: string | null;
  country?: CountryRef;
  /** Parent location; its id in lists, {_id, name} from getLocation (BookCars shapes). */
  parentLocation?: string | LocationRef;
  /** Sent by getLocation only. */
  parkingSpots?: ParkingSpot[];
  supplier?: Supplier;
};
export type PageInfo = {
  /** Number of matching records over all pages. */
  totalRecords: number;
};
export type LocationPage = {
  resultData: Location[];
  /** One element with the total; empty when nothing matches. */
  pageInfo: PageInfo[];
}[];
export type Country = {
  _id: string;
  /** Localized name. */
  name: string;
  values?: LocationValues;
  locations: Location[];
  /** Number of locations listed. */
  locationsSize: number;
};
export type RangePrice = {
  range: CarRange;
  /** Lowest daily price of the range, in the base currency. */
  fromDailyPrice: number;
};
export const {
  useGetFrontendCarsQuery,
  useLazyGetFrontendCarsQuery,
  useGetCarQuery,
  useLazyGetCarQuery,
  useGetAllSuppliersQuery,
  useLazyGetAllSuppliersQuery,
  useGetFrontendSuppliersQuery,
  useLazyGetFrontendSuppliersQuery,
  useGetLocationsQuery,
  useLazyGetLocationsQuery,
  useGetLocationsWithPositionQuery,
  useLazyGetLocationsWithPositionQuery,
  useGetLocationQuery,
  useLazyGetLocationQuery,
  useGetLocationIdQuery,
  useLazyGetLocationIdQuery,
  useGetCountriesWithLocationsQuery,
  useLazyGetCountriesWithLocationsQuery,
  useGetRangePricesQuery,
  useLazyGetRangePricesQuery,
} = injectedRtkApi;
