import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import webpack from 'webpack';
import { StartupModuleOrderPlugin } from './StartupModuleOrderPlugin';

// Each module records when it is evaluated; the entry publishes the order the build computed.
const FIXTURE: Record<string, string> = {
  'entry.js': `
    import './a.js';
    import './b.js';
    globalThis.evaluated.push('entry');
    globalThis.order = __webpack_require__.startupOrder;
    import(/* webpackMode: "eager" */ './e.js');
    export const later = () => import('./lazy.js');
  `,
  'a.js': `import './c.js'; globalThis.evaluated.push('a');`,
  'b.js': `import './c.js'; import './d.js'; globalThis.evaluated.push('b');`,
  'c.js': `globalThis.evaluated.push('c');`,
  'd.js': `globalThis.evaluated.push('d');`,
  'e.js': `import './d.js'; import './f.js'; globalThis.evaluated.push('e');`,
  'f.js': `globalThis.evaluated.push('f');`,
  'lazy.js': `globalThis.evaluated.push('lazy');`,
};

async function buildAndRun(concatenateModules: boolean) {
  const dir = mkdtempSync(path.join(tmpdir(), 'startup-order-'));
  try {
    for (const [name, source] of Object.entries(FIXTURE)) writeFileSync(path.join(dir, name), source);
    const compiler = webpack({
      mode: 'production',
      context: dir,
      entry: './entry.js',
      output: { path: path.join(dir, 'dist'), filename: '[name].js', publicPath: '' },
      optimization: { moduleIds: 'named', minimize: false, concatenateModules, runtimeChunk: 'single' },
      plugins: [new StartupModuleOrderPlugin()],
    });
    const stats = await new Promise<webpack.Stats>((resolve, reject) =>
      compiler.run((error, result) => (error ? reject(error) : resolve(result!))),
    );
    await new Promise((resolve) => compiler.close(resolve));
    expect(stats.hasErrors()).toBe(false);
    const context = vm.createContext({ evaluated: [] as string[] });
    context.self = context;
    for (const file of ['runtime.js', 'main.js'])
      vm.runInContext(readFileSync(path.join(dir, 'dist', file), 'utf8'), context);
    // The eager import evaluates its module in a promise callback.
    await new Promise((resolve) => setTimeout(resolve, 0));
    return {
      order: (context.order as string[]).map((id) => path.basename(id, '.js')),
      evaluated: [...(context.evaluated as string[])],
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('StartupModuleOrderPlugin', () => {
  it('orders the first download’s modules as importing the entry evaluates them, eager imports included', async () => {
    const { order, evaluated } = await buildAndRun(false);
    expect(evaluated).toEqual(['c', 'a', 'd', 'b', 'entry', 'f', 'e']);
    // Dependencies first, in source order; not the entry (it is running); not the lazy chunk's module.
    expect(order).toEqual(['c', 'a', 'd', 'b', 'f', 'e']);
  });

  it('keeps that order when modules are concatenated (production’s scope hoisting)', async () => {
    const { order, evaluated } = await buildAndRun(true);
    expect(evaluated).toEqual(['c', 'a', 'd', 'b', 'entry', 'f', 'e']);
    // Modules concatenated into the entry are evaluated with it; the others keep their order.
    expect(order).toEqual(['c', 'd', 'f', 'e']);
    expect(order).toEqual(evaluated.filter((name) => order.includes(name)));
  });
});
