/**
 * The build's half of declarative loading (PluginDefinition, core/plugin/define-plugin.ts): a
 * plugin says *when* each contribution loads, with `when` on the contribution; the build names the
 * chunks and works out which of them a brand's first screen carries. Plugin code never names a
 * chunk.
 *
 * - Every lazy chunk is named after the module its `import()` loads: `plugins/auth/modals/LoginModal`
 *   is `auth.modals.LoginModal`, a plugin's definition (`plugins/<id>/index.ts`) is `<id>`, core's
 *   own keep the names core gives them.
 * - Each plugin definition (`definePlugin({...})` in `plugins/<id>/index.ts`) is read as written:
 *   every `import()` in it, inline or through a top-level `const x = () => import(...)`, is a load
 *   of the contribution whose object holds it, at that object's `when` ('on-demand' when it has
 *   none; a slot item's `placeholder` is always 'first-screen'). The manifest lists each with its
 *   place in the definition (`['routes', 0, 'load']`, `['texts', 1, 'pt']`...), which the stamp
 *   matches with the definition it evaluates.
 */
import path from 'node:path';
import type webpack from 'webpack';
import type { LoadWhen } from '../../core/plugin/define-plugin';

/** Where a load sits in the definition object: property names and array indexes ('*' for a computed key). */
export type DeclarationPath = readonly (string | number)[];

export interface DeclaredLoad {
  path: DeclarationPath;
  when: LoadWhen;
  /** The chunk group the build gave it. */
  group: string;
}

export interface PluginChunks {
  /** The chunk group of the plugin's definition (plugins/loaders.ts loads it). */
  definition: string;
  loads: DeclaredLoad[];
}

const WHEN_VALUES: readonly LoadWhen[] = ['first-screen', 'after-paint', 'after-load', 'on-demand'];

/** Read at parse time; kept on the module's buildInfo until the chunk names are given. */
interface ParsedLoad {
  start: number;
  when: LoadWhen;
  path: DeclarationPath;
}

interface EstreeNode {
  type: string;
  range?: [number, number];
  [key: string]: unknown;
}

const isNode = (value: unknown): value is EstreeNode =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

/** Calls `visit` on each child node (ESTree: any property holding a node or an array of nodes). */
function forEachChild(node: EstreeNode, visit: (child: EstreeNode) => void): void {
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || key === 'range') continue;
    if (Array.isArray(value)) for (const item of value) if (isNode(item)) visit(item);
    if (isNode(value)) visit(value);
  }
}

/** Every ImportExpression under a node (a loader's body: `() => import('./x')`, or `.then(...)` after it). */
function importsUnder(node: EstreeNode, into: EstreeNode[] = []): EstreeNode[] {
  if (node.type === 'ImportExpression') into.push(node);
  forEachChild(node, (child) => importsUnder(child, into));
  return into;
}

function propertyKey(property: EstreeNode): string {
  const key = property.key as EstreeNode;
  if (property.computed) return '*';
  if (key.type === 'Identifier') return key.name as string;
  if (key.type === 'Literal') return String(key.value);
  return '*';
}

export class DeclarationError extends Error {}

/** The `when` an object literal states, if any; anything but one of the four literals is an error. */
function ownWhen(object: EstreeNode, where: string): LoadWhen | undefined {
  for (const property of object.properties as EstreeNode[]) {
    if (property.type !== 'Property' || propertyKey(property) !== 'when') continue;
    const value = property.value as EstreeNode;
    if (value.type !== 'Literal' || !WHEN_VALUES.includes(value.value as LoadWhen))
      throw new DeclarationError(`${where}: \`when\` must be one of ${WHEN_VALUES.map((w) => `'${w}'`).join(', ')}, written as a literal`);
    return value.value as LoadWhen;
  }
  return undefined;
}

/** The loads a plugin definition module declares (see the file comment). */
export function readDefinition(program: EstreeNode, where: string): ParsedLoad[] {
  const lazyConsts = new Map<string, EstreeNode[]>();
  let definition: EstreeNode | undefined;
  const visitTop = (node: EstreeNode) => {
    const declaration = node.type === 'ExportNamedDeclaration' ? (node.declaration as EstreeNode | null) : node;
    if (declaration?.type === 'VariableDeclaration') {
      for (const declarator of declaration.declarations as EstreeNode[]) {
        const init = declarator.init as EstreeNode | null;
        const id = declarator.id as EstreeNode;
        if (init && id.type === 'Identifier' && /FunctionExpression$/.test(init.type))
          lazyConsts.set(id.name as string, importsUnder(init));
      }
    }
  };
  const findDefinition = (node: EstreeNode) => {
    if (definition) return;
    if (node.type === 'CallExpression') {
      const callee = node.callee as EstreeNode;
      const name =
        callee.type === 'Identifier' ? callee.name : callee.type === 'MemberExpression' ? (callee.property as EstreeNode).name : '';
      const [argument] = node.arguments as EstreeNode[];
      if (name === 'definePlugin' && argument?.type === 'ObjectExpression') {
        definition = argument;
        return;
      }
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === 'loc' || key === 'range') continue;
      if (Array.isArray(value)) for (const item of value) if (isNode(item)) findDefinition(item);
      if (isNode(value)) findDefinition(value);
    }
  };
  for (const statement of program.body as EstreeNode[]) visitTop(statement);
  findDefinition(program);
  if (!definition) return [];

  const loads: ParsedLoad[] = [];
  const record = (imports: readonly EstreeNode[], when: LoadWhen, at: DeclarationPath) => {
    for (const expression of imports) loads.push({ start: expression.range![0], when, path: at });
  };
  const place = (at: DeclarationPath) => `${where} ${at.join('.') || 'definition'}`;
  /** Where a value must be a load the build can read: a route's page, a slot item's parts, a modal, a later saga, a texts bundle. */
  const isLoader = (at: DeclarationPath) => {
    const key = at.at(-1);
    if (at[0] === 'modals' && at.length === 2) return true;
    if (at[0] === 'texts' && at.length === 3) return key !== 'when' && key !== 'namespace';
    return (
      (at[0] === 'routes' || at[0] === 'slots' || at[0] === 'saga') && (key === 'load' || key === 'component' || key === 'placeholder')
    );
  };
  /** Lists the stamp matches by position with the definition it evaluates: a spread would shift them. */
  const isPositional = (at: DeclarationPath) =>
    (at.length === 1 && (at[0] === 'routes' || at[0] === 'texts')) || (at.length === 2 && at[0] === 'slots');
  const visit = (node: EstreeNode, at: DeclarationPath, when: LoadWhen | undefined) => {
    if (node.type === 'ObjectExpression') {
      const stated = ownWhen(node, place(at));
      for (const property of node.properties as EstreeNode[]) {
        if (property.type !== 'Property') throw new DeclarationError(`${place(at)}: write the contributions out (no spread)`);
        const key = propertyKey(property);
        // A placeholder stands in on the first screen for a component that loads later.
        const childWhen = key === 'placeholder' ? 'first-screen' : (stated ?? 'on-demand');
        visit(property.value as EstreeNode, [...at, key], childWhen);
      }
      return;
    }
    if (node.type === 'ArrayExpression') {
      (node.elements as (EstreeNode | null)[]).forEach((element, index) => {
        if (element?.type === 'SpreadElement' && isPositional(at))
          throw new DeclarationError(`${place(at)}: write the contributions out (no spread)`);
        if (element) visit(element, [...at, index], when);
      });
      return;
    }
    const imports =
      node.type === 'Identifier' && lazyConsts.has(node.name as string)
        ? lazyConsts.get(node.name as string)!
        : /FunctionExpression$/.test(node.type)
          ? importsUnder(node)
          : [];
    if (isLoader(at) && !imports.length)
      throw new DeclarationError(
        `${place(at)}: write it as \`() => import('./…')\`, or a top-level const of that form, so the build can place it`,
      );
    record(imports, when ?? 'on-demand', at);
  };
  visit(definition, [], undefined);
  return loads;
}

/** A chunk's name from the module it loads (see the file comment); undefined leaves webpack's id. */
export function chunkNameFor(resource: string, root: string): string | undefined {
  const relative = path.relative(root, resource).split(path.sep).join('/');
  const plugin = /^plugins\/([^/]+)\/(.+)$/.exec(relative);
  if (plugin) {
    const [, id, rest] = plugin;
    if (/^index\.[jt]sx?$/.test(rest)) return id;
    return `${id}.${rest
      .replace(/\.(tsx?|jsx?)$/, '')
      .replace(/\.json$/, '')
      .split('/')
      .join('.')}`;
  }
  const core = /^core\/(.+)$/.exec(relative);
  if (core)
    return `core.${core[1]
      .replace(/\.(tsx?|jsx?|json)$/, '')
      .split('/')
      .join('.')}`;
  return undefined;
}

const DEFINITION_FILE = /[\\/]plugins[\\/]([^\\/]+)[\\/]index\.[jt]sx?$/;

/**
 * Names the app's lazy chunks and collects each plugin's declared loads for the manifest. One
 * instance serves one compiler; `firstScreenGroups` holds, once modules are built, the names of
 * the chunk groups some brand's first screen carries (definitions and first-screen loads), which
 * the split-chunks groups read.
 */
export class DeclaredLoadsPlugin {
  readonly firstScreenGroups = new Set<string>();
  plugins: Record<string, PluginChunks> = {};

  constructor(
    private readonly root: string,
    private readonly pluginIds: ReadonlySet<string>,
  ) {}

  apply(compiler: webpack.Compiler): void {
    const name = 'DeclaredLoadsPlugin';
    compiler.hooks.normalModuleFactory.tap(name, (factory) => {
      for (const type of ['javascript/auto', 'javascript/esm', 'javascript/dynamic']) {
        factory.hooks.parser.for(type).tap(name, (javascriptParser) => {
          const parser = javascriptParser as unknown as webpack.javascript.JavascriptParser;
          parser.hooks.program.tap(name, (ast) => {
            const module = parser.state.module;
            const match = DEFINITION_FILE.exec(module.resource ?? '');
            if (!match || !this.pluginIds.has(match[1])) return;
            const where = path.relative(this.root, module.resource);
            try {
              module.buildInfo!.declaredLoads = readDefinition(ast as unknown as EstreeNode, where);
            } catch (error) {
              module.addError(new compiler.webpack.WebpackError((error as Error).message));
            }
          });
        });
      }
    });
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.finishModules.tap(name, (modules) => {
        this.firstScreenGroups.clear();
        this.plugins = {};
        for (const id of this.pluginIds) {
          this.plugins[id] = { definition: id, loads: [] };
          this.firstScreenGroups.add(id);
        }
        for (const module of modules) {
          const declared = (module.buildInfo?.declaredLoads ?? []) as ParsedLoad[];
          const owner = DEFINITION_FILE.exec((module as webpack.NormalModule).resource ?? '')?.[1];
          for (const block of module.blocks as webpack.AsyncDependenciesBlock[]) {
            const dependency = block.dependencies[0] as webpack.Dependency & { range?: [number, number] };
            const target = dependency && compilation.moduleGraph.getModule(dependency);
            const resource = (target as webpack.NormalModule | null)?.resource;
            const loads = owner ? declared.filter((load) => load.start === dependency?.range?.[0]) : [];
            // A plugin's first-screen code (texts aside: one language per brand) joins its
            // definition's chunk: the brand's main script carries them together, with one copy of
            // what they share.
            const firstScreenCode = loads.some((load) => load.when === 'first-screen' && load.path[0] !== 'texts');
            if (firstScreenCode && owner) block.chunkName = owner;
            else if (!block.chunkName && resource) block.chunkName = chunkNameFor(resource, this.root);
            if (!owner || !block.chunkName) continue;
            for (const load of loads) {
              this.plugins[owner]?.loads.push({ path: load.path, when: load.when, group: block.chunkName });
              if (load.when === 'first-screen') this.firstScreenGroups.add(block.chunkName);
            }
          }
        }
      });
    });
  }
}
