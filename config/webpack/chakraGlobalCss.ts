import { loadThemeForBuild } from './loadThemeForBuild';

/**
 * Chakra's global style sheet (the reset, the global styles and a CSS variable for every design
 * token, in both colour schemes) as CSS text, computed once at build time from the app's system.
 * Chakra otherwise computes and serializes it in the browser on every start, about 50 ms of
 * main-thread work on a desktop CPU before the first paint (four times that on a mid-range phone).
 * It is serialized with emotion, exactly as Chakra's provider does at run time.
 */
export function chakraGlobalCss(root: string): string {
  const { appSystem, css, createCache } = loadThemeForBuild<{
    appSystem(): {
      layers: { atRule: string };
      getPreflightCss(): object;
      getGlobalCss(): object;
      getTokenCss(): object;
    };
    css: (styles: object) => { name: string; styles: string };
    createCache: (options: { key: string }) => {
      insert(selector: string, serialized: object, sheet: unknown, shouldCache: boolean): string;
    };
  }>(
    root,
    "export { appSystem } from '@/theme/system'; export { css } from '@emotion/react'; export { default as createCache } from '@emotion/cache';",
  );
  const cache = createCache({ key: 'chakra-global' });
  const system = appSystem();
  const sheet = css([system.getPreflightCss(), system.getGlobalCss(), system.getTokenCss()]);
  return `${system.layers.atRule}\n${cache.insert('', sheet, undefined, false)}`;
}
