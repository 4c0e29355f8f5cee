/**
 * A page whose first screen is untrusted HTML hands the sanitiser over (provideSanitizer): SafeHtml
 * then renders the cleaned nodes in its first render, with no loading state and no chunk to wait for.
 * (Its own file: the sanitiser handed over is module state, which the other SafeHtml tests must not see.)
 */
import { EngineContext, type Engine } from '../engine-context';
import { render } from '../../tests/support/render';
import { provideSanitizer, SafeHtml } from './SafeHtml';
import { sanitizeHtml } from './sanitize';

it('renders the cleaned nodes at once, by the same sanitiser rules', () => {
  provideSanitizer(sanitizeHtml);
  const engine = { features: { imageCDNs: ['https://cdn-a.test'] } } as unknown as Engine;
  const view = render(
    <EngineContext.Provider value={engine}>
      <SafeHtml className="rich" html={'<p>Olá <b>jogador</b></p><img src="https://cdn-b.test/a.jpg" alt="a" onerror="alert(1)">'} />
    </EngineContext.Provider>,
  );
  // No timers flushed, no promise awaited: the first commit already holds the cleaned nodes.
  const box = view.container.querySelector('.rich')!;
  expect(box.getAttribute('aria-busy')).toBeNull();
  expect(box.querySelector('b')?.textContent).toBe('jogador');
  const image = box.querySelector('img');
  expect([image?.getAttribute('src'), image?.getAttribute('onerror')]).toEqual([null, null]);
  view.unmount();
});
