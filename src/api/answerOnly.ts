/**
 * `selectFromResult` choices for query hooks whose component shows only the answer. RTK Query
 * re-renders a component for every change of its query's state, the request starting included,
 * and such a re-render of a large subtree at start-up is one long task. Selecting only the answer
 * (and whether it failed) leaves the request's progress out: the component renders once without
 * data and once with it. Note that a `selectFromResult` also replaces RTK Query's first-render
 * `isLoading`, so "loading" is derived as "no answer and no error".
 */
export const answerOnly = <R extends { data?: unknown }>({ data }: R) => ({ data: data as R['data'] });

export const answerOrError = <R extends { data?: unknown; isError: boolean }>({ data, isError }: R) => ({ data: data as R['data'], isError });
