/**
 * The bench's floor: what a first screen costs with nothing but React. React 18 and ReactDOM
 * render one heading and the site's own first banner (the crop a phone loads, the address in
 * `?banner=`), as the site's first screen does, and nothing else. `npm run bench` builds it in production mode and
 * serves it from the same sandbox as the site, so the site's figures can be read against it.
 */
import { createRoot } from 'react-dom/client';

const banner = new URLSearchParams(location.search).get('banner') ?? '';

function Floor() {
  return (
    <main>
      <h1 style={{ font: '700 24px/1.3 system-ui, sans-serif', margin: '16px' }}>Floor: React and one banner</h1>
      <img
        src={banner}
        alt=""
        // The phone crop's own shape (core/media/banner-crops.ts), as the site's first screen gives it.
        width={750}
        height={400}
        style={{ display: 'block', width: '100%', height: 'auto' }}
        {...{ fetchpriority: 'high' }}
      />
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<Floor />);
// The mark the site sets once loaded (core/ui/use-page-loaded.ts), so `npm run trace:tasks` can
// trace the floor beside the site, as the bench measures it.
addEventListener('load', () => document.documentElement.setAttribute('data-page-loaded', ''));
