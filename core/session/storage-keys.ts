import { SAVED_THEME_KEY, SESSION_TOKEN_KEY } from '../api/early-shared';

/**
 * Every browser storage key of spec section 3 in one place. Deliberately absent: the spec's
 * "cookie named by the username holding the password" (QUALITY.md: no password is ever stored).
 * `cpw` is listed only so free play can remove it if an older build left it behind.
 */
export const SESSION_KEYS = {
  token: SESSION_TOKEN_KEY, // the early entry reads it too, and takes no imports
  cpw: 'cpw',
  account: 'account',
  username: 'username',
  customerId: 'customerId',
  isAgent: 'isAgent',
  nickname: 'nickname',
  merchant: 'merchant',
  merchantCode: 'merchantCode',
  platform: 'platform',
  toUpline: 'toUpline',
  memberLabel: 'memberLabel',
  gameVendor: 'gameVendor',
  settings: 'settings',
  routers: 'routers',
  validate: 'validate',
  consolidated: 'consolidated',
  merchantWallet: 'merchantWallet',
  iframeUrl: 'iframeUrl',
  wallet: 'wallet',
  enableSalary: 'enableSalary',
  enableContract: 'enableContract',
  /** Not a secret: why the session must change its password first ('default' or 'expired'). */
  mustChangePassword: 'mustChangePassword',
} as const;

export type SessionKey = keyof typeof SESSION_KEYS;

/** Core's own keys in local storage (a plugin's keys live in the plugin: auth's remember-me, lottery's favourites). */
export const LOCAL_KEYS = {
  theme: SAVED_THEME_KEY, // the early entry reads it too
  language: 'language',
  languageHistory: 'languageHistory',
} as const;

function store(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export const session = {
  get(key: SessionKey): string | null {
    return store()?.getItem(SESSION_KEYS[key]) ?? null;
  },
  set(key: SessionKey, value: string): void {
    store()?.setItem(SESSION_KEYS[key], value);
  },
  remove(key: SessionKey): void {
    store()?.removeItem(SESSION_KEYS[key]);
  },
  /** Clears the session but keeps the merchant values, which the logout flow restores. */
  clear(): void {
    const s = store();
    if (!s) return;
    const keep = (['merchant', 'merchantCode', 'platform'] as const).map((k) => [k, s.getItem(SESSION_KEYS[k])] as const);
    for (const key of Object.values(SESSION_KEYS)) s.removeItem(key);
    for (const [k, v] of keep) if (v !== null) s.setItem(SESSION_KEYS[k], v);
  },
  token(): string | null {
    return this.get('token');
  },
};
