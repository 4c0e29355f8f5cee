import { useEngine } from '../../../core/engine-context';
import { useAfterPaintTurn } from '../../../core/shell/after-paint-turns';
import { useT } from '../../../core/i18n/i18n';
import { SlotHost } from '../../../core/slots/slots';
import { JackpotSlot } from '../components/JackpotSlot';
import { PromiseGrid } from '../components/PromiseGrid';
import '../home.css';

const PROMISES = ['fast', 'secure', 'anywhere', 'support'] as const;

export default function HomePage() {
  const t = useT();
  const { brand } = useEngine();
  // Far below the fold on every screen (1,690 px down at 1280×800, 2,740 at 390×844): it mounts
  // in its turn after the first paint, not in the first commit, whose style and layout make the
  // longest task after that paint (issue 22). Nothing follows it on screen that could move.
  const promisesTurn = useAfterPaintTurn();
  return (
    <div className="home-page container">
      <JackpotSlot />
      <section className="home-welcome" aria-labelledby="home-welcome-title">
        <p className="home-welcome__eyebrow">
          {t('home:welcome.eyebrow')} · {brand.name}
        </p>
        <h1 id="home-welcome-title" className="home-welcome__title">
          {t('home:welcome.title')}
        </h1>
        <p className="home-welcome__lead">{t('home:welcome.lead')}</p>
      </section>
      <SlotHost name="home.sections" className="home-sections" />
      {promisesTurn ? (
        <section className="home-promises" aria-labelledby="home-promises-title">
          <h2 id="home-promises-title" className="section-title">
            {t('home:promises.title')}
          </h2>
          <PromiseGrid
            cards={PROMISES.map((promise) => ({
              key: promise,
              icon: promise,
              title: t(`home:promises.${promise}Title`),
              text: t(`home:promises.${promise}Text`),
            }))}
          />
        </section>
      ) : null}
    </div>
  );
}
