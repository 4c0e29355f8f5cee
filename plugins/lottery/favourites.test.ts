import { favouritesKey, FAVOURITES_MAX, parseFavourites, readFavourites, toggleFavourite, writeFavourites } from './favourites';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

describe('lottery favourites', () => {
  it('are kept per username under the lotteryFavourites key', () => {
    const storage = memoryStorage();
    writeFavourites('jogador', ['SSC_1', 'PK10_3'], storage);
    expect(favouritesKey('jogador')).toBe('lotteryFavourites:jogador');
    expect(storage.getItem('lotteryFavourites:jogador')).toBe('["SSC_1","PK10_3"]');
    expect(readFavourites('jogador', storage)).toEqual(['SSC_1', 'PK10_3']);
    expect(readFavourites('outro', storage)).toEqual([]);
  });

  it('toggle adds first and removes', () => {
    expect(toggleFavourite(['A'], 'B')).toEqual(['B', 'A']);
    expect(toggleFavourite(['B', 'A'], 'A')).toEqual(['B']);
  });

  it('stay bounded', () => {
    const many = Array.from({ length: FAVOURITES_MAX }, (_, i) => `G${i}`);
    const next = toggleFavourite(many, 'NEW');
    expect(next).toHaveLength(FAVOURITES_MAX);
    expect(next[0]).toBe('NEW');
  });

  it('drop what is not a list of game codes', () => {
    expect(parseFavourites(null)).toEqual([]);
    expect(parseFavourites('{not json')).toEqual([]);
    expect(parseFavourites('{"a":1}')).toEqual([]);
    expect(parseFavourites('["OK_1", 3, null, "<img src=x onerror=alert(1)>", "OK_1", "OK-2"]')).toEqual(['OK_1', 'OK-2']);
  });

  it('survive a storage that throws', () => {
    const broken = {
      ...memoryStorage(),
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    } as Storage;
    expect(readFavourites('jogador', broken)).toEqual([]);
    expect(() => writeFavourites('jogador', ['A'], broken)).not.toThrow();
  });
});
