/**
 * The design tokens: Chakra's defaults (imported file by file, see chakraTheme.ts) less the
 * palettes nothing uses, plus the app's own (spec §9 colours: dark grey primary, light grey page,
 * amber selection; Roboto). Production builds do not ship this module: they restore the token
 * dictionary computed from it at build time (see chakraTokenSnapshot.ts and system.ts).
 */
import { animations } from '@chakra-theme/tokens/animations';
import { aspectRatios } from '@chakra-theme/tokens/aspect-ratios';
import { blurs } from '@chakra-theme/tokens/blurs';
import { borders } from '@chakra-theme/tokens/borders';
import { colors } from '@chakra-theme/tokens/colors';
import { cursor } from '@chakra-theme/tokens/cursor';
import { durations } from '@chakra-theme/tokens/durations';
import { easings } from '@chakra-theme/tokens/easings';
import { fontSizes } from '@chakra-theme/tokens/font-sizes';
import { fontWeights } from '@chakra-theme/tokens/font-weights';
import { letterSpacings } from '@chakra-theme/tokens/letter-spacing';
import { lineHeights } from '@chakra-theme/tokens/line-heights';
import { radii } from '@chakra-theme/tokens/radius';
import { sizes } from '@chakra-theme/tokens/sizes';
import { spacing } from '@chakra-theme/tokens/spacing';
import { zIndices } from '@chakra-theme/tokens/z-indices';
import { semanticColors } from '@chakra-theme/semantic-tokens/colors';
import { semanticRadii } from '@chakra-theme/semantic-tokens/radii';
import { semanticShadows } from '@chakra-theme/semantic-tokens/shadows';

/**
 * Colour palettes no recipe, page or status badge uses. Every palette is about 40 tokens (shades and
 * their semantic variants) that the token dictionary and the inline style sheet would carry.
 */
const UNUSED_PALETTES: readonly string[] = ['yellow', 'cyan', 'pink'];

function withoutUnusedPalettes<T extends object>(palettes: T): T {
  return Object.fromEntries(Object.entries(palettes).filter(([name]) => !UNUSED_PALETTES.includes(name))) as T;
}

const chakraTokens = {
  aspectRatios,
  animations,
  blurs,
  borders,
  colors: /* @__PURE__ */ withoutUnusedPalettes(colors),
  durations,
  easings,
  fontSizes,
  fontWeights,
  letterSpacings,
  lineHeights,
  radii,
  spacing,
  sizes,
  zIndex: zIndices,
  cursor,
};

const chakraSemanticTokens = {
  colors: /* @__PURE__ */ withoutUnusedPalettes(semanticColors),
  shadows: semanticShadows,
  radii: semanticRadii,
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
