import { readBrand } from './fixtures';
import { serveBrand, type ServedBrand } from './serve';

/**
 * Serves `brandId` for the enclosing describe block (a `describe.each(suiteBrandIds())` block, say):
 * started before its tests, stopped after them. The tests read the served brand through the
 * returned function; it exists once the block's tests run.
 */
export function servedDuringBlock(brandId: string, startTimeoutMs = 180_000): () => ServedBrand {
  let served: ServedBrand | undefined;
  beforeAll(async () => {
    served = await serveBrand(brandId, readBrand(brandId).identity.merchantCode);
  }, startTimeoutMs);
  afterAll(() => served?.stop());
  return () => {
    if (!served) throw new Error(`${brandId} is not served yet: read it inside a test`);
    return served;
  };
}
