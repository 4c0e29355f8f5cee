import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { useEngine } from '../engine-context';
import type { ResolvedSlotItem } from '../plugin/resolve-plugins';
import { LazyView } from '../router/LazyView';
import { selectLoggedIn, type RootState } from '../store/core-state';

/** The items of a slot whose `visible(ctx)` holds now, in order. */
export function useSlot(name: string): readonly ResolvedSlotItem[] {
  const { brand, features, resolved } = useEngine();
  const { pathname } = useLocation();
  const loggedIn = useSelector((state: RootState) => selectLoggedIn(state));
  return useMemo(() => {
    const items = resolved.slots[name] ?? [];
    const context = { brand, features, pathname, loggedIn };
    return items.filter((item) => (item.visible ? item.visible(context) : true));
  }, [brand, features, resolved, name, pathname, loggedIn]);
}

/** Renders the component contributions of a slot, each loaded lazily. */
export function SlotHost({ name, className, as: Tag = 'div' }: { name: string; className?: string; as?: 'div' | 'section' | 'aside' }) {
  const items = useSlot(name).filter((item) => item.component);
  if (items.length === 0) return null;
  return (
    <Tag className={className} data-slot={name}>
      {items.map((item) =>
        item.afterPageLoad ? (
          <AfterPageLoad key={`${item.pluginId}:${item.key}`} reserveHeight={item.afterPageLoad.reserveHeight}>
            <LazyView load={item.component!} props={{ slotKey: item.key }} compact />
          </AfterPageLoad>
        ) : (
          <LazyView key={`${item.pluginId}:${item.key}`} load={item.component!} props={{ slotKey: item.key }} compact />
        ),
      )}
    </Tag>
  );
}

/**
 * Renders its children once the page's load event has passed and a frame has been painted after
 * it; until then an empty box of the given height.
 */
function AfterPageLoad({ reserveHeight, children }: { reserveHeight: number; children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const afterPaint = () => {
      frame = requestAnimationFrame(() => {
        timer = setTimeout(() => setReady(true), 0);
      });
    };
    if (document.readyState === 'complete') afterPaint();
    else window.addEventListener('load', afterPaint, { once: true });
    return () => {
      window.removeEventListener('load', afterPaint);
      cancelAnimationFrame(frame);
      if (timer) clearTimeout(timer);
    };
  }, []);
  // minHeight through the style object (CSSOM), which the page's CSP allows.
  return ready ? <>{children}</> : <div className="slot-reserved" aria-hidden="true" style={{ minHeight: reserveHeight }} />;
}
