import { languageFromCountry, resolveLanguage } from './language';

const visitor = { setLanguageFromIp: false, signedIn: false };

describe('resolveLanguage', () => {
  it('prefers a supported URL language over everything saved', () => {
    expect(resolveLanguage({ queryLanguage: 'es', userLanguage: 'fr', storedLanguage: 'en' }, visitor)).toEqual({
      language: 'es',
      source: 'query',
    });
  });

  it('ignores an unsupported URL language and falls back to the saved user language', () => {
    expect(resolveLanguage({ queryLanguage: 'de', userLanguage: 'fr', storedLanguage: 'es' }, visitor)).toEqual({
      language: 'fr',
      source: 'user',
    });
  });

  it('uses the saved language when there is no user', () => {
    expect(resolveLanguage({ storedLanguage: 'es' }, visitor)).toEqual({ language: 'es', source: 'stored' });
  });

  it('defaults to English with the IP setting off', () => {
    expect(resolveLanguage({}, visitor)).toEqual({ language: 'en', source: 'default' });
  });

  it('asks for the country only for a visitor with nothing saved and the IP setting on', () => {
    expect(resolveLanguage({}, { setLanguageFromIp: true, signedIn: false })).toEqual({ askCountry: true });
    expect(resolveLanguage({}, { setLanguageFromIp: true, signedIn: true })).toEqual({
      language: 'en',
      source: 'default',
    });
    expect(resolveLanguage({ storedLanguage: 'fr' }, { setLanguageFromIp: true, signedIn: false })).toEqual({
      language: 'fr',
      source: 'stored',
    });
  });
});

describe('languageFromCountry', () => {
  it.each([
    ['FR', 'fr'],
    ['MA', 'fr'],
    ['fr', 'fr'],
    ['US', 'en'],
    ['GB', 'en'],
    ['AU', 'en'],
    ['ES', 'en'],
    ['DE', 'en'],
    [null, 'en'],
  ])('maps %p to %p', (country, language) => {
    expect(languageFromCountry(country)).toBe(language);
  });
});
