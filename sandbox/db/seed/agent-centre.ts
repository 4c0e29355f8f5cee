import type { SandboxBrand } from '../../brands';
import { findAccountByUsername, type Account } from '../../store/accounts';
import { insertAgentAnnouncement, writeAgentFlags, type AgentFlags } from '../../store/agent-centre';
import { createDepositOrder, payDepositOrder, readCashierSettings } from '../../store/cashier';
import type { Queryable } from '../db';
import { DEMO_ACCOUNTS, insertDemoAccounts, type HashOnce } from './accounts';
import { playSeedSession, type SeedBet } from './bets';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** agente1's deeper team (accounts.ts): subagente1 > membro4, membro5, subagente2 > membro6. */
const TEAM_ACCOUNTS = ['subagente1', 'membro4', 'membro5', 'subagente2', 'membro6'];

/** The agent centre's switches per agent (docs/agent-centre-api.md, "Seed"); members keep theirs off. */
const FLAGS: Readonly<Record<string, AgentFlags>> = {
  agente1: { enableCt: true, enableSalary: true, enableContract: true },
  agente2: { enableCt: true, enableSalary: true, enableContract: false },
  agente41: { enableCt: false, enableSalary: true, enableContract: true },
  agente42: { enableCt: false, enableSalary: true, enableContract: false },
  subagente1: { enableCt: true, enableSalary: true, enableContract: true },
  subagente2: { enableCt: false, enableSalary: true, enableContract: true },
};

interface SeedContract {
  kind: 'SALARY' | 'DIVIDEND';
  /** null: the platform's own contract with a top agent. */
  upline: string | null;
  downline: string;
  rate: string;
  status: 'ACTIVE' | 'PENDING';
  daysAgo: number;
}

/**
 * The contracts of the contract: rates shrink down the tree. Accepting agente1's pending SALARY
 * 0.40 would end subagente2's 0.50 from subagente1 (an upline never pays more than it earns).
 */
const CONTRACTS: readonly SeedContract[] = [
  { kind: 'SALARY', upline: null, downline: 'agente1', rate: '1.00', status: 'ACTIVE', daysAgo: 30 },
  { kind: 'DIVIDEND', upline: null, downline: 'agente1', rate: '30.00', status: 'ACTIVE', daysAgo: 30 },
  { kind: 'SALARY', upline: 'agente1', downline: 'subagente1', rate: '0.80', status: 'ACTIVE', daysAgo: 25 },
  { kind: 'DIVIDEND', upline: 'agente1', downline: 'subagente1', rate: '25.00', status: 'ACTIVE', daysAgo: 25 },
  { kind: 'SALARY', upline: 'subagente1', downline: 'subagente2', rate: '0.50', status: 'ACTIVE', daysAgo: 20 },
  { kind: 'SALARY', upline: 'agente1', downline: 'subagente1', rate: '0.40', status: 'PENDING', daysAgo: 1 },
  { kind: 'DIVIDEND', upline: 'agente1', downline: 'subagente1', rate: '20.00', status: 'PENDING', daysAgo: 1 },
];

/** Five announcements for agents (plain text), two of them pinned. */
const ANNOUNCEMENTS = [
  {
    title: 'Bem-vindo ao centro de agentes',
    content:
      'Acompanhe a sua equipe, os relatórios de apostas e os seus ganhos num só lugar.\n\nDúvidas? Fale com o seu gerente de contas.',
    pinned: true,
    daysAgo: 20,
  },
  {
    title: 'Salário diário: pagamento até as 10h',
    content: 'O salário do dia anterior é calculado à meia-noite (horário de Brasília) e creditado na carteira principal até as 10h.',
    pinned: true,
    daysAgo: 9,
  },
  {
    title: 'Novos relatórios de lucros e perdas',
    content: 'O relatório de lucros e perdas agora mostra depósitos, saques e bônus de cada membro da equipe no período escolhido.',
    pinned: false,
    daysAgo: 6,
  },
  {
    title: 'Contratos de dividendos',
    content: 'Ofereça contratos de dividendos aos seus subagentes diretos. A taxa oferecida não pode ser maior que a sua.',
    pinned: false,
    daysAgo: 3,
  },
  {
    title: 'Manutenção programada',
    content: 'Na quarta-feira, das 03h00 às 05h00 (GMT-3), os relatórios podem demorar a atualizar. Os pagamentos não são afetados.',
    pinned: false,
    daysAgo: 1,
  },
];

interface SeedSession {
  daysAgo: number;
  gameType: string;
  bankroll: string;
  bets: SeedBet[];
}

/**
 * The members' last 14 days: paid PIX deposits, then sessions of settled bets (each played after
 * the deposit that pays for it, so every balance-after reads in time order). membro4: 800.00
 * deposited, 15 bets staking 250.00 that returned 187.50 (net −62.50); membro5: 200.00, 6 bets,
 * 95.00 → 100.00 (+5.00); membro6: 1,250.00, 14 bets, 680.00 → 440.00 (−240.00).
 */
const PLAY: Readonly<Record<string, { deposits: { daysAgo: number; amount: string }[]; sessions: SeedSession[] }>> = {
  membro4: {
    deposits: [
      { daysAgo: 12, amount: '500.00' },
      { daysAgo: 5, amount: '300.00' },
    ],
    sessions: [
      {
        daysAgo: 12,
        gameType: 'RNG',
        bankroll: '200.00',
        bets: [
          ['10.00', '0'],
          ['10.00', '25.00'],
          ['20.00', '0'],
          ['5.00', '12.50'],
          ['15.00', '0'],
        ],
      },
      {
        daysAgo: 8,
        gameType: 'LIVE',
        bankroll: '150.00',
        bets: [
          ['25.00', '50.00'],
          ['25.00', '0'],
          ['50.00', '0'],
          ['25.00', 'void'],
        ],
      },
      {
        daysAgo: 5,
        gameType: 'RNG',
        bankroll: '100.00',
        bets: [
          ['5.00', '0'],
          ['10.00', '30.00'],
          ['10.00', '0'],
          ['20.00', '0'],
        ],
      },
      {
        daysAgo: 2,
        gameType: 'LOTT',
        bankroll: '50.00',
        bets: [
          ['10.00', '0'],
          ['10.00', '45.00'],
        ],
      },
    ],
  },
  membro5: {
    deposits: [{ daysAgo: 9, amount: '200.00' }],
    sessions: [
      {
        daysAgo: 9,
        gameType: 'LIVE',
        bankroll: '100.00',
        bets: [
          ['20.00', '0'],
          ['20.00', '40.00'],
          ['30.00', '0'],
        ],
      },
      {
        daysAgo: 3,
        gameType: 'RNG',
        bankroll: '80.00',
        bets: [
          ['10.00', '0'],
          ['10.00', '0'],
          ['5.00', '60.00'],
        ],
      },
    ],
  },
  membro6: {
    deposits: [
      { daysAgo: 11, amount: '1000.00' },
      { daysAgo: 4, amount: '250.00' },
    ],
    sessions: [
      {
        daysAgo: 11,
        gameType: 'RNG',
        bankroll: '300.00',
        bets: [
          ['50.00', '0'],
          ['50.00', '0'],
          ['25.00', '100.00'],
          ['50.00', '0'],
          ['25.00', '0'],
        ],
      },
      {
        daysAgo: 7,
        gameType: 'LIVE',
        bankroll: '400.00',
        bets: [
          ['100.00', '0'],
          ['100.00', '200.00'],
          ['100.00', '0'],
        ],
      },
      {
        daysAgo: 4,
        gameType: 'LOTT',
        bankroll: '60.00',
        bets: [
          ['20.00', '0'],
          ['20.00', 'void'],
          ['20.00', '0'],
        ],
      },
      {
        daysAgo: 1,
        gameType: 'RNG',
        bankroll: '200.00',
        bets: [
          ['40.00', '0'],
          ['40.00', '120.00'],
          ['40.00', '0'],
        ],
      },
    ],
  },
};

/**
 * The agent-centre area (a later seed area, see index.ts): agente1's four-level team, the agents'
 * switches and contracts, the announcements for agents and the team members' play. The accounts
 * are inserted here too when a database's accounts area ran before they existed. Safe to run
 * again over surviving content: announcements, contracts and play are written only once.
 */
export async function seedAgentCentre(tx: Queryable, brand: SandboxBrand, hashOnce: HashOnce, now: Date = new Date()): Promise<void> {
  await insertDemoAccounts(
    tx,
    brand,
    hashOnce,
    DEMO_ACCOUNTS.filter((demo) => TEAM_ACCOUNTS.includes(demo.username)),
  );
  const accounts = new Map<string, Account>();
  for (const username of new Set([...Object.keys(FLAGS), ...CONTRACTS.map((contract) => contract.downline), ...Object.keys(PLAY)])) {
    const account = await findAccountByUsername(tx, brand.merchantCode, username);
    if (account) accounts.set(username, account);
  }
  const daysAgo = (days: number, hours = 0) => new Date(now.getTime() - days * DAY_MS - hours * HOUR_MS);

  for (const [username, flags] of Object.entries(FLAGS)) {
    const agent = accounts.get(username);
    if (agent) await writeAgentFlags(tx, agent.id, flags);
  }
  for (const contract of CONTRACTS) {
    const downline = accounts.get(contract.downline);
    const upline = contract.upline === null ? null : accounts.get(contract.upline);
    if (!downline || upline === undefined) continue;
    const created = daysAgo(contract.daysAgo);
    await tx.query(
      `INSERT INTO agent_contracts (merchant_code, kind, upline_account_id, downline_account_id, rate, status, created_at, decided_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING`,
      [
        brand.merchantCode,
        contract.kind,
        upline?.id ?? null,
        downline.id,
        contract.rate,
        contract.status,
        created,
        contract.status === 'ACTIVE' ? new Date(created.getTime() + HOUR_MS) : null,
      ],
    );
  }
  const { rows: announced } = await tx.query('SELECT 1 FROM agent_announcements WHERE merchant_code = $1 LIMIT 1', [brand.merchantCode]);
  if (announced.length === 0) {
    for (const { daysAgo: days, ...announcement } of ANNOUNCEMENTS)
      await insertAgentAnnouncement(tx, brand.merchantCode, { ...announcement, createdAt: daysAgo(days) });
  }

  const orderMinutes = (await readCashierSettings(tx, brand.merchantCode))?.depositOrderMinutes ?? 30;
  for (const [username, play] of Object.entries(PLAY)) {
    const member = accounts.get(username);
    // A member who has played already keeps its history (the area run again over surviving accounts).
    if (!member || (await tx.query('SELECT 1 FROM bets WHERE account_id = $1 LIMIT 1', [member.id])).rows.length > 0) continue;
    // A day's deposit 3 hours before this time of day, its session 2 hours before; all of them in
    // time order, so every balance-after reads in order and a session is paid for when it starts.
    const deposits = play.deposits.map((deposit) => ({
      at: daysAgo(deposit.daysAgo, 3),
      run: async (at: Date) => {
        const opened = await createDepositOrder(tx, {
          merchantCode: brand.merchantCode,
          merchantName: brand.name,
          accountId: member.id,
          channelCode: 'PIX',
          amount: deposit.amount,
          validMinutes: orderMinutes,
          request: { key: `seed-agent-deposit-${deposit.daysAgo}`, fingerprint: 'seed' },
          now: at,
        });
        if (typeof opened !== 'string') await payDepositOrder(tx, member.id, opened.order.orderId, new Date(at.getTime() + 90_000));
      },
    }));
    const sessions = play.sessions.map((session, index) => ({
      at: daysAgo(session.daysAgo, 2),
      run: (at: Date) =>
        playSeedSession(
          tx,
          brand,
          member.id,
          { ...session, start: at.getTime() },
          (position) => `RAG${member.id}S${index + 1}B${String(position + 1).padStart(2, '0')}`,
        ),
    }));
    for (const event of [...deposits, ...sessions].sort((a, b) => a.at.getTime() - b.at.getTime())) await event.run(event.at);
  }
}
