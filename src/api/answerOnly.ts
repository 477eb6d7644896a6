/**
 * `selectFromResult` choices for query hooks whose component shows only the answer. RTK Query
 * re-renders a component for every change of its query's state, the request starting included,
 * and such a re-render of a large subtree at start-up is one long task. Selecting only the answer
 * leaves the request's progress out: the component renders once without data and once with it.
 */
export const answerOnly = <R extends { data?: unknown }>({ data }: R) => ({ data: data as R['data'] });

/**
 * The answer and whether it failed, for components that show a loading state. A
 * `selectFromResult` replaces RTK Query's own first-render `isLoading`, so it is derived here:
 * loading means no answer and no error yet (the same before and after the request starts).
 */
export const answerOrError = <R extends { data?: unknown; isError: boolean }>({ data, isError }: R) => ({
  data: data as R['data'],
  isError,
  isLoading: data === undefined && !isError,
});
