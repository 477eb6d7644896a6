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
