// webpack's `require.resolveWeak`: a module's id, without adding the module to the bundle.
declare namespace NodeJS {
  interface Require {
    resolveWeak(request: string): string | number;
  }
}
