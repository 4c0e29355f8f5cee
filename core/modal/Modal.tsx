import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useT } from '../i18n/i18n';
import { lockScroll } from './scroll-lock';

export interface ModalProps {
  /** Accessible name: the id of the element holding the title, or a plain label. */
  title: ReactNode;
  onClose?: () => void;
  /** Shows the close control (×). Escape closes only when this is on. */
  closable?: boolean;
  /** Dims the page behind the modal. */
  background?: boolean;
  /** Called for Enter pressed outside a text area or button (generic dialogs confirm on Enter). */
  onEnter?: () => void;
  className?: string;
  size?: 'small' | 'medium' | 'large';
  /** Screen readers read the body as the dialog's description (short messages, not forms). */
  describedByBody?: boolean;
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The themed modal of spec section 2: scroll lock with the position restored, no click-outside
 * close, optional close control and background, shown after the 100 ms delay (a CSS transition
 * delay, so nothing waits in script), focus kept inside and returned on close.
 */
export function Modal({
  title,
  onClose,
  closable = true,
  background = true,
  onEnter,
  className,
  size = 'medium',
  describedByBody = false,
  children,
}: ModalProps) {
  const t = useT();
  const titleId = useId();
  const bodyId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const release = lockScroll();
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    const first = dialog?.querySelector<HTMLElement>('[data-autofocus]') ?? dialog?.querySelector<HTMLElement>(FOCUSABLE) ?? dialog;
    first?.focus();
    return () => {
      release();
      previouslyFocused?.focus?.();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && closable && onClose) {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key === 'Enter' && onEnter) {
      const target = event.target as HTMLElement;
      if (target.tagName !== 'TEXTAREA' && target.tagName !== 'BUTTON' && target.tagName !== 'A') {
        event.preventDefault();
        onEnter();
      }
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (focusable.length === 0) return;
    const firstEl = focusable[0];
    const lastEl = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === firstEl) {
      event.preventDefault();
      lastEl.focus();
    } else if (!event.shiftKey && document.activeElement === lastEl) {
      event.preventDefault();
      firstEl.focus();
    }
  }

  return (
    <div className={`modal-layer${background ? ' modal-layer--dim' : ''}`}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedByBody ? bodyId : undefined}
        tabIndex={-1}
        className={`modal modal--${size}${className ? ` ${className}` : ''}`}
        onKeyDown={onKeyDown}
      >
        <div className="modal__head">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {closable && onClose ? (
            <button type="button" className="modal__close" aria-label={t('app.close')} onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
        </div>
        <div id={bodyId} className="modal__body">
          {children}
        </div>
      </div>
    </div>
  );
}
