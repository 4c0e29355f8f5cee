import '../lobbies.css';
import { useEffect, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useLocation } from 'react-router-dom';
import { errorText } from '../../../core/api/present-error';
import { useEngine } from '../../../core/engine-context';
import { useT } from '../../../core/i18n/i18n';
import { isOnCdn } from '../../../core/media/cdn';
import { GameFrame } from '../../../core/media/GameFrame';
import { session } from '../../../core/session/storage-keys';
import { coreActions, selectLoggedIn, type RootState } from '../../../core/store/core-state';
import { GAMES_PATHS, VENDOR_LIST_PLATFORM, type LaunchAnswer } from '../api';
import { IN_HOUSE_VENDOR } from '../launch-routing';

type Frame = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'none' } | { status: 'failed'; message: string };

/**
 * /game shows the launched game (its address kept under the session key iframeUrl); /seamless
 * launches an in-house game by `gameCode`; /fbsports a sports vendor by `vassalage`. Whatever
 * the source, the frame shows only addresses on the platform's launch CDNs.
 */
export default function GameFramePage() {
  const t = useT();
  const dispatch = useDispatch();
  const { api, brand, features } = useEngine();
  // No "to the lobby" link while the slots lobby is switched off.
  const slotsOn = !features.isSwitchedOff('RNG');
  const { pathname, search } = useLocation();
  const loggedIn = useSelector((state: RootState) => selectLoggedIn(state));
  const [frame, setFrame] = useState<Frame>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const stage = useRef<HTMLDivElement>(null);
  const page = pathname.toLowerCase().replace(/\/+$/, '');

  useEffect(() => {
    let live = true;
    const show = (url: string | null) => {
      if (!live) return;
      if (!url) setFrame({ status: 'none' });
      else if (!isOnCdn(features.launchGameCDNs, url)) setFrame({ status: 'failed', message: t('lobbies:launch.badUrl') });
      else setFrame({ status: 'ready', url });
    };
    if (page === '/game') {
      show(session.get('iframeUrl'));
      return undefined;
    }
    if (!loggedIn) {
      setFrame({ status: 'none' });
      return undefined;
    }
    const query = new URLSearchParams(search);
    setFrame({ status: 'loading' });
    const language = brand.languages.default;
    const request =
      page === '/seamless'
        ? api.get<LaunchAnswer>(GAMES_PATHS.launchGame, {
            auth: true,
            params: { gameCode: query.get('gameCode') ?? '', vassalage: IN_HOUSE_VENDOR, gameType: 'RNG', language },
          })
        : api.get<LaunchAnswer>(GAMES_PATHS.thirdPartyLaunch, {
            auth: true,
            params: {
              vassalage: query.get('vassalage') ?? '',
              gameType: query.get('gameType') ?? 'SPORTS',
              platform: VENDOR_LIST_PLATFORM,
              language,
            },
          });
    request.then(
      (answer) => show(answer.content),
      (error: unknown) => live && setFrame({ status: 'failed', message: errorText(error) }),
    );
    return () => {
      live = false;
    };
  }, [api, brand, features, page, search, loggedIn, attempt, t]);

  const fullscreen = () => void stage.current?.requestFullscreen?.().catch(() => undefined);

  return (
    <div className="game-frame-page">
      <div className="game-frame-page__bar container">
        <Link to="/" className="btn btn--ghost">
          {t('lobbies:frame.back')}
        </Link>
        {frame.status === 'ready' ? (
          <div className="game-frame-page__actions">
            <button type="button" className="btn btn--ghost" onClick={() => setAttempt((n) => n + 1)}>
              {t('lobbies:frame.reload')}
            </button>
            <button type="button" className="btn btn--primary" onClick={fullscreen}>
              {t('lobbies:frame.fullscreen')}
            </button>
          </div>
        ) : null}
      </div>
      <div className="game-frame-page__stage" ref={stage}>
        {frame.status === 'ready' ? (
          <GameFrame key={attempt} className="game-frame-page__frame" url={frame.url} title={t('lobbies:frame.title')} />
        ) : frame.status === 'loading' ? (
          <div className="game-frame-page__message" role="status">
            <span className="spinner" aria-hidden="true" /> {t('lobbies:frame.loading')}
          </div>
        ) : frame.status === 'failed' ? (
          <div className="game-frame-page__message" role="alert">
            <p>{frame.message}</p>
            <button type="button" className="btn btn--primary" onClick={() => setAttempt((n) => n + 1)}>
              {t('core:app.retry')}
            </button>
          </div>
        ) : (
          <div className="game-frame-page__message">
            <p>{t(loggedIn ? 'lobbies:frame.none' : 'lobbies:frame.loginFirst')}</p>
            {loggedIn ? (
              slotsOn ? (
                <Link to="/rng" className="btn btn--primary">
                  {t('lobbies:frame.toLobby')}
                </Link>
              ) : null
            ) : (
              <button type="button" className="btn btn--primary" onClick={() => dispatch(coreActions.loginRequested())}>
                {t('lobbies:frame.login')}
              </button>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
