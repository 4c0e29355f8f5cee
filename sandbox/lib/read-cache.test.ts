import { ALL_MERCHANTS, createReadCache, type CachedReadKey } from './read-cache';

const STATUS: CachedReadKey = { merchantCode: 'MDS001', read: 'status', topics: ['status'] };
const MENUS: CachedReadKey = { merchantCode: 'MDS001', read: 'gameMenus', topics: ['modules', 'vendorCards'] };
const OTHER_STATUS: CachedReadKey = { merchantCode: 'TRV002', read: 'status', topics: ['status'] };

/** A load that counts its calls and answers a new object each time. */
function counter(label: string) {
  let calls = 0;
  const load = async () => ({ label, call: (calls += 1) });
  return { load, calls: () => calls };
}

/** A load that waits until released, to overlap it with an invalidation. */
function held<T>(value: T) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { load: () => gate.then(() => value), release: () => release() };
}

describe('read cache', () => {
  it('answers a read from memory until its merchant and topic are invalidated', async () => {
    const cache = createReadCache();
    const status = counter('status');
    expect(await cache.read(STATUS, status.load)).toEqual({ label: 'status', call: 1 });
    expect(await cache.read(STATUS, status.load)).toEqual({ label: 'status', call: 1 });
    cache.invalidate('MDS001', ['status']);
    expect(await cache.read(STATUS, status.load)).toEqual({ label: 'status', call: 2 });
    expect(status.calls()).toBe(2);
  });

  it('drops only the reads of that merchant that depend on that topic', async () => {
    const cache = createReadCache();
    const [status, menus, other] = [counter('status'), counter('menus'), counter('other')];
    await Promise.all([cache.read(STATUS, status.load), cache.read(MENUS, menus.load), cache.read(OTHER_STATUS, other.load)]);
    cache.invalidate('MDS001', ['vendorCards']);
    await Promise.all([cache.read(STATUS, status.load), cache.read(MENUS, menus.load), cache.read(OTHER_STATUS, other.load)]);
    expect([status.calls(), menus.calls(), other.calls()]).toEqual([1, 2, 1]);
    cache.invalidate(ALL_MERCHANTS, ['status']);
    await Promise.all([cache.read(STATUS, status.load), cache.read(MENUS, menus.load), cache.read(OTHER_STATUS, other.load)]);
    expect([status.calls(), menus.calls(), other.calls()]).toEqual([2, 2, 2]);
    cache.invalidateAll();
    expect(cache.size).toBe(0);
  });

  it('shares one load between callers that miss together', async () => {
    const cache = createReadCache();
    const status = counter('status');
    const answers = await Promise.all(Array.from({ length: 5 }, () => cache.read(STATUS, status.load)));
    expect(status.calls()).toBe(1);
    expect(new Set(answers).size).toBe(1);
  });

  it('does not keep a load that an invalidation overtook: the next read loads again', async () => {
    const cache = createReadCache();
    const before = held('before the change');
    const pending = cache.read(STATUS, before.load);
    cache.invalidate('MDS001', ['status']);
    // A caller after the invalidation does not join the load that started before it.
    const after = cache.read(STATUS, async () => 'after the change');
    before.release();
    expect(await pending).toBe('before the change');
    expect(await after).toBe('after the change');
    expect(await cache.read(STATUS, async () => 'not called')).toBe('after the change');
  });

  it('does not keep a load overtaken by an invalidation of every merchant, or by invalidateAll', async () => {
    for (const invalidate of [
      (cache: ReturnType<typeof createReadCache>) => cache.invalidate(ALL_MERCHANTS, ['status']),
      (cache: ReturnType<typeof createReadCache>) => cache.invalidateAll(),
    ]) {
      const cache = createReadCache();
      const stale = held('stale');
      const pending = cache.read(STATUS, stale.load);
      invalidate(cache);
      stale.release();
      await pending;
      expect(await cache.read(STATUS, async () => 'fresh')).toBe('fresh');
    }
  });

  it('keeps neither failures nor what `keep` refuses', async () => {
    const cache = createReadCache();
    await expect(cache.read(STATUS, () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.read(STATUS, async () => 'recovered')).toBe('recovered');

    const unknown: CachedReadKey = { merchantCode: 'NOPE', read: 'merchant', topics: ['merchant'] };
    const lookup = counter('lookup');
    const keepFound = (value: unknown) => value !== undefined;
    expect(await cache.read(unknown, async () => undefined, keepFound)).toBeUndefined();
    expect(await cache.read(unknown, lookup.load, keepFound)).toEqual({ label: 'lookup', call: 1 });
  });

  it('holds at most maxEntries, dropping the least recently used', async () => {
    const cache = createReadCache({ maxEntries: 2 });
    const key = (merchantCode: string): CachedReadKey => ({ merchantCode, read: 'status', topics: ['status'] });
    const loads = { A: counter('A'), B: counter('B'), C: counter('C') };
    await cache.read(key('A'), loads.A.load);
    await cache.read(key('B'), loads.B.load);
    await cache.read(key('A'), loads.A.load); // A is now the most recently used
    await cache.read(key('C'), loads.C.load); // B goes
    expect(cache.size).toBe(2);
    await cache.read(key('A'), loads.A.load);
    await cache.read(key('B'), loads.B.load);
    expect([loads.A.calls(), loads.B.calls(), loads.C.calls()]).toEqual([1, 2, 1]);
    expect(() => createReadCache({ maxEntries: 0 })).toThrow(RangeError);
  });

  it('freezes what it keeps, so no caller can change the answer the next one gets', async () => {
    const cache = createReadCache();
    const tree = await cache.read(STATUS, async () => [{ modId: 'LIVE', childrenNodes: [{ modId: 'EA' }] }]);
    // (Assignment throws only in strict code, which the sandbox's modules are; a test file may not be.)
    expect([Object.isFrozen(tree), Object.isFrozen(tree[0]), Object.isFrozen(tree[0].childrenNodes[0])]).toEqual([true, true, true]);
    expect(() => tree.push({ modId: 'X', childrenNodes: [] })).toThrow(TypeError);
  });
});
