import { SafeHtml } from '../html/SafeHtml';
import { useT } from '../i18n/i18n';
import { Modal } from './Modal';
import type { OpenDialog } from './dialog-service';

/** One generic dialog (spec section 2): title, icon, text or sanitised HTML, and its buttons. */
export default function Dialog({ dialog }: { dialog: OpenDialog }) {
  const t = useT();
  const buttons = dialog.buttons ?? [];
  const primary = buttons.find((b) => b.primary) ?? buttons[0];
  const title = dialog.title ?? t(dialog.titleKey ?? (dialog.kind === 'warning' ? 'core:dialog.warning' : 'core:dialog.info'));
  return (
    <Modal
      title={title}
      size="small"
      className={`dialog dialog--${dialog.kind}`}
      onClose={() => dialog.resolve('close')}
      onEnter={() => dialog.resolve(primary?.id ?? 'close')}
      closable
      describedByBody
    >
      {dialog.icon !== false ? (
        <div className={`dialog__icon dialog__icon--${dialog.kind}`} aria-hidden="true">
          {dialog.kind === 'warning' ? '!' : 'i'}
        </div>
      ) : null}
      {dialog.text || dialog.textKey ? <p className="dialog__text">{dialog.text ?? t(dialog.textKey!)}</p> : null}
      {dialog.html ? <SafeHtml className="dialog__html" html={dialog.html} /> : null}
      <div className="dialog__buttons">
        {buttons.map((button) => (
          <button
            key={button.id}
            type="button"
            className={`btn ${button.primary ? 'btn--primary' : 'btn--ghost'}`}
            // Focus starts on the confirming button, so Enter confirms (spec section 2).
            data-autofocus={button === primary ? true : undefined}
            onClick={() => dialog.resolve(button.id)}
          >
            {button.label ?? t(button.labelKey ?? 'core:dialog.close')}
          </button>
        ))}
      </div>
    </Modal>
  );
}
