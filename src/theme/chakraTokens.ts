/**
 * The design tokens: Chakra's defaults less the palettes nothing uses, plus the app's own (spec §9
 * colours: dark grey primary, light grey page, amber selection; Roboto). Chakra's `tokens` keep its
 * theme entry, which builds its whole default config, in the first download: every component's
 * recipe, 13 KB of brotli. Importing its token files by path instead bought 3–38 ms of blocking
 * time on Lighthouse's phone (2026-11-29), short of what issue 38 asks of a patch of Chakra.
 */
import { semanticTokens, tokens } from '@chakra-ui/react/theme';

/**
 * Colour palettes no recipe, page or status badge uses. Every palette is about 40 tokens (shades and
 * their semantic variants) that the token dictionary and the inline style sheet would carry.
 */
const UNUSED_PALETTES: readonly string[] = ['yellow', 'cyan', 'pink'];

function withoutUnusedPalettes<T extends object>(palettes: T): T {
  return Object.fromEntries(Object.entries(palettes).filter(([name]) => !UNUSED_PALETTES.includes(name))) as T;
}

const chakraTokens = { ...tokens, colors: /* @__PURE__ */ withoutUnusedPalettes(tokens.colors) };

const chakraSemanticTokens = {
  ...semanticTokens,
  colors: /* @__PURE__ */ withoutUnusedPalettes(semanticTokens.colors),
};

export const appTokens = {
  ...chakraTokens,
  fonts: {
    heading: { value: 'Roboto, "Helvetica Neue", Arial, sans-serif' },
    body: { value: 'Roboto, "Helvetica Neue", Arial, sans-serif' },
    mono: { value: 'SFMono-Regular, Menlo, Monaco, Consolas, monospace' },
  },
  colors: {
    ...chakraTokens.colors,
    brand: {
      50: { value: '#f5f5f5' },
      100: { value: '#e8e8e8' },
      200: { value: '#d1d1d1' },
      300: { value: '#a8a8a8' },
      400: { value: '#7a7a7a' },
      500: { value: '#4d4d4d' },
      600: { value: '#333333' },
      700: { value: '#262626' },
      800: { value: '#1f1f1f' },
      900: { value: '#1a1a1a' },
      950: { value: '#0d0d0d' },
    },
    selection: { value: '#F7B644' },
  },
};

export const appSemanticTokens = {
  ...chakraSemanticTokens,
  colors: {
    ...chakraSemanticTokens.colors,
    // Darker than Chakra's default so error text keeps 4.5:1 contrast on the light grey page.
    'fg.error': { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
    'bg.page': { value: { _light: '#FAFAFA', _dark: '{colors.gray.950}' } },
    'bg.selected': { value: '{colors.selection}' },
    'fg.onSelected': { value: '{colors.brand.900}' },
    brand: {
      solid: { value: { _light: '{colors.brand.900}', _dark: '{colors.brand.100}' } },
      contrast: { value: { _light: 'white', _dark: '{colors.brand.900}' } },
      fg: { value: { _light: '{colors.brand.800}', _dark: '{colors.brand.100}' } },
      muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.800}' } },
      subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.900}' } },
      emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.700}' } },
      focusRing: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.200}' } },
      border: { value: { _light: '{colors.brand.300}', _dark: '{colors.brand.600}' } },
    },
  },
};
