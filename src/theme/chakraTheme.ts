/**
 * The parts of Chakra's default theme the app uses, imported file by file. Chakra's theme index
 * builds its full default config (every component recipe) at module level, which the bundler
 * cannot drop, so importing from it would ship ~40 unused recipes. `@chakra-theme/*` is an alias
 * of `@chakra-ui/react/dist/<format>/theme/*` (webpack, tsconfig and jest configure it).
 */
export { breakpoints } from '@chakra-theme/breakpoints';
export { globalCss } from '@chakra-theme/global-css';
export { layerStyles } from '@chakra-theme/layer-styles';
export { animationStyles } from '@chakra-theme/motion-styles';
export { textStyles } from '@chakra-theme/text-styles';
export { keyframes } from '@chakra-theme/tokens/keyframes';
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

export { badgeRecipe } from '@chakra-theme/recipes/badge';
export { buttonRecipe } from '@chakra-theme/recipes/button';
export { containerRecipe } from '@chakra-theme/recipes/container';
export { headingRecipe } from '@chakra-theme/recipes/heading';
export { inputRecipe } from '@chakra-theme/recipes/input';
export { linkRecipe } from '@chakra-theme/recipes/link';
export { separatorRecipe } from '@chakra-theme/recipes/separator';
export { skeletonRecipe } from '@chakra-theme/recipes/skeleton';
export { spinnerRecipe } from '@chakra-theme/recipes/spinner';
export { textareaRecipe } from '@chakra-theme/recipes/textarea';
export { accordionSlotRecipe } from '@chakra-theme/recipes/accordion';
export { alertSlotRecipe } from '@chakra-theme/recipes/alert';
export { checkboxSlotRecipe } from '@chakra-theme/recipes/checkbox';
export { dialogSlotRecipe } from '@chakra-theme/recipes/dialog';
export { fieldSlotRecipe } from '@chakra-theme/recipes/field';
export { listSlotRecipe } from '@chakra-theme/recipes/list';
export { menuSlotRecipe } from '@chakra-theme/recipes/menu';
export { progressSlotRecipe } from '@chakra-theme/recipes/progress';
export { switchSlotRecipe } from '@chakra-theme/recipes/switch';
export { tableSlotRecipe } from '@chakra-theme/recipes/table';
export { tabsSlotRecipe } from '@chakra-theme/recipes/tabs';
export { toastSlotRecipe } from '@chakra-theme/recipes/toast';

/**
 * Colour palettes no recipe, page or status badge uses. Every palette is about 40 tokens (shades and
 * their semantic variants) that `createSystem` processes at start-up and the inline style sheet
 * declares; leaving these three out makes the theme about a fifth cheaper to build.
 */
const UNUSED_PALETTES: readonly string[] = ['yellow', 'cyan', 'pink'];

function withoutUnusedPalettes<T extends object>(palettes: T): T {
  return Object.fromEntries(Object.entries(palettes).filter(([name]) => !UNUSED_PALETTES.includes(name))) as T;
}

export const tokens = {
  aspectRatios,
  animations,
  blurs,
  borders,
  colors: withoutUnusedPalettes(colors),
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

export const semanticTokens = { colors: withoutUnusedPalettes(semanticColors), shadows: semanticShadows, radii: semanticRadii };
