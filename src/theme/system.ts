import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  checkboxSlotRecipe,
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
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  textareaRecipe,
  textStyles,
  tableSlotRecipe,
  tabsSlotRecipe,
  toastSlotRecipe,
  tokens,
} from './chakraTheme';

/**
 * The app's Chakra system, built from the base config plus only the recipes we use, so the bundle
 * does not carry every component's styles (spec §9 colours: dark grey primary, light grey page,
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
    '*, *::before, *::after': { _motionReduce: { animationDuration: '0.01ms !important', transitionDuration: '0.01ms !important' } },
    body: { bg: 'bg.page', color: 'fg' },
  },
  theme: {
    breakpoints,
    keyframes: {
      ...keyframes,
      'loading-bar': { from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } },
    },
    tokens: {
      ...tokens,
      fonts: {
        heading: { value: 'Roboto, "Helvetica Neue", Arial, sans-serif' },
        body: { value: 'Roboto, "Helvetica Neue", Arial, sans-serif' },
        mono: { value: 'SFMono-Regular, Menlo, Monaco, Consolas, monospace' },
      },
      colors: {
        ...tokens.colors,
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
    },
    semanticTokens: {
      ...semanticTokens,
      colors: {
        ...semanticTokens.colors,
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
    },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      alert: alertSlotRecipe,
      checkbox: checkboxSlotRecipe,
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

export const system = createSystem(mergeConfigs(defaultBaseConfig, config));
