import { allPlugins } from '.';
import { pluginLoaders } from './loaders';

describe('the browser’s plugin loaders', () => {
  it('list the same plugins as plugins/index.ts, each loading the plugin of its own id', async () => {
    expect(Object.keys(pluginLoaders).sort()).toEqual(allPlugins.map((plugin) => plugin.id).sort());
    for (const [id, load] of Object.entries(pluginLoaders))
      expect((await load()).default).toBe(allPlugins.find((plugin) => plugin.id === id));
  });
});
