import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { useEngine } from '../engine-context';
import type { ResolvedSlotItem } from '../plugin/resolve-plugins';
import { PluginView } from '../router/LazyView';
import { useAfterPaintTurn } from '../shell/after-paint-turns';
import { selectLoggedIn, type RootState } from '../store/core-state';
import { slotItemShown } from './slot-visibility';

/** The items of a slot whose `visible(ctx)` holds now, in order. */
export function useSlot(name: string): readonly ResolvedSlotItem[] {
  const { brand, features, resolved } = useEngine();
  const { pathname } = useLocation();
  const loggedIn = useSelector((state: RootState) => selectLoggedIn(state));
  return useMemo(() => {
    const items = resolved.slots[name] ?? [];
    const context = { brand, features, pathname, loggedIn };
    return items.filter((item) => slotItemShown(item, context));
  }, [brand, features, resolved, name, pathname, loggedIn]);
}

/** Renders the component contributions of a slot, each loaded lazily. */
export function SlotHost({ name, className, as: Tag = 'div' }: { name: string; className?: string; as?: 'div' | 'section' | 'aside' }) {
  const items = useSlot(name).filter((item) => item.component);
  if (items.length === 0) return null;
  return (
    <Tag className={className} data-slot={name}>
      {items.map((item) => (
        <SlotItemView key={`${item.pluginId}:${item.key}`} item={item} />
      ))}
    </Tag>
  );
}

/** One item's component, loaded when its `when` says (SlotItem.when). */
export function SlotItemView({ item }: { item: ResolvedSlotItem }) {
  if (item.when === 'after-paint') return <AfterFirstScreen item={item} />;
  return (
    <PluginView
      pluginId={item.pluginId}
      firstScreen={item.when === 'first-screen'}
      load={item.component!}
      props={{ slotKey: item.key }}
      compact
    />
  );
}

/** A below-the-fold item: its placeholder (or nothing) until its turn after the first paint has come and its chunk is in. */
function AfterFirstScreen({ item }: { item: ResolvedSlotItem }) {
  const painted = useAfterPaintTurn();
  const placeholder = item.placeholder ? (
    <PluginView pluginId={item.pluginId} firstScreen load={item.placeholder} props={{ slotKey: item.key }} compact />
  ) : null;
  if (!painted) return placeholder;
  return <PluginView pluginId={item.pluginId} load={item.component!} props={{ slotKey: item.key }} fallback={placeholder} compact />;
}
