/**
 * RTK Query code generation from the API contract: one `<feature>Api.gen.ts` per OpenAPI tag, for
 * every tag the document declares (scripts/apiGen.ts runs it: `npm run api:gen`). Generated files
 * are never edited by hand; customise them in the sibling `<feature>Api.ts`.
 */
import type { ConfigFile } from '@rtk-query/codegen-openapi';

// The package exports only ConfigFile; the option types are read off it.
type OutputFileOptions = Extract<ConfigFile, { outputFiles: unknown }>['outputFiles'][string];
type EndpointOverrides = NonNullable<OutputFileOptions['endpointOverrides']>;
type EndpointMatcherFunction = Extract<OutputFileOptions['filterEndpoints'], (...args: never[]) => boolean>;
type OperationDefinition = Parameters<EndpointMatcherFunction>[1];

/** Query or mutation where the HTTP method says otherwise. Names are unique across features. */
const endpointOverrides: EndpointOverrides = [
  // Reads sent as POST (BookCars puts the filter in the body): cached queries.
  { pattern: ['getFrontendCars', 'getFrontendSuppliers', 'getBookings', 'validateAccessToken'], type: 'query' },
  // GETs with a password or an account link's token in the path must never become cache entries
  // (cache keys live in the Redux state, and so in DevTools and diagnostics): on-demand mutations.
  { pattern: ['checkPassword', 'checkToken'], type: 'mutation' },
];

/**
 * Binary downloads (e.g. getLicense) are opened by the browser as links; their bodies do not
 * belong in the (serializable) RTK Query cache, so they are not generated.
 */
function answersJsonOrNothing({ operation }: OperationDefinition): boolean {
  const ok = operation.responses?.['200'];
  const content = ok && 'content' in ok ? ok.content : undefined;
  return Object.keys(content ?? {}).every((type) => type === 'application/json');
}

/** Where a feature's generated client lives, relative to the repository root. */
export const clientFile = (feature: string) => `src/features/${feature}/api/${feature}Api.gen.ts`;

/** The generator's options for one feature (its tag), minus the file paths. */
export const featureOptions = (feature: string) =>
  ({
    apiImport: 'baseApi',
    filterEndpoints: (_name: string, op: OperationDefinition) =>
      op.operation.tags?.includes(feature) === true && answersJsonOrNothing(op),
    exportName: `${feature}GeneratedApi`,
    hooks: { queries: true, lazyQueries: true, mutations: true },
    tag: true,
    useUnknown: true,
    endpointOverrides,
  }) satisfies OutputFileOptions;
