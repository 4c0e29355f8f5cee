/**
 * @jest-environment jsdom
 *
 * The start-up theme: the visitor's saved choice, or the brand's default. When the early entry has
 * read it before the first paint (and marked it so), main takes it from the page and leaves
 * localStorage alone: its first read is a synchronous trip to the browser process.
 */
import { SAVED_THEME_READ_ATTRIBUTE } from '../api/early-shared';
import { LOCAL_KEYS } from '../session/storage-keys';
import { initialTheme } from './theme';

const root = document.documentElement;

afterEach(() => {
  localStorage.clear();
  root.removeAttribute(SAVED_THEME_READ_ATTRIBUTE);
  delete root.dataset.theme;
  jest.restoreAllMocks();
});

it('takes the theme the early entry put on the page, without reading localStorage', () => {
  localStorage.setItem(LOCAL_KEYS.theme, 'dark');
  root.dataset.theme = 'light';
  root.setAttribute(SAVED_THEME_READ_ATTRIBUTE, '');
  const read = jest.spyOn(Storage.prototype, 'getItem');
  expect(initialTheme('dark')).toBe('light');
  expect(read).not.toHaveBeenCalled();
});

it('reads localStorage when the early entry did not run, or could not read it', () => {
  localStorage.setItem(LOCAL_KEYS.theme, 'light');
  root.dataset.theme = 'dark';
  expect(initialTheme('dark')).toBe('light');
  localStorage.clear();
  expect(initialTheme('dark')).toBe('dark');
});
