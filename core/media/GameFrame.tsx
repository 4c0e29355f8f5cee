import { gameFrameSandbox } from './cdn';

/**
 * A launched game: only addresses already checked against the launch CDNs (isOnCdn) get here.
 * Sandboxed (see gameFrameSandbox) and sent no referrer, since launch addresses carry a ticket.
 */
export function GameFrame({ url, title, className }: { url: string; title: string; className?: string }) {
  return (
    <iframe
      className={className}
      src={url}
      title={title}
      allow="fullscreen; autoplay"
      referrerPolicy="no-referrer"
      sandbox={gameFrameSandbox(url)}
    />
  );
}
