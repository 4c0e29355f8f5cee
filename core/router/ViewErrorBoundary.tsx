import { Component, type ErrorInfo, type ReactNode } from 'react';
import { t } from '../i18n/i18n';

interface Props {
  children: ReactNode;
  /** Compact message for slots and modals; the full one for pages. */
  compact?: boolean;
}

interface State {
  failed: boolean;
}

/**
 * Keeps an error thrown while rendering one page, slot or modal inside it: that part shows what
 * happened with a retry, and the rest of the site keeps working.
 */
export class ViewErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A view failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div className={`chunk-error${this.props.compact ? ' chunk-error--compact' : ''}`} role="alert" data-view-error="">
        <h2 className="chunk-error__title">{t('core:viewError.title')}</h2>
        <p className="chunk-error__text">{t('core:viewError.text')}</p>
        <button type="button" className="btn btn--primary" onClick={() => this.setState({ failed: false })}>
          {t('core:app.retry')}
        </button>
      </div>
    );
  }
}
