/**
 * The build's reading of plugin definitions (declared-loads.ts), on a small app compiled with
 * webpack as the real one is: chunk names come from the loaded modules, each load's `when` and
 * place from the definition as written, and a plugin's first-screen code joins its definition.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { repoRoot } from '../lib/paths';
import { sourceFiles } from '../../tests/support/source-files';
import { chunkNameFor, DeclaredLoadsPlugin } from './declared-loads';

function writeApp(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'declared-loads-'));
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  }
  return root;
}

async function compile(root: string, pluginIds: string[]) {
  const declared = new DeclaredLoadsPlugin(root, new Set(pluginIds));
  const compiler = webpack({
    mode: 'development',
    context: root,
    entry: './main.js',
    output: { path: path.join(root, 'out'), chunkFilename: '[id].js' },
    devtool: false,
    plugins: [declared],
  });
  const stats = await new Promise<webpack.Stats>((resolve, reject) =>
    compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
  );
  await new Promise((resolve) => compiler.close(resolve));
  const groups = [...stats.compilation.namedChunkGroups.keys()].sort();
  return { declared, groups, errors: stats.compilation.errors.map((error) => error.message) };
}

const DEMO = {
  'main.js': "export const loaders = { demo: () => import('./plugins/demo') };\n",
  'plugins/demo/index.js': `
    const definePlugin = (plugin) => plugin;
    const page = () => import('./pages/Page');
    export default definePlugin({
      id: 'demo',
      routes: [
        { path: '/demo', load: page },
        { path: ['/', '/home'], when: 'first-screen', load: () => import('./pages/Home') },
      ],
      slots: {
        'header.nav': [{ key: 'nav', when: 'first-screen', component: () => import('./parts/Nav') }],
        'home.sections': [
          { key: 'list', when: 'after-paint', placeholder: () => import('./parts/Skeleton'), component: () => import('./parts/List') },
        ],
      },
      modals: { ['demo' + 'Modal']: () => import('./modals/Modal') },
      saga: { when: 'after-load', load: () => import('./flows') },
      texts: [
        { when: 'first-screen', pt: () => import('./i18n/pt.json') },
        { when: 'on-demand', pt: () => import('./i18n/later.pt.json') },
      ],
    });
  `,
  'plugins/demo/pages/Page.js': 'export default 1;',
  'plugins/demo/pages/Home.js': 'export default 2;',
  'plugins/demo/parts/Nav.js': 'export default 3;',
  'plugins/demo/parts/Skeleton.js': 'export default 4;',
  'plugins/demo/parts/List.js': "export default 5; export const more = () => import('./Details');",
  'plugins/demo/parts/Details.js': 'export default 6;',
  'plugins/demo/modals/Modal.js': 'export default 7;',
  'plugins/demo/flows.js': 'export const saga = 8;',
  'plugins/demo/i18n/pt.json': '{ "nav": "Demo" }',
  'plugins/demo/i18n/later.pt.json': '{ "page": "Página" }',
};

describe('declared loads', () => {
  let root: string;
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('lists each load of a definition with its place and `when`, and names every chunk after its module', async () => {
    root = writeApp(DEMO);
    const { declared, groups, errors } = await compile(root, ['demo']);
    expect(errors).toEqual([]);
    const loads = declared.plugins.demo.loads.map((load) => [load.path.join('.'), load.when, load.group]);
    expect(loads).toEqual([
      ['routes.0.load', 'on-demand', 'demo.pages.Page'],
      // First-screen code joins the definition's chunk, which the brand's main script carries.
      ['routes.1.load', 'first-screen', 'demo'],
      ['slots.header.nav.0.component', 'first-screen', 'demo'],
      // A placeholder is first-screen whatever its item says; the item's component is not.
      ['slots.home.sections.0.placeholder', 'first-screen', 'demo'],
      ['slots.home.sections.0.component', 'after-paint', 'demo.parts.List'],
      ['modals.*', 'on-demand', 'demo.modals.Modal'],
      ['saga.load', 'after-load', 'demo.flows'],
      // Texts keep a chunk per part: a brand carries only its own language's.
      ['texts.0.pt', 'first-screen', 'demo.i18n.pt'],
      ['texts.1.pt', 'on-demand', 'demo.i18n.later.pt'],
    ]);
    expect(declared.firstScreenGroups).toEqual(new Set(['demo', 'demo.i18n.pt']));
    // A lazy import inside a part (not a declaration) is named too, and declared nowhere.
    expect(groups.filter((group) => group !== 'main')).toEqual(
      [
        'demo',
        'demo.flows',
        'demo.i18n.later.pt',
        'demo.i18n.pt',
        'demo.modals.Modal',
        'demo.pages.Page',
        'demo.parts.Details',
        'demo.parts.List',
      ].sort(),
    );
  });

  it('fails the build on a `when` that is not one of the four, written as a literal', async () => {
    root = writeApp({
      'main.js': "import('./plugins/demo');",
      'plugins/demo/index.js': `
        const definePlugin = (plugin) => plugin;
        const when = 'first-screen';
        export default definePlugin({ id: 'demo', slots: { top: [{ key: 'a', when, component: () => import('./A') }] } });
      `,
      'plugins/demo/A.js': 'export default 1;',
    });
    const { errors } = await compile(root, ['demo']);
    expect(errors.join('\n')).toMatch(
      /plugins\/demo\/index\.js slots\.top\.0: `when` must be one of 'first-screen', 'after-paint', 'after-load', 'on-demand'/,
    );
  });

  it.each([
    [
      'a route whose page it cannot read',
      "routes: [{ path: '/x', load: loadElsewhere }]",
      /routes\.0\.load: write it as `\(\) => import\('\.\/…'\)`/,
    ],
    ['a spread in a list the stamp matches by position', 'routes: [...moreRoutes]', /routes: write the contributions out \(no spread\)/],
  ])('fails the build on %s', async (_what, routes, message) => {
    root = writeApp({
      'main.js': "import('./plugins/demo');",
      'plugins/demo/index.js': `
        import { loadElsewhere, moreRoutes } from './elsewhere';
        const definePlugin = (plugin) => plugin;
        export default definePlugin({ id: 'demo', ${routes} });
      `,
      'plugins/demo/elsewhere.js': "export const loadElsewhere = () => import('./A'); export const moreRoutes = [];",
      'plugins/demo/A.js': 'export default 1;',
    });
    const { errors } = await compile(root, ['demo']);
    expect(errors.join('\n')).toMatch(message);
  });
});

describe('chunk names', () => {
  it('follow the module a chunk loads', () => {
    expect(chunkNameFor(path.join(repoRoot, 'plugins/auth/index.ts'), repoRoot)).toBe('auth');
    expect(chunkNameFor(path.join(repoRoot, 'plugins/auth/modals/LoginModal.tsx'), repoRoot)).toBe('auth.modals.LoginModal');
    expect(chunkNameFor(path.join(repoRoot, 'plugins/auth/i18n/flows.pt.json'), repoRoot)).toBe('auth.i18n.flows.pt');
    expect(chunkNameFor(path.join(repoRoot, 'plugins/shared/centre/pt.json'), repoRoot)).toBe('shared.centre.pt');
    expect(chunkNameFor(path.join(repoRoot, 'core/status/StatusPage.tsx'), repoRoot)).toBe('core.status.StatusPage');
    expect(chunkNameFor(path.join(repoRoot, 'node_modules/swiper/swiper.mjs'), repoRoot)).toBeUndefined();
  });

  it('are never written by a plugin: no plugin file names a chunk', () => {
    const named = sourceFiles('plugins')
      .filter(({ source }) => source.includes('webpackChunkName'))
      .map(({ file }) => file);
    expect(named).toEqual([]);
  });
});
