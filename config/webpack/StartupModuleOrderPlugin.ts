import webpack, { type Chunk, type Compilation, type Dependency, type Module } from 'webpack';

/** What the runtime module sets and src/app/startupSteps.ts reads. */
const STARTUP_ORDER_KEY = 'startupOrder';

type Located = Dependency & {
  sourceOrder?: number;
  weak?: boolean;
  loc?: { start?: { line: number; column?: number } };
};

const position = (dependency: Located) =>
  (dependency.loc?.start?.line ?? 0) * 1e6 + (dependency.loc?.start?.column ?? 0);

/**
 * A module's dependencies in the order it evaluates them: its static imports first (they are
 * evaluated before its body), then its other requests (`require`, eager `import()`) where they
 * appear. A weak dependency (`require.resolveWeak`) only names a module, so it is left out.
 */
function evaluationOrder(module: Module): Located[] {
  const dependencies: Located[] = [...module.dependencies];
  const blocks = [...module.blocks];
  for (let block = blocks.shift(); block; block = blocks.shift()) {
    dependencies.push(...block.dependencies);
    blocks.push(...block.blocks);
  }
  const imports = dependencies.filter((dependency) => dependency.sourceOrder !== undefined);
  const requests = dependencies.filter((dependency) => dependency.sourceOrder === undefined && !dependency.weak);
  return [...imports, ...requests.sort((a, b) => position(a) - position(b))];
}

/**
 * The order in which importing the entry evaluates the modules of the first download: depth first,
 * each module after its dependencies, dependencies in source order (what ES modules specify).
 * Following it one module at a time gives the same results as the imports themselves.
 */
export function startupModuleOrder(compilation: Compilation, runtimeChunk: Chunk): (string | number)[] {
  const { chunkGraph, moduleGraph } = compilation;
  const initialModules = new Set<Module>();
  for (const chunk of runtimeChunk.getAllInitialChunks())
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) initialModules.add(module);

  const order: (string | number)[] = [];
  const visited = new Set<Module>();
  const visit = (module: Module | null) => {
    if (!module || visited.has(module) || !initialModules.has(module)) return;
    visited.add(module);
    for (const dependency of evaluationOrder(module)) visit(moduleGraph.getModule(dependency));
    const id = chunkGraph.getModuleId(module);
    if (id !== null) order.push(id);
  };
  const entries = [...runtimeChunk.getAllInitialChunks()].flatMap((chunk) => [
    ...chunkGraph.getChunkEntryModulesIterable(chunk),
  ]);
  for (const entry of entries) visit(entry);
  // The entry is what is running when the order is followed.
  const entryIds = new Set(entries.map((entry) => chunkGraph.getModuleId(entry)));
  return order.filter((id) => !entryIds.has(id));
}

class StartupOrderRuntimeModule extends webpack.RuntimeModule {
  constructor() {
    super('startup module order');
  }

  override generate() {
    const order = startupModuleOrder(this.compilation!, this.chunk!);
    return `${webpack.RuntimeGlobals.require}.${STARTUP_ORDER_KEY} = ${JSON.stringify(order)};`;
  }
}

/**
 * Gives the app the evaluation order of its first download's modules, so start-up can evaluate
 * them a few at a time, in short tasks, instead of in a few long ones.
 */
export class StartupModuleOrderPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('StartupModuleOrderPlugin', (compilation) => {
      compilation.hooks.additionalTreeRuntimeRequirements.tap('StartupModuleOrderPlugin', (chunk, requirements) => {
        requirements.add(webpack.RuntimeGlobals.require);
        compilation.addRuntimeModule(chunk, new StartupOrderRuntimeModule());
      });
    });
  }
}
