import { forwardRef } from 'react';
import { errorText } from '../../../core/api/present-error';
import { useT } from '../../../core/i18n/i18n';
import { GameFrame } from '../../../core/media/GameFrame';
import type { LaunchState } from '../hooks';
import { Countdown } from './Countdown';
import { Icon } from './Icon';
import { intervalText } from './GameCard';

export interface StageProps {
  state: Exclude<LaunchState, { status: 'idle' }>;
  onRetry: () => void;
  onLogin: () => void;
  onClose: () => void;
}

/**
 * The game being opened: a loader, the login prompt, the game in an iframe (only an address on a
 * launch CDN gets here), or what went wrong with a retry.
 */
export const Stage = forwardRef<HTMLHeadingElement, StageProps>(function Stage({ state, onRetry, onLogin, onClose }, headingRef) {
  const t = useT();
  const game = state.status === 'unknown' ? null : state.game;
  const lobby = state.status !== 'unknown' && state.view === 'lobby';
  const title = game ? (lobby ? t('lottery:stage.lobbyTitle') : game.gameName) : t('lottery:stage.unknownTitle');
  return (
    <section
      className={`lottery-stage lottery-stage--${state.status}`}
      aria-labelledby="lottery-stage-title"
      aria-busy={state.status === 'launching'}
    >
      <header className="lottery-stage__head">
        <div className="lottery-stage__heading">
          {game ? (
            <p className="lottery-stage__eyebrow">
              {t(state.status === 'launching' || state.status === 'ready' ? 'lottery:stage.eyebrow' : 'lottery:stage.eyebrowSelected')}
            </p>
          ) : null}
          <h2 id="lottery-stage-title" className="lottery-stage__title" ref={headingRef} tabIndex={-1}>
            {title}
          </h2>
          {game && !lobby ? (
            <p className="lottery-stage__meta">
              <span className="lottery-chip">{game.gameGroupCode}</span>
              <span>{intervalText(t, game.drawIntervalMinutes)}</span>
              <span className="lottery-stage__next">
                {t('lottery:card.nextDraw')} <Countdown game={game} className="lottery-stage__countdown" labelled={false} />
              </span>
            </p>
          ) : null}
        </div>
        <button type="button" className="lottery-stage__close" aria-label={t('lottery:stage.close')} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </header>
      <div className="lottery-stage__screen">
        {state.status === 'ready' ? (
          <GameFrame className="lottery-stage__frame" url={state.url} title={t('lottery:stage.frameTitle', { game: title })} />
        ) : (
          <div className="lottery-stage__message" role={state.status === 'failed' || state.status === 'blocked' ? 'alert' : 'status'}>
            {state.status === 'launching' ? (
              <>
                <span className="lottery-spinner" aria-hidden="true" />
                <p>{t('lottery:stage.launching', { game: title })}</p>
              </>
            ) : null}
            {state.status === 'needsLogin' ? (
              <>
                <span className="lottery-stage__icon">
                  <Icon name="lock" size={28} />
                </span>
                <p>{t('lottery:stage.needsLogin', { game: title })}</p>
                <button type="button" className="btn btn--primary" onClick={onLogin}>
                  {t('lottery:actions.login')}
                </button>
              </>
            ) : null}
            {state.status === 'blocked' ? (
              <>
                <span className="lottery-stage__icon lottery-stage__icon--error">
                  <Icon name="alert" size={28} />
                </span>
                <p>{t('lottery:stage.blocked')}</p>
                <button type="button" className="btn btn--primary" onClick={onRetry}>
                  {t('lottery:actions.retry')}
                </button>
              </>
            ) : null}
            {state.status === 'failed' ? (
              <>
                <span className="lottery-stage__icon lottery-stage__icon--error">
                  <Icon name="alert" size={28} />
                </span>
                <p>
                  {t('lottery:stage.failed', { game: title })} {errorText(state.error)}
                </p>
                <button type="button" className="btn btn--primary" onClick={onRetry}>
                  {t('lottery:actions.retry')}
                </button>
              </>
            ) : null}
            {state.status === 'unknown' ? (
              <>
                <span className="lottery-stage__icon">
                  <Icon name="question" size={28} />
                </span>
                <p>{t('lottery:stage.unknown', { code: state.gameCode })}</p>
              </>
            ) : null}
          </div>
        )}
      </div>
    </section>
  );
});
