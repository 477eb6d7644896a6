import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs, type SystemContext } from '@chakra-ui/react';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  checkboxSlotRecipe,
  dialogSlotRecipe,
  containerRecipe,
  fieldSlotRecipe,
  listSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  menuSlotRecipe,
  progressSlotRecipe,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  textareaRecipe,
  textStyles,
  tableSlotRecipe,
  tabsSlotRecipe,
  toastSlotRecipe,
} from '@chakra-ui/react/theme';
import isPropValid from '@emotion/is-prop-valid';
import { appSemanticTokens, appTokens } from './chakraTokens';

/**
 * Underlined links sit in running text: inline, not inline-flex, so they wrap like the words
 * around them and keep the punctuation after them on their line ("condiciones de uso." and not a
 * lone full stop below).
 */
const linkInText = {
  ...linkRecipe,
  variants: {
    ...linkRecipe.variants,
    variant: {
      ...linkRecipe.variants?.variant,
      underline: { ...linkRecipe.variants?.variant?.underline, display: 'inline' },
    },
  },
};

/**
 * The app's Chakra system, built from the base config plus only the recipes we use, so the browser
 * does not compute every component's styles (spec §9 colours: dark grey primary, light grey page,
 * amber selection; Roboto; light and dark schemes).
 */
const config = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss: {
    ...globalCss,
    html: { colorPalette: 'brand' },
    // Respect the visitor's reduced-motion setting everywhere.
    '*, *::before, *::after': {
      _motionReduce: { animationDuration: '0.01ms !important', transitionDuration: '0.01ms !important' },
    },
    body: { bg: 'bg.page', color: 'fg' },
  },
  theme: {
    breakpoints,
    keyframes: {
      ...keyframes,
      'loading-bar': { from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } },
    },
    tokens: appTokens,
    semanticTokens: appSemanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkInText,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      alert: alertSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      progress: progressSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

let mergedConfig: ReturnType<typeof mergeConfigs> | undefined;
let builtSystem: SystemContext | undefined;

/** Chakra's base config merged with ours (a deep copy of both). */
function mergeSystemConfig() {
  return (mergedConfig ??= mergeConfigs(defaultBaseConfig, config));
}

/**
 * The app's Chakra system, built on first use from the merged config. (Production builds tell
 * createSystem not to copy a config it is given alone; see config/webpack/staticChakraGlobals.cjs.)
 */
export function appSystem(): SystemContext {
  return (builtSystem ??= createSystem(mergeSystemConfig()));
}

/**
 * Building the system at once would be start-up's longest task (40–60 ms here, four times that on
 * a phone), so start-up runs these steps as tasks of their own (src/index.tsx). The last one is
 * the first test of emotion's (very long) regular expression of HTML props, which compiles it: else
 * the first styled element's render pays for it, inside the first render.
 */
export const systemBuildSteps: (() => unknown)[] = [mergeSystemConfig, appSystem, () => isPropValid('children')];
