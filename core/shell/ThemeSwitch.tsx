import { useDispatch, useSelector } from 'react-redux';
import { useT } from '../i18n/i18n';
import { coreActions, type RootState } from '../store/core-state';

/** Black (dark) or Blue (light); the choice is kept in local storage. */
export function ThemeSwitch() {
  const t = useT();
  const theme = useSelector((state: RootState) => state.core.theme);
  const dispatch = useDispatch();
  return (
    <div className="theme-switch" role="group" aria-label={t('header.theme')}>
      {(['dark', 'light'] as const).map((mode) => (
        <button
          key={mode}
          type="button"
          className={`theme-switch__option theme-switch__option--${mode}`}
          aria-pressed={theme === mode}
          onClick={() => dispatch(coreActions.themeChanged(mode))}
        >
          {t(mode === 'dark' ? 'header.themeBlack' : 'header.themeBlue')}
        </button>
      ))}
    </div>
  );
}
