import type { ApiClient } from '../../core/api/client';
import { agentExports } from './exports';

/** An API client whose file calls answer `text`, recording what was asked. */
function fileClient(text: string) {
  const asked: { path: string; options: unknown }[] = [];
  const api = {
    get: (path: string, options: unknown) => {
      asked.push({ path, options });
      return Promise.resolve(text);
    },
  } as unknown as ApiClient; // only get() is used by the exports
  return { api, asked };
}

const RANGE = { from: '2026-11-01', to: '2026-11-28' };

describe('report exports read back into the JSON rows', () => {
  it('types the P&L rows and totals, in one request for every row', async () => {
    const { api, asked } = fileClient(
      'record,username,level,accountType,deposits,withdrawals,betCount,bets,payout,net,bonuses\r\n' +
        'row,membro4,2,0,800.00,0.00,15,250.00,187.50,-62.50,0.00\r\n' +
        'total,,,,800.00,0.00,15,250.00,187.50,-62.50,0.00\r\n',
    );
    await expect(agentExports.pnl(api, RANGE)).resolves.toEqual({
      rows: [
        {
          username: 'membro4',
          level: 2,
          accountType: 0,
          deposits: '800.00',
          withdrawals: '0.00',
          betCount: 15,
          bets: '250.00',
          payout: '187.50',
          net: '-62.50',
          bonuses: '0.00',
        },
      ],
      totals: { deposits: '800.00', withdrawals: '0.00', betCount: 15, bets: '250.00', payout: '187.50', net: '-62.50', bonuses: '0.00' },
    });
    expect(asked).toEqual([{ path: 'v2/agent/pnl/export', options: { auth: true, params: RANGE, text: true, timeoutMs: 120_000 } }]);
  });

  it('reads empty fields of nullable columns as null, and the team view has no totals', async () => {
    const { api } = fileClient(
      'record,username,nickname,accountType,isAgent,level,registeredAt,lastLoginAt,directCount,teamSize,balance,salaryRate,dividendRate,deposits,bets,net\r\n' +
        'row,subagente2,Sub 2,2,true,2,2026-11-01T12:00:00.000Z,,1,1,5.00,0.5,,0.00,0.00,0.00\r\n',
    );
    const [row] = await agentExports.team(api, RANGE);
    expect(row).toMatchObject({ isAgent: true, level: 2, lastLoginAt: null, salaryRate: 0.5, dividendRate: null, directCount: 1 });
  });

  it('refuses a file with a value of the wrong kind, or without its totals', async () => {
    const header = 'record,moveId,username,kind,amount,description,createdAt\r\n';
    const move = 'row,7,membro4,DEPOSIT,100.00,PIX,2026-11-20T12:00:00.000Z\r\n';
    await expect(agentExports.transactions(fileClient(header + move).api, RANGE)).rejects.toThrow('no totals line');
    await expect(
      agentExports.transactions(fileClient(`${header}${move.replace('DEPOSIT', 'GIFT')}total,,,,,,,\r\n`).api, RANGE),
    ).rejects.toThrow('export field kind: unexpected GIFT');
    await expect(
      agentExports.transactions(fileClient(`${header}${move.replace(',7,', ',x,')}total,,,,,,,\r\n`).api, RANGE),
    ).rejects.toThrow('export field moveId: not a number');
  });
});
