/** A short message under a form: the outcome of the last action, read out when it changes. */
export function Notice({ kind, children }: { kind: 'success' | 'error' | 'info'; children: string }) {
  return (
    <p className={`mc-notice mc-notice--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
