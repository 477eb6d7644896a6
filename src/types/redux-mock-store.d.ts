// redux-mock-store's own types (@types/redux-mock-store) are written against Redux 4; the app's
// middleware, listeners and thunks are Redux 5's. Its whole API, in Redux 5's types:
declare module 'redux-mock-store' {
  import type { Dispatch, Middleware, Store, UnknownAction } from 'redux';

  export interface MockStore<S = unknown, D extends Dispatch = Dispatch> extends Store<S, UnknownAction> {
    dispatch: D;
    /** Every action that reached the store (past the middleware), in order. */
    getActions(): UnknownAction[];
    clearActions(): void;
  }

  /** A mock store, from a state or a function of the actions so far, with the middleware applied. */
  export type MockStoreCreator<S, D extends Dispatch> = (
    state?: S | ((actions: UnknownAction[]) => S),
  ) => MockStore<S, D>;

  export default function configureStore<S, D extends Dispatch = Dispatch>(
    middlewares?: Middleware[],
  ): MockStoreCreator<S, D>;
}
