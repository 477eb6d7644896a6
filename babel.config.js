// Shared by webpack (babel-loader) and jest (babel-jest).
export default (api) => {
  const isTest = api.env('test');
  const refresh = api.env('development') && api.caller((caller) => caller?.name === 'babel-loader');
  return {
    presets: [['@babel/preset-env', isTest ? { targets: { node: 'current' } } : {}], '@babel/preset-typescript'],
    overrides: [
      // JSX only in .tsx/.jsx files, so generic arrow functions parse in .ts files.
      {
        test: /\.[jt]sx$/,
        presets: [['@babel/preset-react', { runtime: 'automatic', development: api.env('development') }]],
      },
      {
        // Our code only (Jest also compiles a few ESM-only packages with this config).
        exclude: /node_modules/,
        plugins: [
          // Checks ICU syntax at build time and pre-parses default messages to ASTs.
          ['formatjs', { ast: true }],
          ...(refresh ? ['react-refresh/babel'] : []),
        ],
      },
    ],
  };
};
