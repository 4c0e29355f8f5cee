/**
 * The data a brand's page carries: the per-brand stamp (scripts/build/stamp-brand.ts) writes it
 * into index.html as `<script type="application/json" id="app-data">`, and the core and the early
 * entry read it at start. One compiled app serves every brand; this block is what makes a page one
 * brand's. A data block, not a script: the page's CSP has nothing to allow for it. Kept free of
 * runtime imports: the early entry includes this file.
 */
import type { EarlyManifest } from '../api/early-shared';
import type { Brand } from './brand-types';

export const APP_DATA_ELEMENT_ID = 'app-data';

export interface AppData {
  /** The validated brand.json, its asset paths rewritten to the stamped, content-hashed files. */
  brand: Brand;
  /** The first-screen calls of the brand's plugins, which the early entry starts. */
  early: EarlyManifest;
  /** Lower-cased path → the code and style files of the page opened there, for the early entry to preload. */
  pageFiles: Record<string, string[]>;
  /**
   * Chunk id → the style sheet that holds its CSS, for the first-screen chunks the stamp bundled
   * (their code comes inside the brand's main script, installed before the runtime starts). The
   * runtime asks for that sheet instead of the chunk's own (see BrandChunkStylesRuntimeModule in
   * webpack.config.ts); other chunks keep their own files.
   */
  chunkStyles: Record<string, string>;
  /**
   * The app's entry scripts, in order. The page has no script tags for them: the early entry asks
   * for them (core/api/early-requests.ts), at once, or on a page whose largest image it paints,
   * once that image is on screen.
   */
  entryScripts: string[];
}

/** Parses the page's app data once; throws when the page has none (not a stamped index.html). */
export function readAppData(doc: Document = document): AppData {
  const text = doc.getElementById(APP_DATA_ELEMENT_ID)?.textContent;
  if (!text) throw new Error(`index.html carries no #${APP_DATA_ELEMENT_ID} block: it was not stamped for a brand`);
  return JSON.parse(text) as AppData;
}

/**
 * JSON for a data block inside HTML: every `<` is escaped, so no value can close the element or
 * open an HTML comment in it (JSON.parse reads `\u003c` back as `<`). This file's own text must
 * not spell those out either: the early entry, which includes it, goes inline.
 */
export function appDataJson(data: AppData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
