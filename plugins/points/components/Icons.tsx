/** Small inline icons of the mall (decorative: the text next to them carries the meaning). */
export type PointsIconName = 'coin' | 'BET' | 'DEPOSIT' | 'MISSION' | 'CHECKIN' | 'REFERRAL' | 'gift' | 'convert' | 'lock';

const PATHS: Record<PointsIconName, string> = {
  coin: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 3.2a6.8 6.8 0 1 1 0 13.6 6.8 6.8 0 0 1 0-13.6Zm-1 2.3v1.2c-1.4.3-2.3 1.2-2.3 2.4 0 1.5 1.2 2 2.6 2.4 1.2.3 1.6.5 1.6 1 0 .4-.5.8-1.3.8-.9 0-1.6-.4-2-1l-1.2 1c.5.8 1.4 1.3 2.6 1.5v1.2h1.8v-1.2c1.4-.3 2.3-1.2 2.3-2.4 0-1.6-1.3-2.1-2.7-2.5-1.1-.3-1.5-.5-1.5-.9s.4-.7 1.1-.7c.7 0 1.3.3 1.7.8l1.2-1c-.5-.7-1.2-1.1-2-1.3V7.5H11Z',
  BET: 'M7 3h10a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm0 2v14h10V5H7Zm2 2h6v4H9V7Zm0 6h2v2H9v-2Zm4 0h2v2h-2v-2Z',
  DEPOSIT: 'M4 6h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2Zm0 4v7h16v-7H4Zm0-2h16V8H4v0Zm2 5h5v2H6v-2Z',
  MISSION: 'M12 2 14.6 8.3 21.4 8.9 16.2 13.4 17.8 20 12 16.5 6.2 20 7.8 13.4 2.6 8.9 9.4 8.3 12 2Z',
  CHECKIN:
    'M7 2h2v2h6V2h2v2h2a2 2 0 0 1 2 2v13a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2V2Zm12 8H5v9h14v-9Zm-8.6 7-3-3 1.4-1.4 1.6 1.6 4.2-4.2 1.4 1.4-5.6 5.6Z',
  REFERRAL: 'M9 4a4 4 0 1 1 0 8 4 4 0 0 1 0-8Zm0 10c4 0 7 2 7 4.5V20H2v-1.5C2 16 5 14 9 14Zm9-6h2v2h2v2h-2v2h-2v-2h-2v-2h2V8Z',
  gift: 'M20 7h-2.2A3 3 0 0 0 12 4.4 3 3 0 0 0 6.2 7H4a2 2 0 0 0-2 2v3h1v8a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-8h1V9a2 2 0 0 0-2-2Zm-5-1a1 1 0 1 1 0 2h-2a2 2 0 0 1 2-2ZM9 6a2 2 0 0 1 2 2H9a1 1 0 1 1 0-2Zm-5 3h7v3H4V9Zm1 5h6v6H5v-6Zm8 6v-6h6v6h-6Zm7-8h-7V9h7v3Z',
  convert: 'M7 7h11l-3-3 1.4-1.4L21.8 8l-5.4 5.4L15 12l3-3H7V7Zm10 10H6l3 3-1.4 1.4L2.2 16l5.4-5.4L9 12l-3 3h11v2Z',
  lock: 'M12 2a5 5 0 0 1 5 5v3h1a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2h1V7a5 5 0 0 1 5-5Zm0 2a3 3 0 0 0-3 3v3h6V7a3 3 0 0 0-3-3Zm0 9a2 2 0 0 0-1 3.7V19h2v-2.3A2 2 0 0 0 12 13Z',
};

export function PointsIcon({ name, size = 20, className }: { name: PointsIconName; size?: number; className?: string }) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" fillRule="evenodd" d={PATHS[name]} />
    </svg>
  );
}
