/** A game card's place while its game loads: the same size as the card (no shift when it arrives). */
export function GameCardSkeleton() {
  return (
    <div className="game-card game-card--skeleton" aria-hidden="true">
      <div className="skeleton game-card__image-skeleton" />
      <div className="skeleton game-card__line-skeleton" />
      <div className="skeleton game-card__line-skeleton game-card__line-skeleton--short" />
    </div>
  );
}
