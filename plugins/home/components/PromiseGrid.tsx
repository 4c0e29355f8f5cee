import { PromiseIcon } from './PromiseIcon';

export interface PromiseCardContent {
  key: string;
  icon: string;
  title: string;
  text: string;
}

/** A row of icon cards (the home page's promises, the join page's benefits). */
export function PromiseGrid({ cards }: { cards: readonly PromiseCardContent[] }) {
  return (
    <ul className="promise-grid">
      {cards.map((card) => (
        <li key={card.key} className="promise-card">
          <span className="promise-card__icon">
            <PromiseIcon name={card.icon} />
          </span>
          <h3 className="promise-card__title">{card.title}</h3>
          <p className="promise-card__text">{card.text}</p>
        </li>
      ))}
    </ul>
  );
}
