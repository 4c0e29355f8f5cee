import { LazyView } from '../../../core/router/LazyView';
import { usePageLoaded } from '../../../core/ui/use-page-loaded';
import MarqueePlaceholder from './MarqueePlaceholder';

const loadMarquee = () => import('./NoticeMarquee');

/**
 * What the header's top bar holds on the first screen (this chunk is preloaded with it): the
 * same-size placeholder until the page has loaded (the titles' call starts only then), then the
 * marquee, whose chunk downloads off the largest paint's path. Nothing in the bar moves.
 */
export default function MarqueeSlot() {
  const loaded = usePageLoaded();
  if (!loaded) return <MarqueePlaceholder />;
  return <LazyView load={loadMarquee} props={{}} fallback={<MarqueePlaceholder />} compact />;
}
