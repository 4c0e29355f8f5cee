/** The brand `npm start`, `npm run serve` and `BRAND`-less single-brand commands use. */
export const DEFAULT_BRAND = 'mare-da-sorte';
