import type { ReactNode } from 'react';

/** The side bar's icons: 24 px line art in the text colour, decorative (the items carry the names). */
const PATHS: Record<string, ReactNode> = {
  gift: (
    <>
      <rect x="3" y="8" width="18" height="4" rx="1" />
      <path d="M5 12v8h14v-8M12 8v12M12 8S10.5 3.5 8 4.2 8.6 8 12 8Zm0 0s1.5-4.5 4-3.8S15.4 8 12 8Z" />
    </>
  ),
  headset: <path d="M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H5a1 1 0 0 1-1-1v-4Zm16 0h-3v5h2a1 1 0 0 0 1-1v-4Zm-3 5c0 1.5-2 2-5 2" />,
  crown: <path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5L3 8Z" />,
  users: <path d="M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 10a7 7 0 0 1 14 0M16 3.5a4 4 0 0 1 0 7.5M18 14a6 6 0 0 1 4 6" />,
  TELEGRAM: <path d="M21 4 3 11l6 2 2 6 3-4 5 4 2-15ZM9 13l9-6-7 8" />,
  FACEBOOK: <path d="M14 21v-8h3l.5-3.5H14V7.5c0-1 .4-1.8 1.9-1.8H17.6V2.6A22 22 0 0 0 15.1 2.5C12.6 2.5 11 4 11 6.8v2.7H8V13h3v8" />,
  INSTAGRAM: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.6" />
    </>
  ),
  TIKTOK: <path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.5 2.5 2.3 4.3 5 4.5" />,
  IOS_CONFIG: (
    <>
      <circle cx="12" cy="12" r="3" />
      <path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9 7 7M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1" />
    </>
  ),
  ANDROID: (
    <path d="M6 10h12v8a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1v-8Zm0-1a6 6 0 0 1 12 0H6Zm2-5 1.5 2.5M16 4l-1.5 2.5M3.5 11v5M20.5 11v5M9.5 19v2.5M14.5 19v2.5" />
  ),
  IOS: (
    <path d="M16 3c.2 1.6-1.2 3.3-2.8 3.2-.2-1.5 1.3-3.1 2.8-3.2ZM19 16.5c-.8 1.9-2 3.9-3.5 3.9-1.3 0-1.7-.8-3.3-.8s-2 .8-3.3.8C7.3 20.4 5 17 5 13.5 5 10.6 6.9 9 8.7 9c1.3 0 2.3.9 3.3.9s2-.9 3.5-.9c.7 0 2.6.2 3.6 2-3 1.7-2.5 5.4-.1 5.5Z" />
  ),
  menu: <path d="M12 3v3M12 18v3M3 12h3M18 12h3M6 6l2 2M16 16l2 2M6 18l2-2M16 8l2-2" />,
  close: <path d="M6 6l12 12M18 6 6 18" />,
  apps: (
    <>
      <rect x="4" y="4" width="6.5" height="6.5" rx="1.5" />
      <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.5" />
      <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.5" />
      <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.5" />
    </>
  ),
};

export function Icon({ name }: { name: string }) {
  return (
    <svg
      className="support-icon"
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[name] ?? PATHS.menu}
    </svg>
  );
}
