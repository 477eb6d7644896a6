import type { Dispatch, Store } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';

/**
 * The store's types, which the composition root (src/app/store.ts) declares here by declaration
 * merging: features and shared code get hooks typed with the real state, dispatch and store
 * without importing src/app (imports flow toward the app, design §2).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by src/app/store.ts
export interface AppStoreTypes {}

type Declared<K extends string, Otherwise> = AppStoreTypes extends Record<K, infer T> ? T : Otherwise;

export const useAppSelector = useSelector.withTypes<Declared<'state', never>>();
export const useAppDispatch = useDispatch.withTypes<Declared<'dispatch', Dispatch>>();
export const useAppStore = useStore.withTypes<Declared<'store', Store>>();
