import { restoreChakraTokens, snapshotChakraTokens, type TokenDictionaryViews } from './chakraTokenSnapshot';
import { appSystem } from './system';

/** The tables restored from a snapshot of the app's real token dictionary, as the production build does. */
function restoredViews(): TokenDictionaryViews {
  // A round trip through JSON, as the snapshot travels inside the bundle.
  return restoreChakraTokens(JSON.parse(JSON.stringify(snapshotChakraTokens(appSystem().tokens))));
}

const sorted = <V>(map: Map<string, V>) => [...map].sort(([a], [b]) => a.localeCompare(b));

describe('Chakra token snapshot', () => {
  const dictionary = appSystem().tokens;
  const views = restoredViews();

  it('gives every style prop the same token values, flat and by category', () => {
    expect(sorted(views.flatMap)).toEqual(sorted(dictionary.flatMap));
    expect(views.byCategory.size).toBeGreaterThan(10);
    for (const [category, values] of views.byCategory) {
      expect(Object.fromEntries(values)).toEqual(dictionary.getCategoryValues(category));
    }
    expect(Object.fromEntries(views.byCategory.get('spacing')!)['4']).toBe('var(--chakra-spacing-4)');
  });

  it('keeps each token’s value, CSS variable and kind by name', () => {
    expect([...views.tokenNameMap.keys()].sort()).toEqual([...dictionary.tokenMap.keys()].sort());
    for (const [name, token] of views.tokenNameMap) {
      const original = dictionary.getByName(name)!;
      expect({
        name,
        value: token.value,
        cssVar: token.extensions.cssVar,
        semantic: !!token.extensions.conditions,
        virtual: !!token.extensions.virtual,
      }).toEqual({
        name,
        value: original.value,
        cssVar: original.extensions.cssVar,
        semantic: !!original.extensions.conditions,
        virtual: !!original.extensions.virtual,
      });
    }
    expect(views.tokenNameMap.get('opacity.50')?.value).toBe(dictionary.getByName('opacity.50')?.value);
  });

  it('keeps the tokens by category and the colour palettes', () => {
    for (const [category, tokens] of dictionary.categoryMap) {
      expect([...(views.categoryMap.get(category) ?? [])].map(([prop, token]) => [prop, token.name]).sort()).toEqual(
        [...tokens].map(([prop, token]) => [prop, token.name]).sort(),
      );
    }
    expect(sorted(views.colorPaletteMap).map(([palette, variables]) => [palette, sorted(variables)])).toEqual(
      sorted(dictionary.colorPaletteMap).map(([palette, variables]) => [palette, sorted(variables)]),
    );
    expect(views.colorPaletteMap.get('brand')?.get('--chakra-colors-color-palette-solid')).toBe(
      'var(--chakra-colors-brand-solid)',
    );
  });
});
