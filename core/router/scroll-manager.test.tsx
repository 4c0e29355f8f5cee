import { act } from 'react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { flush, render } from '../../tests/support/render';
import { ScrollManager } from './ScrollManager';

let navigate!: NavigateFunction;
function CaptureNavigate() {
  navigate = useNavigate();
  return null;
}

describe('scroll after navigation', () => {
  it('goes to the top, or to the hash target once it is rendered', async () => {
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    const scrolledInto: string[] = [];
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolledInto.push(this.id);
    };
    const view = render(
      <MemoryRouter initialEntries={['/']}>
        <ScrollManager />
        <CaptureNavigate />
      </MemoryRouter>,
    );
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    act(() => navigate('/help#deposits'));
    expect(scrolledInto).toEqual([]);
    const topic = document.createElement('section');
    topic.id = 'deposits';
    document.body.appendChild(topic); // the lazy help page renders its topics later
    await flush();
    expect(scrolledInto).toEqual(['deposits']);

    scrollTo.mockClear();
    act(() => navigate('/rng'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    act(() => navigate('/help#%E0%A4%A')); // a malformed escape must not throw
    topic.remove();
    view.unmount();
  });
});
