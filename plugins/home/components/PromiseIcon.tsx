/** Line icons for the home page promises; inline SVG so they look the same on every device (no emoji fonts). */
const PATHS: Record<string, string> = {
  fast: 'M13 2 4 14h7l-1 8 9-12h-7z',
  secure: 'M6 10V8a6 6 0 1 1 12 0v2M5 10h14v11H5zM12 14v3',
  anywhere: 'M8 2h8a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zM11 18h2',
  support: 'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H5a1 1 0 0 1-1-1zM20 14h-3v5h2a1 1 0 0 0 1-1zM17 19a4 4 0 0 1-4 3h-1',
};

export function PromiseIcon({ name }: { name: keyof typeof PATHS | string }) {
  return (
    <svg className="promise-card__svg" viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
      <path
        d={PATHS[name] ?? PATHS.fast}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
