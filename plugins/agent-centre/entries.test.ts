import { DEFAULT_ENTRY, ENTRY_KEYS, visibleEntries } from './entries';

const none = { dailysalreqtype: 0, contracthoursalreq: 0, realtimesalreqtype: 0 };
const ALWAYS = ENTRY_KEYS.slice(0, 8);

describe('agent-centre entries', () => {
  it('lists the twelve entries of the spec in order, team overview first to open', () => {
    expect(ENTRY_KEYS).toHaveLength(12);
    expect(ENTRY_KEYS[0]).toBe('agentAnnouncement');
    expect(ENTRY_KEYS[11]).toBe('agentRealtimeSalary');
    expect(DEFAULT_ENTRY).toBe('agentTeamOverview');
  });

  it('shows only the eight unconditional entries without enableCt or a salary scheme', () => {
    expect(visibleEntries({ enableCt: false, consolidated: none })).toEqual(ALWAYS);
  });

  it('adds the dividend record with enableCt, and each salary page with its own scheme', () => {
    expect(visibleEntries({ enableCt: true, consolidated: none })).toEqual([...ALWAYS, 'agentDividendRecordCopy2']);
    expect(visibleEntries({ enableCt: false, consolidated: { ...none, dailysalreqtype: 1 } })).toEqual([...ALWAYS, 'agentDailyWages2']);
    expect(visibleEntries({ enableCt: false, consolidated: { ...none, contracthoursalreq: 2 } })).toEqual([...ALWAYS, 'agentHourSalary']);
    expect(visibleEntries({ enableCt: false, consolidated: { ...none, realtimesalreqtype: 1 } })).toEqual([
      ...ALWAYS,
      'agentRealtimeSalary',
    ]);
  });

  it('shows all twelve when every condition holds, in menu order', () => {
    expect(visibleEntries({ enableCt: true, consolidated: { dailysalreqtype: 1, contracthoursalreq: 1, realtimesalreqtype: 1 } })).toEqual([
      ...ENTRY_KEYS,
    ]);
  });
});
