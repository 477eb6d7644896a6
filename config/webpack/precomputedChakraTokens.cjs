/**
 * Webpack loader for Chakra's `styled-system/token-dictionary.js` (production builds): instead of
 * building the token dictionary from the theme on every start, `createTokenDictionary` fills its
 * tables from a snapshot the build computed from the same theme (`process.env.CHAKRA_TOKEN_SNAPSHOT`;
 * see src/theme/chakraTokenSnapshot.ts). The build fails if Chakra's code changes shape, rather than
 * silently building the tables twice.
 */
const RUNTIME_BUILD = `  registerTokens();
  registerTransform(...tokenTransforms);
  registerMiddleware(...tokenMiddlewares);
  build();
`;

module.exports = function precomputedChakraTokens(source) {
  if (!source.includes(RUNTIME_BUILD) || !source.includes('let byCategoryJson = {};')) {
    throw new Error(
      'precomputedChakraTokens: Chakra no longer builds its token dictionary as expected; review src/theme/chakraTokenSnapshot.ts',
    );
  }
  const restore = `  copyChakraTokens(restoredChakraTokens(), { allTokens, tokenNameMap, flatMap, byCategory, categoryMap, colorPaletteMap });
  byCategoryJson = mapToJson(byCategory);
`;
  return `import { copyChakraTokens, restoredChakraTokens } from '@/theme/chakraTokenSnapshot';\n${source.replace(RUNTIME_BUILD, restore)}`;
};
