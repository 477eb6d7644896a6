/**
 * Tag `cars`, locations and countries: type-ahead, localized names (with the English fallback),
 * locations on the map, one location, a location's id by name, and countries with locations.
 */
import { COUNTRIES, LOCATIONS, type Lang } from '../src/db/seedData';
import type { PathParams } from '../src/contract';
import { callApi } from './support/api';
import { expectContract, pathOf } from './support/contract';
import { createTestApp, type TestApp } from './support/testApp';
import { countryId, locationId } from './support/seedIds';

type Language = PathParams<'getLocations'>['language'];

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const sortedNames = (names: string[], language: string) =>
  [...names].sort(new Intl.Collator(language, { sensitivity: 'base', numeric: true }).compare);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const locations = (language: Language, s?: string, page = 1, size = 100) =>
  callApi(t.app, 'getLocations', { params: { page, size, language }, ...(s === undefined ? {} : { query: { s } }) });

describe('getLocations (type-ahead)', () => {
  it('lists every location by localized name with its country and parent id', async () => {
    const res = await locations('fr');
    expect(res.status).toBe(200);
    const { resultData, pageInfo } = res.body[0]!;
    expect(pageInfo).toEqual([{ totalRecords: LOCATIONS.length }]);
    expect(resultData.map((l) => l.name)).toEqual(
      sortedNames(
        LOCATIONS.map((l) => l.names.fr),
        'fr',
      ),
    );
    const terminal = resultData.find((l) => l._id === locationId('paris-cdg-t1'))!;
    expect(terminal.parentLocation).toBe(locationId('paris-cdg'));
    expect(terminal.country).toMatchObject({ _id: countryId('FR'), name: 'France' });
    const seville = resultData.find((l) => l._id === locationId('seville-santa-justa'))!;
    expect(seville).toMatchObject({
      name: 'Gare de Séville-Santa Justa',
      country: { name: 'Espagne' },
      image: 'seville-santa-justa.webp',
    });
    expect(seville).not.toHaveProperty('parentLocation');
    // "Séville" sorts among the Se's, not after St as the database's C collation would put it.
    const names = resultData.map((l) => l.name);
    expect(names.indexOf('Gare de Séville-Santa Justa')).toBeLessThan(names.indexOf('Gare de Strasbourg'));
    // French elides "de" before a vowel.
    expect(names).toEqual(
      expect.arrayContaining(['Aéroport d’Agadir Al Massira', 'Aéroport d’Édimbourg', 'Aéroport de Fès Saïss']),
    );
    expect(names.filter((n) => /(?<!\p{L})de [aeiouàâéèêîôû]/iu.test(n))).toEqual([]);
  });

  it.each([
    ['es', 'mala', ['Aeropuerto de Málaga']],
    ['es', 'MÁLAGA', ['Aeropuerto de Málaga']],
    ['en', 'malaga airport', ['Málaga Airport']],
    ['fr', 'londres', null],
    ['en', 'terminal 2', null],
  ] as Array<[Lang, string, string[] | null]>)(
    'in %s, "%s" finds the names containing it (case and accents ignored)',
    async (language, keyword, expected) => {
      const res = await locations(language, keyword);
      const { resultData, pageInfo } = res.body[0]!;
      const wanted =
        expected ??
        sortedNames(
          LOCATIONS.map((l) => l.names[language]).filter((n) => fold(n).includes(fold(keyword))),
          language,
        );
      expect(resultData.map((l) => l.name)).toEqual(wanted);
      expect(pageInfo).toEqual([{ totalRecords: wanted.length }]);
      expect(wanted.length).toBeGreaterThan(0);
    },
  );

  it('answers an empty page when nothing matches', async () => {
    const res = await locations('en', 'zzzz');
    expect(res.body).toEqual([{ resultData: [], pageInfo: [] }]);
  });

  it('pages through the matches', async () => {
    const all = (await locations('en', 'airport')).body[0]!.resultData;
    expect(all.length).toBeGreaterThan(10);
    const pages: typeof all = [];
    for (let page = 1; page <= Math.ceil(all.length / 4); page++) {
      const { resultData, pageInfo } = (await locations('en', 'airport', page, 4)).body[0]!;
      expect(pageInfo).toEqual([{ totalRecords: all.length }]);
      pages.push(...resultData);
    }
    expect(pages.map((l) => l._id)).toEqual(all.map((l) => l._id));
  });

  it('falls back to the English name when a translation is missing', async () => {
    const id = locationId('bilbao-centre');
    await t.db.query("UPDATE locations SET names = names - 'es' WHERE id = $1", [id]);
    try {
      const { resultData } = (await locations('es', 'bilbao')).body[0]!;
      expect(resultData.find((l) => l._id === id)?.name).toBe('Bilbao City Centre');
    } finally {
      await t.db.query(`UPDATE locations SET names = names || '{"es":"Bilbao Centro"}' WHERE id = $1`, [id]);
    }
  });

  it('refuses an unknown language and too large a page', async () => {
    // A language outside the contract, so sent raw.
    const unknown = await t.app.inject({
      method: 'GET',
      url: pathOf('getLocations', { page: 1, size: 100, language: 'de' }),
    });
    expect(unknown.statusCode).toBe(400);
    expectContract('getLocations', unknown);
    expect((await locations('en', undefined, 1, 500)).status).toBe(400);
  });
});

describe('getLocationsWithPosition', () => {
  it('lists the located locations by name, leaving out those without coordinates', async () => {
    const id = locationId('nantes-centre');
    await t.db.query('UPDATE locations SET latitude = NULL, longitude = NULL WHERE id = $1', [id]);
    try {
      const res = await callApi(t.app, 'getLocationsWithPosition', { params: { language: 'es' } });
      expect(res.status).toBe(200);
      const list = res.body;
      expect(list).toHaveLength(LOCATIONS.length - 1);
      expect(list.some((l) => l._id === id)).toBe(false);
      expect(list.every((l) => typeof l.latitude === 'number' && typeof l.longitude === 'number')).toBe(true);
      expect(list.map((l) => l.name)).toEqual(
        sortedNames(
          list.map((l) => l.name),
          'es',
        ),
      );
      expect(list.find((l) => l._id === locationId('london-heathrow'))?.name).toBe('Aeropuerto de Londres Heathrow');
    } finally {
      await t.db.query('UPDATE locations SET latitude = 47.2184, longitude = -1.5536 WHERE id = $1', [id]);
    }
  });
});

describe('getLocation', () => {
  const getLocation = (id: string, language: Language = 'en') =>
    callApi(t.app, 'getLocation', { params: { id, language } });

  it('answers a location with its country and its child locations as parking spots', async () => {
    const res = await getLocation(locationId('london-heathrow'), 'fr');
    expect(res.status).toBe(200);
    const location = res.body;
    expect(location).toMatchObject({
      _id: locationId('london-heathrow'),
      name: 'Aéroport de Londres Heathrow',
      country: { _id: countryId('GB'), name: 'Royaume-Uni' },
      image: 'london-heathrow.webp',
    });
    expect(location).not.toHaveProperty('parentLocation');
    expect(location.parkingSpots).toMatchObject([
      {
        _id: locationId('london-heathrow-t2'),
        name: 'Aéroport de Londres Heathrow – Terminal 2',
        latitude: 51.4694,
        longitude: -0.4503,
      },
      {
        _id: locationId('london-heathrow-t5'),
        name: 'Aéroport de Londres Heathrow – Terminal 5',
        latitude: 51.4723,
        longitude: -0.4887,
      },
    ]);
  });

  it('answers a child location with its parent {_id, name}', async () => {
    const res = await getLocation(locationId('barcelona-el-prat-t1'), 'es');
    expect(res.body).toMatchObject({
      name: 'Aeropuerto de Barcelona El Prat – Terminal 1',
      parentLocation: { _id: locationId('barcelona-el-prat'), name: 'Aeropuerto de Barcelona El Prat' },
      parkingSpots: [],
    });
  });

  it('answers 204 for an unknown or malformed id', async () => {
    for (const id of ['ffffffffffffffffffffffff', 'nope']) {
      const res = await getLocation(id);
      expect(res.status).toBe(204);
    }
  });
});

describe('getLocationId', () => {
  const getId = (name: string, language: Language) => callApi(t.app, 'getLocationId', { params: { name, language } });

  it('finds a location by its exact localized name, ignoring case', async () => {
    for (const [name, language] of [
      ["Aéroport de Nice Côte d'Azur", 'fr'],
      ["AÉROPORT DE NICE CÔTE D'AZUR", 'fr'],
      ["nice côte d'azur airport", 'en'],
    ] as const) {
      const res = await getId(name, language);
      expect(res.status).toBe(200);
      expect(res.body).toBe(locationId('nice-airport'));
    }
  });

  it('answers 204 for a partial name or a name of another language', async () => {
    for (const [name, language] of [
      ['Nice', 'en'],
      ["Aéroport de Nice Côte d'Azur", 'en'],
    ] as const) {
      const res = await getId(name, language);
      expect(res.status).toBe(204);
    }
  });
});

describe('getCountriesWithLocations', () => {
  const countries = (language: Language, imageRequired: boolean, minLocations: number, s?: string) =>
    callApi(t.app, 'getCountriesWithLocations', {
      params: { language, imageRequired, minLocations },
      ...(s ? { query: { s } } : {}),
    });

  it('lists countries by localized name with all their locations', async () => {
    const res = await countries('es', false, 0);
    expect(res.status).toBe(200);
    const list = res.body;
    expect(list.map((c) => c.name)).toEqual(
      sortedNames(
        COUNTRIES.map((c) => c.names.es),
        'es',
      ),
    );
    for (const country of list) {
      const code = COUNTRIES.find((c) => countryId(c.code) === country._id)!.code;
      const expected = LOCATIONS.filter((l) => l.country === code);
      expect(country.locationsSize).toBe(expected.length);
      expect(country.locations.map((l) => l.name)).toEqual(
        sortedNames(
          expected.map((l) => l.names.es),
          'es',
        ),
      );
    }
  });

  it('counts only locations with an image when asked, and leaves out countries with too few', async () => {
    const min = 4;
    // Every seeded location has a picture: Albania keeps only three for this test.
    const albania = countryId('AL');
    const { rows } = await t.db.query<{ id: string; image: string }>(
      'SELECT id, image FROM locations WHERE country_id = $1 ORDER BY id',
      [albania],
    );
    const bare = rows.slice(min - 1);
    await t.db.query('UPDATE locations SET image = NULL WHERE id = ANY($1::text[])', [bare.map((row) => row.id)]);
    try {
      const list = (await countries('en', true, min)).body;
      const expected = COUNTRIES.filter(
        (c) => c.code !== 'AL' && LOCATIONS.filter((l) => l.country === c.code).length >= min,
      );
      expect(list.map((c) => c._id).sort()).toEqual(expected.map((c) => countryId(c.code)).sort());
      for (const country of list) {
        expect(country.locations.every((l) => typeof l.image === 'string')).toBe(true);
        expect(country.locationsSize).toBe(country.locations.length);
        expect(country.locationsSize).toBeGreaterThanOrEqual(min);
      }
      // Without the condition Albania is listed with all its locations.
      const all = (await countries('en', false, min)).body;
      expect(all.find((c) => c._id === albania)?.locationsSize).toBe(rows.length);
    } finally {
      for (const row of bare) await t.db.query('UPDATE locations SET image = $2 WHERE id = $1', [row.id, row.image]);
    }
  });

  it('filters countries by name', async () => {
    const list = (await countries('fr', false, 1, 'royaume')).body;
    expect(list.map((c) => c.name)).toEqual(['Royaume-Uni']);
  });
});
