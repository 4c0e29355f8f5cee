import { useState } from 'react';
import { initI18nForTests } from '../../tests/support/i18n';
import { click, press, render } from '../../tests/support/render';
import { Pagination } from './Pagination';

beforeAll(() => initI18nForTests());

function Harness({
  pageCount,
  start,
  emitted,
  hideDisabledEnds,
}: {
  pageCount: number;
  start: number;
  emitted: number[];
  hideDisabledEnds?: boolean;
}) {
  const [page, setPage] = useState(start);
  return (
    <Pagination
      pageCount={pageCount}
      page={page}
      hideDisabledEnds={hideDisabledEnds}
      onChange={(next) => {
        emitted.push(next);
        setPage(next);
      }}
    />
  );
}

const buttonNamed = (container: HTMLElement, name: string) => container.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)!;
const currentPage = (container: HTMLElement) => container.querySelector('[aria-current="page"]')?.textContent;

describe('Pagination', () => {
  it('renders nothing for a single page', () => {
    const view = render(<Harness pageCount={1} start={1} emitted={[]} />);
    expect(view.container.querySelector('nav')).toBeNull();
    view.unmount();
  });

  it('emits the number of the page activated and marks it current', () => {
    const emitted: number[] = [];
    const view = render(<Harness pageCount={20} start={10} emitted={emitted} />);
    expect(currentPage(view.container)).toBe('10');
    click(buttonNamed(view.container, 'Página 12'));
    expect(emitted).toEqual([12]);
    expect(currentPage(view.container)).toBe('12');
    click(buttonNamed(view.container, 'Última página'));
    click(buttonNamed(view.container, 'Primeira página'));
    expect(emitted).toEqual([12, 20, 1]);
    view.unmount();
  });

  it('does nothing for previous at the start and next at the end, or hides them', () => {
    const emitted: number[] = [];
    const view = render(<Harness pageCount={5} start={1} emitted={emitted} />);
    expect(buttonNamed(view.container, 'Página anterior').getAttribute('aria-disabled')).toBe('true');
    click(buttonNamed(view.container, 'Página anterior'));
    click(buttonNamed(view.container, 'Página 5'));
    click(buttonNamed(view.container, 'Próxima página'));
    expect(emitted).toEqual([5]);
    view.unmount();

    const hidden = render(<Harness pageCount={5} start={1} emitted={[]} hideDisabledEnds />);
    expect(buttonNamed(hidden.container, 'Página anterior')).toBeNull();
    expect(buttonNamed(hidden.container, 'Próxima página')).not.toBeNull();
    hidden.unmount();
  });

  it('steps with the arrow keys and jumps with Home and End', () => {
    const emitted: number[] = [];
    const view = render(<Harness pageCount={20} start={10} emitted={emitted} />);
    const nav = view.container.querySelector('nav')!;
    press(nav, 'ArrowRight');
    press(nav, 'ArrowLeft');
    press(nav, 'ArrowLeft');
    press(nav, 'End');
    press(nav, 'ArrowRight');
    press(nav, 'Home');
    expect(emitted).toEqual([11, 10, 9, 20, 1]);
    view.unmount();
  });
});
