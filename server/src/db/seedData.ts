/**
 * The static part of the demo marketplace: countries, locations (real coordinates of airports,
 * stations and city centres; terminals as child locations), suppliers and car models.
 * `seed.ts` turns it into rows with a seeded pseudo-random generator.
 */

export type Lang = 'en' | 'fr' | 'es';
export type Names = Record<Lang, string>;

export const FUEL_TYPES = ['diesel', 'gasoline', 'electric', 'hybrid', 'plugInHybrid', 'unknown'] as const;
export const GEARBOXES = ['manual', 'automatic'] as const;
export const FUEL_POLICIES = ['likeForlike', 'freeTank', 'fullToFull', 'FullToEmpty'] as const;
export const RANGES = ['mini', 'midi', 'maxi', 'scooter'] as const;
export const MULTIMEDIA = ['touchscreen', 'bluetooth', 'androidAuto', 'appleCarPlay'] as const;
export const EXTRAS = [
  'cancellation',
  'amendments',
  'theftProtection',
  'collisionDamageWaiver',
  'fullInsurance',
  'additionalDriver',
] as const;

export type FuelType = (typeof FUEL_TYPES)[number];
export type Gearbox = (typeof GEARBOXES)[number];
export type FuelPolicy = (typeof FUEL_POLICIES)[number];
export type CarRange = (typeof RANGES)[number];
export type Multimedia = (typeof MULTIMEDIA)[number];
export type Extra = (typeof EXTRAS)[number];

export interface CountryData {
  code: string;
  names: Names;
  /** IANA time zone of every seeded location in the country (each of these has one zone). */
  timeZone: string;
}

export const COUNTRIES: CountryData[] = [
  { code: 'FR', names: { en: 'France', fr: 'France', es: 'Francia' }, timeZone: 'Europe/Paris' },
  { code: 'ES', names: { en: 'Spain', fr: 'Espagne', es: 'España' }, timeZone: 'Europe/Madrid' },
  { code: 'GB', names: { en: 'United Kingdom', fr: 'Royaume-Uni', es: 'Reino Unido' }, timeZone: 'Europe/London' },
  { code: 'AL', names: { en: 'Albania', fr: 'Albanie', es: 'Albania' }, timeZone: 'Europe/Tirane' },
  { code: 'MA', names: { en: 'Morocco', fr: 'Maroc', es: 'Marruecos' }, timeZone: 'Africa/Casablanca' },
];

const CITIES: Record<string, Names> = {
  Paris: { en: 'Paris', fr: 'Paris', es: 'París' },
  Nice: { en: 'Nice', fr: 'Nice', es: 'Niza' },
  Lyon: { en: 'Lyon', fr: 'Lyon', es: 'Lyon' },
  Marseille: { en: 'Marseille', fr: 'Marseille', es: 'Marsella' },
  Bordeaux: { en: 'Bordeaux', fr: 'Bordeaux', es: 'Burdeos' },
  Toulouse: { en: 'Toulouse', fr: 'Toulouse', es: 'Toulouse' },
  Nantes: { en: 'Nantes', fr: 'Nantes', es: 'Nantes' },
  Strasbourg: { en: 'Strasbourg', fr: 'Strasbourg', es: 'Estrasburgo' },
  Madrid: { en: 'Madrid', fr: 'Madrid', es: 'Madrid' },
  Barcelona: { en: 'Barcelona', fr: 'Barcelone', es: 'Barcelona' },
  Malaga: { en: 'Málaga', fr: 'Malaga', es: 'Málaga' },
  Seville: { en: 'Seville', fr: 'Séville', es: 'Sevilla' },
  Valencia: { en: 'Valencia', fr: 'Valence', es: 'Valencia' },
  Palma: { en: 'Palma de Mallorca', fr: 'Palma de Majorque', es: 'Palma de Mallorca' },
  Bilbao: { en: 'Bilbao', fr: 'Bilbao', es: 'Bilbao' },
  London: { en: 'London', fr: 'Londres', es: 'Londres' },
  Manchester: { en: 'Manchester', fr: 'Manchester', es: 'Mánchester' },
  Edinburgh: { en: 'Edinburgh', fr: 'Édimbourg', es: 'Edimburgo' },
  Birmingham: { en: 'Birmingham', fr: 'Birmingham', es: 'Birmingham' },
  Glasgow: { en: 'Glasgow', fr: 'Glasgow', es: 'Glasgow' },
  Bristol: { en: 'Bristol', fr: 'Bristol', es: 'Brístol' },
  Tirana: { en: 'Tirana', fr: 'Tirana', es: 'Tirana' },
  Durres: { en: 'Durrës', fr: 'Durrës', es: 'Durrës' },
  Vlore: { en: 'Vlorë', fr: 'Vlorë', es: 'Vlorë' },
  Sarande: { en: 'Sarandë', fr: 'Saranda', es: 'Sarandë' },
  Shkoder: { en: 'Shkodër', fr: 'Shkodër', es: 'Shkodër' },
  Marrakech: { en: 'Marrakesh', fr: 'Marrakech', es: 'Marrakech' },
  Casablanca: { en: 'Casablanca', fr: 'Casablanca', es: 'Casablanca' },
  Rabat: { en: 'Rabat', fr: 'Rabat', es: 'Rabat' },
  Fes: { en: 'Fez', fr: 'Fès', es: 'Fez' },
  Agadir: { en: 'Agadir', fr: 'Agadir', es: 'Agadir' },
  Tangier: { en: 'Tangier', fr: 'Tanger', es: 'Tánger' },
};

export interface LocationData {
  /** Stable key; also the name of its picture's file (every location has one). */
  key: string;
  country: string;
  names: Names;
  /** IANA time zone: pick-up and drop-off times are wall-clock times there. */
  timeZone: string;
  latitude: number;
  longitude: number;
  parent?: string;
}

type Kind = { airport: string; name?: string } | { centre: string } | { port: string } | { station: Names };

interface LocationSpec {
  key: string;
  kind: Kind;
  at: [number, number];
  /** Child locations: terminals of an airport, [label, latitude, longitude]. */
  terminals?: Array<[string, number, number]>;
}

/** French "de" before a name, elided before a vowel: "d’Agadir", "d’Édimbourg", but "de Nice". */
function frenchOf(name: string): string {
  return /^[aeiouàâäéèêëîïôöùûü]/i.test(name) ? `d’${name}` : `de ${name}`;
}

function namesOf(kind: Kind): Names {
  if ('airport' in kind) {
    const city = CITIES[kind.airport]!;
    const suffix = kind.name ? ` ${kind.name}` : '';
    return {
      en: `${city.en}${suffix} Airport`,
      fr: `Aéroport ${frenchOf(city.fr)}${suffix}`,
      es: `Aeropuerto de ${city.es}${suffix}`,
    };
  }
  if ('centre' in kind) {
    const city = CITIES[kind.centre]!;
    return { en: `${city.en} City Centre`, fr: `${city.fr} Centre-ville`, es: `${city.es} Centro` };
  }
  if ('port' in kind) {
    const city = CITIES[kind.port]!;
    return { en: `${city.en} Port`, fr: `Port ${frenchOf(city.fr)}`, es: `Puerto de ${city.es}` };
  }
  return kind.station;
}

const LOCATION_SPECS: Record<string, LocationSpec[]> = {
  FR: [
    {
      key: 'paris-cdg',
      kind: { airport: 'Paris', name: 'Charles de Gaulle' },
      at: [49.0097, 2.5479],
      terminals: [
        ['1', 49.0147, 2.5418],
        ['2E', 49.0046, 2.5714],
      ],
    },
    { key: 'paris-orly', kind: { airport: 'Paris', name: 'Orly' }, at: [48.7262, 2.3652] },
    {
      key: 'paris-gare-de-lyon',
      kind: {
        station: { en: 'Paris Gare de Lyon Station', fr: 'Paris Gare de Lyon', es: 'Estación de París Gare de Lyon' },
      },
      at: [48.8443, 2.3744],
    },
    { key: 'nice-airport', kind: { airport: 'Nice', name: "Côte d'Azur" }, at: [43.6584, 7.2159] },
    { key: 'lyon-airport', kind: { airport: 'Lyon', name: 'Saint-Exupéry' }, at: [45.7256, 5.0811] },
    { key: 'marseille-airport', kind: { airport: 'Marseille', name: 'Provence' }, at: [43.4393, 5.2214] },
    {
      key: 'bordeaux-saint-jean',
      kind: {
        station: {
          en: 'Bordeaux Saint-Jean Station',
          fr: 'Gare de Bordeaux-Saint-Jean',
          es: 'Estación de Burdeos Saint-Jean',
        },
      },
      at: [44.8256, -0.556],
    },
    { key: 'toulouse-airport', kind: { airport: 'Toulouse', name: 'Blagnac' }, at: [43.6291, 1.3638] },
    { key: 'nantes-centre', kind: { centre: 'Nantes' }, at: [47.2184, -1.5536] },
    {
      key: 'strasbourg-station',
      kind: { station: { en: 'Strasbourg Central Station', fr: 'Gare de Strasbourg', es: 'Estación de Estrasburgo' } },
      at: [48.585, 7.735],
    },
  ],
  ES: [
    {
      key: 'madrid-barajas',
      kind: { airport: 'Madrid', name: 'Barajas' },
      at: [40.4983, -3.5676],
      terminals: [
        ['1', 40.4722, -3.5673],
        ['4', 40.4919, -3.5932],
      ],
    },
    {
      key: 'madrid-atocha',
      kind: { station: { en: 'Madrid Atocha Station', fr: 'Gare de Madrid-Atocha', es: 'Estación de Madrid-Atocha' } },
      at: [40.4065, -3.6895],
    },
    {
      key: 'barcelona-el-prat',
      kind: { airport: 'Barcelona', name: 'El Prat' },
      at: [41.2974, 2.0833],
      terminals: [
        ['1', 41.2887, 2.0731],
        ['2', 41.3036, 2.0772],
      ],
    },
    {
      key: 'barcelona-sants',
      kind: {
        station: { en: 'Barcelona Sants Station', fr: 'Gare de Barcelone-Sants', es: 'Estación de Barcelona-Sants' },
      },
      at: [41.3791, 2.1402],
    },
    { key: 'malaga-airport', kind: { airport: 'Malaga' }, at: [36.6749, -4.4991] },
    {
      key: 'seville-santa-justa',
      kind: {
        station: {
          en: 'Seville Santa Justa Station',
          fr: 'Gare de Séville-Santa Justa',
          es: 'Estación de Sevilla-Santa Justa',
        },
      },
      at: [37.3919, -5.9752],
    },
    { key: 'valencia-airport', kind: { airport: 'Valencia' }, at: [39.4893, -0.4816] },
    { key: 'palma-airport', kind: { airport: 'Palma' }, at: [39.5517, 2.7388] },
    { key: 'bilbao-centre', kind: { centre: 'Bilbao' }, at: [43.263, -2.935] },
  ],
  GB: [
    {
      key: 'london-heathrow',
      kind: { airport: 'London', name: 'Heathrow' },
      at: [51.47, -0.4543],
      terminals: [
        ['2', 51.4694, -0.4503],
        ['5', 51.4723, -0.4887],
      ],
    },
    { key: 'london-gatwick', kind: { airport: 'London', name: 'Gatwick' }, at: [51.1537, -0.1821] },
    {
      key: 'london-kings-cross',
      kind: {
        station: {
          en: "London King's Cross Station",
          fr: 'Gare de Londres King’s Cross',
          es: 'Estación de Londres King’s Cross',
        },
      },
      at: [51.5308, -0.1238],
    },
    { key: 'manchester-airport', kind: { airport: 'Manchester' }, at: [53.365, -2.2728] },
    { key: 'edinburgh-airport', kind: { airport: 'Edinburgh' }, at: [55.9508, -3.3615] },
    {
      key: 'birmingham-new-street',
      kind: {
        station: {
          en: 'Birmingham New Street Station',
          fr: 'Gare de Birmingham New Street',
          es: 'Estación de Birmingham New Street',
        },
      },
      at: [52.4778, -1.899],
    },
    { key: 'glasgow-centre', kind: { centre: 'Glasgow' }, at: [55.8642, -4.2518] },
    { key: 'bristol-airport', kind: { airport: 'Bristol' }, at: [51.3827, -2.7191] },
  ],
  AL: [
    { key: 'tirana-airport', kind: { airport: 'Tirana', name: 'Nënë Tereza' }, at: [41.4147, 19.7206] },
    { key: 'tirana-centre', kind: { centre: 'Tirana' }, at: [41.3275, 19.8187] },
    { key: 'durres-port', kind: { port: 'Durres' }, at: [41.3131, 19.4456] },
    { key: 'vlore-centre', kind: { centre: 'Vlore' }, at: [40.4661, 19.4914] },
    { key: 'sarande-centre', kind: { centre: 'Sarande' }, at: [39.8756, 20.0053] },
    { key: 'shkoder-centre', kind: { centre: 'Shkoder' }, at: [42.0693, 19.5033] },
  ],
  MA: [
    { key: 'marrakech-menara', kind: { airport: 'Marrakech', name: 'Menara' }, at: [31.6069, -8.0363] },
    {
      key: 'casablanca-mohammed-v',
      kind: { airport: 'Casablanca', name: 'Mohammed V' },
      at: [33.3675, -7.5898],
      terminals: [['1', 33.3693, -7.5866]],
    },
    {
      key: 'casablanca-casa-voyageurs',
      kind: {
        station: { en: 'Casa-Voyageurs Station', fr: 'Gare de Casa-Voyageurs', es: 'Estación de Casa-Voyageurs' },
      },
      at: [33.5899, -7.5907],
    },
    { key: 'rabat-centre', kind: { centre: 'Rabat' }, at: [34.0209, -6.8416] },
    { key: 'fes-saiss', kind: { airport: 'Fes', name: 'Saïss' }, at: [33.9273, -4.978] },
    { key: 'agadir-al-massira', kind: { airport: 'Agadir', name: 'Al Massira' }, at: [30.325, -9.4131] },
    { key: 'tangier-ibn-battouta', kind: { airport: 'Tangier', name: 'Ibn Battouta' }, at: [35.7269, -5.9169] },
  ],
};

/** Top-level locations first, each followed by its children. */
export const LOCATIONS: LocationData[] = Object.entries(LOCATION_SPECS).flatMap(([country, specs]) =>
  specs.flatMap((spec) => {
    const names = namesOf(spec.kind);
    const timeZone = COUNTRIES.find((c) => c.code === country)!.timeZone;
    const parent: LocationData = {
      key: spec.key,
      country,
      names,
      timeZone,
      latitude: spec.at[0],
      longitude: spec.at[1],
    };
    const children: LocationData[] = (spec.terminals ?? []).map(([label, lat, lng]) => ({
      key: `${spec.key}-t${label.toLowerCase()}`,
      country,
      timeZone,
      names: {
        en: `${names.en} – Terminal ${label}`,
        fr: `${names.fr} – Terminal ${label}`,
        es: `${names.es} – Terminal ${label}`,
      },
      latitude: lat,
      longitude: lng,
      parent: spec.key,
    }));
    return [parent, ...children];
  }),
);

export interface SupplierData {
  key: string;
  fullName: string;
  email: string;
  /** Logo colours; no logo when undefined (such suppliers must not disappear from lists). */
  logo?: { background: string; foreground: string };
  countries: string[];
  payLater: boolean;
  licenseRequired: boolean;
  priceChangeRate: number;
  /** Multiplies the model's base prices. */
  priceFactor: number;
}

export const SUPPLIERS: SupplierData[] = [
  {
    key: 'atlas-drive',
    fullName: 'Atlas Drive',
    email: 'bookings@atlas-drive.example',
    logo: { background: '#0f766e', foreground: '#ffffff' },
    countries: ['MA', 'ES'],
    payLater: true,
    licenseRequired: true,
    priceChangeRate: 0,
    priceFactor: 0.9,
  },
  {
    key: 'azur-location',
    fullName: 'Azur Location',
    email: 'contact@azur-location.example',
    logo: { background: '#1d4ed8', foreground: '#fde68a' },
    countries: ['FR'],
    payLater: true,
    licenseRequired: false,
    priceChangeRate: 5,
    priceFactor: 1.05,
  },
  {
    key: 'costa-wheels',
    fullName: 'Costa Wheels',
    email: 'reservas@costa-wheels.example',
    logo: { background: '#f59e0b', foreground: '#1f2937' },
    countries: ['ES', 'FR'],
    payLater: false,
    licenseRequired: true,
    priceChangeRate: -2.5,
    priceFactor: 0.95,
  },
  {
    key: 'highland-hire',
    fullName: 'Highland Hire',
    email: 'desk@highland-hire.example',
    logo: { background: '#166534', foreground: '#f0fdf4' },
    countries: ['GB'],
    payLater: true,
    licenseRequired: true,
    priceChangeRate: 0,
    priceFactor: 1.15,
  },
  {
    key: 'adriatic-rent',
    fullName: 'Adriatic Rent',
    email: 'info@adriatic-rent.example',
    logo: { background: '#be123c', foreground: '#fff1f2' },
    countries: ['AL'],
    payLater: true,
    licenseRequired: false,
    priceChangeRate: 0,
    priceFactor: 0.75,
  },
  {
    key: 'euromotion',
    fullName: 'Euromotion',
    email: 'service@euromotion.example',
    logo: { background: '#312e81', foreground: '#c7d2fe' },
    countries: ['FR', 'ES', 'GB', 'AL', 'MA'],
    payLater: false,
    licenseRequired: false,
    priceChangeRate: 3,
    priceFactor: 1,
  },
  {
    key: 'kestrel-mobility',
    fullName: 'Kestrel Mobility',
    email: 'hello@kestrel-mobility.example',
    logo: { background: '#7c2d12', foreground: '#ffedd5' },
    countries: ['GB', 'FR'],
    payLater: true,
    licenseRequired: false,
    priceChangeRate: 0,
    priceFactor: 1.1,
  },
];

export interface CarModel {
  name: string;
  range: CarRange;
  seats: number;
  doors: number;
  fuel: FuelType[];
  gearbox: Gearbox[];
  /** Base daily price in EUR. */
  daily: number;
  /** Typical CO2 emission in g/km for combustion engines (electric = 0). */
  co2: number;
  deposit: [number, number];
  multimedia: Multimedia[];
  minimumAge: number;
  aircon: boolean;
  color: string;
}

/** The first four cover the four ranges, so any seed of four cars or more has every range. */
export const CAR_MODELS: CarModel[] = [
  {
    name: 'Fiat 500',
    range: 'mini',
    seats: 4,
    doors: 3,
    fuel: ['gasoline', 'hybrid'],
    gearbox: ['manual'],
    daily: 29,
    co2: 105,
    deposit: [150, 400],
    multimedia: ['bluetooth', 'touchscreen'],
    minimumAge: 18,
    aircon: true,
    color: '#e11d48',
  },
  {
    name: 'Renault Clio',
    range: 'midi',
    seats: 5,
    doors: 5,
    fuel: ['gasoline', 'diesel', 'hybrid'],
    gearbox: ['manual', 'automatic'],
    daily: 36,
    co2: 110,
    deposit: [300, 700],
    multimedia: ['bluetooth', 'touchscreen', 'androidAuto', 'appleCarPlay'],
    minimumAge: 21,
    aircon: true,
    color: '#f97316',
  },
  {
    name: 'Peugeot 5008',
    range: 'maxi',
    seats: 7,
    doors: 5,
    fuel: ['diesel', 'hybrid'],
    gearbox: ['automatic', 'manual'],
    daily: 74,
    co2: 135,
    deposit: [700, 1300],
    multimedia: ['bluetooth', 'touchscreen', 'androidAuto', 'appleCarPlay'],
    minimumAge: 23,
    aircon: true,
    color: '#334155',
  },
  {
    name: 'Piaggio Liberty 125',
    range: 'scooter',
    seats: 2,
    doors: 0,
    fuel: ['gasoline'],
    gearbox: ['automatic'],
    daily: 22,
    co2: 60,
    deposit: [100, 300],
    multimedia: [],
    minimumAge: 18,
    aircon: false,
    color: '#0ea5e9',
  },
  {
    name: 'Toyota Aygo X',
    range: 'mini',
    seats: 4,
    doors: 5,
    fuel: ['gasoline'],
    gearbox: ['manual', 'automatic'],
    daily: 27,
    co2: 108,
    deposit: [150, 350],
    multimedia: ['bluetooth', 'appleCarPlay', 'androidAuto'],
    minimumAge: 18,
    aircon: true,
    color: '#dc2626',
  },
  {
    name: 'Kia Picanto',
    range: 'mini',
    seats: 4,
    doors: 5,
    fuel: ['gasoline'],
    gearbox: ['manual'],
    daily: 25,
    co2: 112,
    deposit: [150, 350],
    multimedia: ['bluetooth'],
    minimumAge: 18,
    aircon: true,
    color: '#16a34a',
  },
  {
    name: 'Hyundai i10',
    range: 'mini',
    seats: 4,
    doors: 5,
    fuel: ['gasoline'],
    gearbox: ['manual', 'automatic'],
    daily: 26,
    co2: 114,
    deposit: [150, 350],
    multimedia: ['bluetooth', 'touchscreen'],
    minimumAge: 18,
    aircon: true,
    color: '#a855f7',
  },
  {
    name: 'Renault Twingo E-Tech',
    range: 'mini',
    seats: 4,
    doors: 5,
    fuel: ['electric'],
    gearbox: ['automatic'],
    daily: 31,
    co2: 0,
    deposit: [200, 400],
    multimedia: ['touchscreen', 'bluetooth'],
    minimumAge: 21,
    aircon: true,
    color: '#facc15',
  },
  {
    name: 'Citroën C1',
    range: 'mini',
    seats: 4,
    doors: 3,
    fuel: ['gasoline'],
    gearbox: ['manual'],
    daily: 23,
    co2: 99,
    deposit: [150, 300],
    multimedia: [],
    minimumAge: 18,
    aircon: false,
    color: '#f43f5e',
  },
  {
    name: 'Volkswagen up!',
    range: 'mini',
    seats: 4,
    doors: 5,
    fuel: ['gasoline', 'electric'],
    gearbox: ['manual', 'automatic'],
    daily: 28,
    co2: 108,
    deposit: [150, 350],
    multimedia: ['bluetooth'],
    minimumAge: 18,
    aircon: true,
    color: '#0284c7',
  },
  {
    name: 'Peugeot 208',
    range: 'midi',
    seats: 5,
    doors: 5,
    fuel: ['gasoline', 'diesel', 'electric'],
    gearbox: ['manual', 'automatic'],
    daily: 35,
    co2: 112,
    deposit: [300, 650],
    multimedia: ['bluetooth', 'touchscreen', 'androidAuto', 'appleCarPlay'],
    minimumAge: 21,
    aircon: true,
    color: '#facc15',
  },
  {
    name: 'Volkswagen Golf',
    range: 'midi',
    seats: 5,
    doors: 5,
    fuel: ['gasoline', 'diesel', 'plugInHybrid'],
    gearbox: ['manual', 'automatic'],
    daily: 42,
    co2: 120,
    deposit: [400, 800],
    multimedia: ['bluetooth', 'touchscreen', 'androidAuto', 'appleCarPlay'],
    minimumAge: 21,
    aircon: true,
    color: '#1e3a8a',
  },
  {
    name: 'Toyota Corolla',
    range: 'midi',
    seats: 5,
    doors: 5,
    fuel: ['hybrid'],
    gearbox: ['automatic'],
    daily: 44,
    co2: 101,
    deposit: [400, 800],
    multimedia: ['bluetooth', 'touchscreen', 'appleCarPlay', 'androidAuto'],
    minimumAge: 21,
    aircon: true,
    color: '#9ca3af',
  },
  {
    name: 'Seat Ibiza',
    range: 'midi',
    seats: 5,
    doors: 5,
    fuel: ['gasoline'],
    gearbox: ['manual'],
    daily: 33,
    co2: 118,
    deposit: [300, 600],
    multimedia: ['bluetooth', 'touchscreen'],
    minimumAge: 21,
    aircon: true,
    color: '#b91c1c',
  },
  {
    name: 'Ford Focus',
    range: 'midi',
    seats: 5,
    doors: 5,
    fuel: ['gasoline', 'diesel'],
    gearbox: ['manual', 'automatic'],
    daily: 39,
    co2: 122,
    deposit: [350, 750],
    multimedia: ['bluetooth', 'touchscreen', 'appleCarPlay'],
    minimumAge: 21,
    aircon: true,
    color: '#2563eb',
  },
  {
    name: 'Opel Corsa Electric',
    range: 'midi',
    seats: 5,
    doors: 5,
    fuel: ['electric'],
    gearbox: ['automatic'],
    daily: 41,
    co2: 0,
    deposit: [400, 700],
    multimedia: ['touchscreen', 'bluetooth', 'androidAuto', 'appleCarPlay'],
    minimumAge: 21,
    aircon: true,
    color: '#fde047',
  },
  {
    name: 'Kia Niro',
    range: 'midi',
    seats: 5,
    doors: 5,
    fuel: ['hybrid', 'plugInHybrid', 'electric'],
    gearbox: ['automatic'],
    daily: 47,
    co2: 98,
    deposit: [450, 850],
    multimedia: ['touchscreen', 'bluetooth', 'androidAuto', 'appleCarPlay'],
    minimumAge: 21,
    aircon: true,
    color: '#0f766e',
  },
  {
    name: 'Tesla Model 3',
    range: 'midi',
    seats: 5,
    doors: 4,
    fuel: ['electric'],
    gearbox: ['automatic'],
    daily: 79,
    co2: 0,
    deposit: [800, 1500],
    multimedia: ['touchscreen', 'bluetooth'],
    minimumAge: 25,
    aircon: true,
    color: '#f8fafc',
  },
  {
    name: 'Dacia Sandero',
    range: 'midi',
    seats: 5,
    doors: 5,
    fuel: ['gasoline', 'diesel'],
    gearbox: ['manual'],
    daily: 27,
    co2: 120,
    deposit: [250, 500],
    multimedia: ['bluetooth'],
    minimumAge: 21,
    aircon: true,
    color: '#78716c',
  },
  {
    name: 'Volkswagen Touran',
    range: 'maxi',
    seats: 7,
    doors: 5,
    fuel: ['diesel', 'gasoline'],
    gearbox: ['manual', 'automatic'],
    daily: 66,
    co2: 138,
    deposit: [600, 1100],
    multimedia: ['bluetooth', 'touchscreen', 'appleCarPlay'],
    minimumAge: 23,
    aircon: true,
    color: '#475569',
  },
  {
    name: 'Ford Galaxy',
    range: 'maxi',
    seats: 7,
    doors: 5,
    fuel: ['diesel', 'hybrid'],
    gearbox: ['automatic'],
    daily: 72,
    co2: 148,
    deposit: [700, 1200],
    multimedia: ['bluetooth', 'touchscreen', 'androidAuto'],
    minimumAge: 23,
    aircon: true,
    color: '#1f2937',
  },
  {
    name: 'Mercedes-Benz Vito Tourer',
    range: 'maxi',
    seats: 9,
    doors: 4,
    fuel: ['diesel'],
    gearbox: ['automatic', 'manual'],
    daily: 98,
    co2: 189,
    deposit: [900, 1500],
    multimedia: ['bluetooth', 'touchscreen', 'appleCarPlay'],
    minimumAge: 25,
    aircon: true,
    color: '#111827',
  },
  {
    name: 'Renault Trafic Passenger',
    range: 'maxi',
    seats: 9,
    doors: 4,
    fuel: ['diesel'],
    gearbox: ['manual'],
    daily: 85,
    co2: 178,
    deposit: [800, 1400],
    multimedia: ['bluetooth'],
    minimumAge: 25,
    aircon: true,
    color: '#e5e7eb',
  },
  {
    name: 'Skoda Kodiaq',
    range: 'maxi',
    seats: 7,
    doors: 5,
    fuel: ['diesel', 'gasoline', 'plugInHybrid'],
    gearbox: ['automatic', 'manual'],
    daily: 69,
    co2: 145,
    deposit: [700, 1200],
    multimedia: ['bluetooth', 'touchscreen', 'androidAuto', 'appleCarPlay'],
    minimumAge: 23,
    aircon: true,
    color: '#166534',
  },
  {
    name: 'Volvo XC90 Recharge',
    range: 'maxi',
    seats: 7,
    doors: 5,
    fuel: ['plugInHybrid'],
    gearbox: ['automatic'],
    daily: 125,
    co2: 45,
    deposit: [1000, 1500],
    multimedia: ['touchscreen', 'bluetooth', 'androidAuto', 'appleCarPlay'],
    minimumAge: 25,
    aircon: true,
    color: '#cbd5e1',
  },
  {
    name: 'Kia EV9',
    range: 'maxi',
    seats: 7,
    doors: 5,
    fuel: ['electric'],
    gearbox: ['automatic'],
    daily: 119,
    co2: 0,
    deposit: [1000, 1500],
    multimedia: ['touchscreen', 'bluetooth', 'androidAuto', 'appleCarPlay'],
    minimumAge: 25,
    aircon: true,
    color: '#14532d',
  },
  {
    name: 'Yamaha NMAX 125',
    range: 'scooter',
    seats: 2,
    doors: 0,
    fuel: ['gasoline'],
    gearbox: ['automatic'],
    daily: 24,
    co2: 55,
    deposit: [100, 300],
    multimedia: [],
    minimumAge: 18,
    aircon: false,
    color: '#1e40af',
  },
  {
    name: 'Vespa Primavera 125',
    range: 'scooter',
    seats: 2,
    doors: 0,
    fuel: ['gasoline'],
    gearbox: ['automatic'],
    daily: 29,
    co2: 58,
    deposit: [150, 300],
    multimedia: ['bluetooth'],
    minimumAge: 18,
    aircon: false,
    color: '#a3e635',
  },
  {
    name: 'Honda PCX 125',
    range: 'scooter',
    seats: 2,
    doors: 0,
    fuel: ['gasoline'],
    gearbox: ['automatic'],
    daily: 23,
    co2: 50,
    deposit: [100, 250],
    multimedia: [],
    minimumAge: 18,
    aircon: false,
    color: '#f87171',
  },
  {
    name: 'NIU MQi GT',
    range: 'scooter',
    seats: 2,
    doors: 0,
    fuel: ['electric'],
    gearbox: ['automatic'],
    daily: 19,
    co2: 0,
    deposit: [100, 200],
    multimedia: [],
    minimumAge: 18,
    aircon: false,
    color: '#f1f5f9',
  },
];

export const DEMO_PASSWORD = 'drive-demo-2025';

export interface DemoUser {
  key: string;
  email: string;
  fullName: string;
  phone: string;
  birthDate: string;
  language: Lang;
  verified: boolean;
  blacklisted: boolean;
}

export const DEMO_USERS: DemoUser[] = [
  {
    key: 'demo',
    email: 'demo.driver@example.com',
    fullName: 'Alex Martin',
    phone: '+33612345678',
    birthDate: '1990-04-12',
    language: 'en',
    verified: true,
    blacklisted: false,
  },
  {
    key: 'suspended',
    email: 'suspended.driver@example.com',
    fullName: 'Sam Keller',
    phone: '+34612345678',
    birthDate: '1985-09-30',
    language: 'es',
    verified: true,
    blacklisted: true,
  },
  {
    key: 'unverified',
    email: 'unverified.driver@example.com',
    fullName: 'Jo Bernard',
    phone: '+447700900123',
    birthDate: '1998-01-21',
    language: 'fr',
    verified: false,
    blacklisted: false,
  },
];
