/**
 * Chakra's token dictionary, computed once at build time instead of on every start.
 *
 * `createSystem` turns the theme's ~600 tokens into lookup tables (transforms, references, colour
 * palettes, CSS variables), which was about half of its 70–95 ms on the main thread before the
 * first paint. The production build computes the dictionary in Node from this same theme, keeps the
 * tables the browser reads (below), and a loader (`config/webpack/precomputedChakraTokens.cjs`)
 * makes Chakra's `createTokenDictionary` fill them from that snapshot instead of building them.
 *
 * Read in the browser: token values and CSS variables by name (`system.token`, `token.raw`, colour
 * mixing), the flat and per-category values (every style prop's token lookup) and the colour
 * palettes (`colorPalette`). Left empty: the per-condition CSS variable map, read only to write the
 * global style sheet, which the build also computes (see `config/webpack/chakraGlobalCss.ts`).
 */

type TokenValue = string | number;

interface DictionaryToken {
  name: string;
  value: TokenValue;
  extensions: {
    category?: string;
    prop?: string;
    condition?: string;
    cssVar?: { var: string; ref: string };
    conditions?: object;
    virtual?: boolean;
  };
}

/** The parts of Chakra's `TokenDictionary` a snapshot is taken from. */
export interface TokenDictionaryTables {
  tokenMap: Map<string, DictionaryToken>;
  flatMap: Map<string, TokenValue>;
  colorPaletteMap: Map<string, Map<string, string>>;
}

/** The tables, inside `createTokenDictionary`, that a snapshot fills. */
export interface TokenDictionaryViews {
  allTokens: DictionaryToken[];
  tokenNameMap: Map<string, DictionaryToken>;
  flatMap: Map<string, TokenValue>;
  byCategory: Map<string, Map<string, TokenValue>>;
  categoryMap: Map<string, Map<string, DictionaryToken>>;
  colorPaletteMap: Map<string, Map<string, string>>;
}

const SEMANTIC = 1;
const VIRTUAL = 2;

export interface ChakraTokenSnapshot {
  /** Every token by name: [name, value, CSS variable, flags (1 semantic, 2 virtual)]. */
  tokens: [name: string, value: TokenValue, cssVar: string, flags: number][];
  /** The flat values that are not the token's own `var(--…)` (negative spacing, for one). */
  flatValues: [name: string, value: TokenValue][];
  /** Colour palettes: each palette's `--colors-color-palette-*` variables and what they point to. */
  palettes: [palette: string, variables: [string, string][]][];
}

export function snapshotChakraTokens(dictionary: TokenDictionaryTables): ChakraTokenSnapshot {
  const tokens: ChakraTokenSnapshot['tokens'] = [];
  for (const [name, token] of dictionary.tokenMap) {
    const { cssVar, conditions, virtual } = token.extensions;
    if (!cssVar || cssVar.ref !== `var(${cssVar.var})` || !name.includes('.')) {
      throw new Error(
        `snapshotChakraTokens: token ${name} is not shaped as expected; review src/theme/chakraTokenSnapshot.ts`,
      );
    }
    tokens.push([name, token.value, cssVar.var, (conditions ? SEMANTIC : 0) | (virtual ? VIRTUAL : 0)]);
  }
  const flatValues: ChakraTokenSnapshot['flatValues'] = [];
  for (const [name, value] of dictionary.flatMap) {
    const token = dictionary.tokenMap.get(name);
    if (!token) throw new Error(`snapshotChakraTokens: flat value ${name} has no token`);
    if (value !== token.extensions.cssVar!.ref) flatValues.push([name, value]);
  }
  const palettes: ChakraTokenSnapshot['palettes'] = [...dictionary.colorPaletteMap].map(([palette, variables]) => [
    palette,
    [...variables],
  ]);
  return { tokens, flatValues, palettes };
}

function setIn<V>(map: Map<string, Map<string, V>>, outer: string, inner: string, value: V) {
  let entries = map.get(outer);
  if (!entries) map.set(outer, (entries = new Map()));
  entries.set(inner, value);
}

/** The dictionary's tables, built from a snapshot. */
export function restoreChakraTokens(snapshot: ChakraTokenSnapshot): TokenDictionaryViews {
  const views: TokenDictionaryViews = {
    allTokens: [],
    tokenNameMap: new Map(),
    flatMap: new Map(),
    byCategory: new Map(),
    categoryMap: new Map(),
    colorPaletteMap: new Map(),
  };
  const flatValues = new Map(snapshot.flatValues);
  for (const [name, value, cssVar, flags] of snapshot.tokens) {
    // A token's name is its category (one word) and its path in that category, joined by dots.
    const dot = name.indexOf('.');
    const category = name.slice(0, dot);
    const prop = name.slice(dot + 1);
    const ref = `var(${cssVar})`;
    const token: DictionaryToken = {
      name,
      value,
      extensions: {
        category,
        prop,
        condition: 'base',
        cssVar: { var: cssVar, ref },
        ...(flags & SEMANTIC ? { conditions: {} } : {}),
        ...(flags & VIRTUAL ? { virtual: true } : {}),
      },
    };
    views.allTokens.push(token);
    views.tokenNameMap.set(name, token);
    setIn(views.categoryMap, category, prop, token);
    const flat = flatValues.get(name) ?? ref;
    views.flatMap.set(name, flat);
    setIn(views.byCategory, category, prop, flat);
  }
  for (const [palette, variables] of snapshot.palettes) views.colorPaletteMap.set(palette, new Map(variables));
  return views;
}

let parsed: ChakraTokenSnapshot | undefined;
let restored: TokenDictionaryViews | undefined;

/** The production build's snapshot (`process.env.CHAKRA_TOKEN_SNAPSHOT`, JSON), parsed on first use. */
export function parsedChakraTokens(): ChakraTokenSnapshot {
  return (parsed ??= JSON.parse(process.env.CHAKRA_TOKEN_SNAPSHOT!) as ChakraTokenSnapshot);
}

/**
 * The snapshot, restored on first use. Start-up parses it and restores it in tasks of their own,
 * before building the system (src/theme/system.ts).
 */
export function restoredChakraTokens(): TokenDictionaryViews {
  return (restored ??= restoreChakraTokens(parsedChakraTokens()));
}

/** Fills `createTokenDictionary`'s empty tables with restored ones (the inner maps are shared). */
export function copyChakraTokens(from: TokenDictionaryViews, to: TokenDictionaryViews): void {
  to.allTokens.push(...from.allTokens);
  for (const key of ['tokenNameMap', 'flatMap', 'byCategory', 'categoryMap', 'colorPaletteMap'] as const) {
    const target = to[key] as Map<string, unknown>;
    for (const [name, value] of from[key]) target.set(name, value);
  }
}
