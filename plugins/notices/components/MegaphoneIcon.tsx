/** The announcements' megaphone (decorative: its control carries the name). */
export function MegaphoneIcon() {
  return (
    <svg className="notice-icon" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M18 4.2v13.6c0 .8-.9 1.3-1.6.9L11.6 16H8l.9 4.1a1 1 0 0 1-1 1.2H6.6a1 1 0 0 1-1-.8L4.6 16H4a2 2 0 0 1-2-2v-4a2 2 0 0 1 2-2h7.6l4.8-2.7c.7-.4 1.6.1 1.6.9ZM20 9.2a3 3 0 0 1 0 5.6V9.2Z"
      />
    </svg>
  );
}
