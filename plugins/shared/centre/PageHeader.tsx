import './centre.css';
import type { ReactNode } from 'react';

/** A centre page's title and lead, with an action beside them when given. */
export function PageHeader({ title, lead, titleId, action }: { title: string; lead: string; titleId?: string; action?: ReactNode }) {
  return (
    <header className={`mc-page__header${action ? ' mc-page__header--row' : ''}`}>
      <div>
        <h2 className="mc-page__title" id={titleId}>
          {title}
        </h2>
        <p className="mc-page__lead">{lead}</p>
      </div>
      {action}
    </header>
  );
}
