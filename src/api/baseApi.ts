import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';

/**
 * The one RTK Query API of the app. Every generated `*.gen.ts` module injects its endpoints here,
 * so tag invalidation works across features. Tag types are added by the generated modules.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  endpoints: () => ({}),
});
