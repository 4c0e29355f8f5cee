import { readAppData } from './app-data';
import type { Brand } from './brand-types';

/**
 * The brand this page was stamped for (its app data block in index.html): one compiled app serves
 * every brand, so the brand is read at start, not built in.
 */
export const brand: Brand = readAppData().brand;
