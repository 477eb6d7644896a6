import type { ChakraTokenSnapshot, TokenDictionaryTables } from '../../src/theme/chakraTokenSnapshot';
import { loadThemeForBuild } from './loadThemeForBuild';

/** The app's Chakra token dictionary, computed in Node, as the snapshot the browser restores (see src/theme/chakraTokenSnapshot.ts). */
export function chakraTokenSnapshot(root: string): ChakraTokenSnapshot {
  const { appSystem, snapshotChakraTokens } = loadThemeForBuild<{
    appSystem(): { tokens: TokenDictionaryTables };
    snapshotChakraTokens: (dictionary: TokenDictionaryTables) => ChakraTokenSnapshot;
  }>(
    root,
    "export { appSystem } from '@/theme/system'; export { snapshotChakraTokens } from '@/theme/chakraTokenSnapshot';",
  );
  return snapshotChakraTokens(appSystem().tokens);
}
