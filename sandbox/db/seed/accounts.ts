import type { SandboxBrand } from '../../brands';
import { DEFAULT_PASSWORD } from '../../lib/passwords';
import { findAccountByUsername, insertAccount, insertAffiliateCode, type Account, type AccountType } from '../../store/accounts';
import type { Queryable } from '../db';
import { COUNTRIES } from './reference-data';

/** The password of every demo account unless the table says otherwise. */
export const DEMO_PASSWORD = 'Sorte2026';

export interface DemoAccount {
  username: string;
  password: string;
  type: AccountType;
  nickname: string;
  email: string | null;
  /** Gets the merchant's demo mobile number (DEMO_MOBILES). */
  withMobile?: boolean;
  passwordExpired?: boolean;
  frozen?: boolean;
  clubLabel?: { labelName: string; rankLevel: number };
  memberLabels?: string[];
  /** Username of the agent above it. */
  upline?: string;
  /** What the account is for (README table). */
  purpose: string;
}

/** Seeded in every merchant. Passwords are stored as argon2id hashes only. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'jogador',
    password: DEMO_PASSWORD,
    type: 0,
    nickname: 'Jogador Demo',
    email: 'jogador@example.com',
    withMobile: true,
    clubLabel: { labelName: 'Ouro', rankLevel: 5 },
    memberLabels: ['VIP'],
    purpose: 'member with e-mail, mobile (SMS login) and a club label',
  },
  {
    username: 'agente1',
    password: DEMO_PASSWORD,
    type: 1,
    nickname: 'Agente Um',
    email: 'agente1@example.com',
    purpose: 'agent (type 1), owns the affiliate code, three downline members and subagente1 (agent centre)',
  },
  { username: 'agente2', password: DEMO_PASSWORD, type: 2, nickname: 'Agente Dois', email: null, purpose: 'agent (type 2)' },
  { username: 'agente41', password: DEMO_PASSWORD, type: 41, nickname: 'Agente 41', email: null, purpose: 'agent (type 41)' },
  { username: 'agente42', password: DEMO_PASSWORD, type: 42, nickname: 'Agente 42', email: null, purpose: 'agent (type 42)' },
  {
    username: 'padrao',
    password: DEFAULT_PASSWORD,
    type: 0,
    nickname: 'Senha Padrão',
    email: null,
    purpose: 'still on the default password 123456',
  },
  {
    username: 'expirada',
    password: 'Sorte2025',
    type: 0,
    nickname: 'Senha Expirada',
    email: null,
    passwordExpired: true,
    purpose: 'password expired (login answers passwordExpired: true)',
  },
  {
    username: 'congelado',
    password: DEMO_PASSWORD,
    type: 0,
    nickname: 'Conta Congelada',
    email: null,
    frozen: true,
    purpose: 'frozen: login answers 403 ACCOUNT_FROZEN',
  },
  {
    username: 'membro1',
    password: DEMO_PASSWORD,
    type: 0,
    nickname: 'Membro Um',
    email: null,
    upline: 'agente1',
    purpose: 'downline of agente1',
  },
  {
    username: 'membro2',
    password: DEMO_PASSWORD,
    type: 0,
    nickname: 'Membro Dois',
    email: null,
    upline: 'agente1',
    purpose: 'downline of agente1',
  },
  {
    username: 'membro3',
    password: DEMO_PASSWORD,
    type: 0,
    nickname: 'Membro Três',
    email: null,
    upline: 'agente1',
    purpose: 'downline of agente1',
  },
  // agente1's deeper team (agent centre): four levels, each upline listed before its downlines.
  {
    username: 'subagente1',
    password: DEMO_PASSWORD,
    type: 2,
    nickname: 'Subagente Um',
    email: null,
    upline: 'agente1',
    purpose: 'sub-agent (type 2) of agente1, with membro4, membro5 and subagente2 below it',
  },
  {
    username: 'membro4',
    password: DEMO_PASSWORD,
    type: 0,
    nickname: 'Membro Quatro',
    email: null,
    upline: 'subagente1',
    purpose: 'downline of subagente1: deposits and bets over the last 14 days',
  },
  {
    username: 'membro5',
    password: DEMO_PASSWORD,
    type: 0,
    nickname: 'Membro Cinco',
    email: null,
    upline: 'subagente1',
    purpose: 'downline of subagente1: deposits and bets over the last 14 days',
  },
  {
    username: 'subagente2',
    password: DEMO_PASSWORD,
    type: 2,
    nickname: 'Subagente Dois',
    email: null,
    upline: 'subagente1',
    purpose: 'sub-agent (type 2) of subagente1, with membro6 below it',
  },
  {
    username: 'membro6',
    password: DEMO_PASSWORD,
    type: 0,
    nickname: 'Membro Seis',
    email: null,
    upline: 'subagente2',
    purpose: 'downline of subagente2 (level 3 below agente1): deposits and bets over the last 14 days',
  },
];

/** jogador's mobile number per brand (digits after the merchant's dialing code; both brands are PH, +63). */
export const DEMO_MOBILES: Record<string, string> = {
  'mare-da-sorte': '9171234567',
  'trevo-azul': '9181234567',
};
const FALLBACK_MOBILE = '9170000000';

/** Invitation codes per brand: code → agent username. */
export const AFFILIATE_CODES: Record<string, { code: string; agent: string }[]> = {
  'mare-da-sorte': [{ code: 'MARE2026', agent: 'agente1' }],
  'trevo-azul': [{ code: 'TREVO10', agent: 'agente1' }],
};

export function demoMobileOf(brand: Pick<SandboxBrand, 'id' | 'countryCode'>): { countryDialingCode: string; mobileNum: string } {
  const country = COUNTRIES.find((candidate) => candidate.code === brand.countryCode);
  return { countryDialingCode: country?.dialing ?? '+63', mobileNum: DEMO_MOBILES[brand.id] ?? FALLBACK_MOBILE };
}

/** Hashes each distinct password once per seed run (argon2id is slow on purpose). */
export type HashOnce = (password: string) => Promise<string>;

export async function seedAccounts(tx: Queryable, brand: SandboxBrand, hashOnce: HashOnce): Promise<void> {
  const created = await insertDemoAccounts(tx, brand, hashOnce, DEMO_ACCOUNTS);
  for (const { code, agent } of AFFILIATE_CODES[brand.id] ?? []) {
    const owner = created.get(agent);
    if (owner) await insertAffiliateCode(tx, brand.merchantCode, code, owner.id);
  }
}

/**
 * Inserts the demo accounts the merchant does not have yet (a later seed area may add accounts to
 * a database whose accounts area ran before they existed) and answers every one of them. An
 * upline must be listed earlier or exist already: a missing one is a seed bug, not a top account.
 */
export async function insertDemoAccounts(
  tx: Queryable,
  brand: SandboxBrand,
  hashOnce: HashOnce,
  demos: readonly DemoAccount[],
): Promise<Map<string, Account>> {
  const mobile = demoMobileOf(brand);
  const accounts = new Map<string, Account>();
  const find = async (username: string) => accounts.get(username) ?? (await findAccountByUsername(tx, brand.merchantCode, username));
  for (const demo of demos) {
    const existing = await findAccountByUsername(tx, brand.merchantCode, demo.username);
    if (existing) {
      accounts.set(demo.username, existing);
      continue;
    }
    const upline = demo.upline === undefined ? undefined : await find(demo.upline);
    if (demo.upline !== undefined && !upline)
      throw new Error(`demo account ${demo.username}: its upline ${demo.upline} must be seeded before it`);
    const account = await insertAccount(tx, {
      merchantCode: brand.merchantCode,
      username: demo.username,
      passwordHash: await hashOnce(demo.password),
      usesDefaultPassword: demo.password === DEFAULT_PASSWORD,
      type: demo.type,
      nickname: demo.nickname,
      email: demo.email,
      mobileNum: demo.withMobile ? mobile.mobileNum : null,
      countryDialingCode: demo.withMobile ? mobile.countryDialingCode : null,
      uplineAccountId: upline?.id ?? null,
      passwordExpired: demo.passwordExpired ?? false,
      frozen: demo.frozen ?? false,
      clubLabel: demo.clubLabel ?? null,
      memberLabels: demo.memberLabels ?? [],
      // Demo accounts have been used before: the first-login welcome is for newly registered ones.
      firstLoginDone: true,
    });
    accounts.set(demo.username, account);
  }
  return accounts;
}
