import { useId, useState, type FormEvent } from 'react';
import { useT } from '../../../core/i18n/i18n';
import { Modal } from '../../../core/modal/Modal';
import { MESSAGING_ID_PATTERN } from '../api';

/**
 * The bonus redemption prompt of spec section 5: the member's number ID on the messaging app the
 * promotion pays through (Telegram or WhatsApp), checked before the claim is sent.
 */
export function MessagingIdPrompt({
  app,
  onConfirm,
  onCancel,
}: {
  app: 'TELEGRAM' | 'WHATSAPP';
  onConfirm: (messagingId: string) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = value.trim();
    if (!trimmed) setError(t('promotions:messaging.required'));
    else if (!MESSAGING_ID_PATTERN.test(trimmed)) setError(t('promotions:messaging.invalid'));
    else onConfirm(trimmed);
  }

  return (
    <Modal title={t(`promotions:messaging.${app}.title`)} onClose={onCancel} size="small" className="messaging-prompt">
      <form onSubmit={submit} noValidate className="messaging-prompt__form">
        <p className="messaging-prompt__text">{t(`promotions:messaging.${app}.text`)}</p>
        <div className={`promo-field${error ? ' promo-field--invalid' : ''}`}>
          <label htmlFor={`${id}-input`} className="promo-field__label">
            {t(`promotions:messaging.${app}.label`)}
          </label>
          <input
            id={`${id}-input`}
            name="messagingId"
            className="promo-field__input"
            inputMode="numeric"
            autoComplete="off"
            maxLength={15}
            value={value}
            data-autofocus
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            onChange={(event) => {
              setValue(event.target.value);
              if (error) setError(null);
            }}
          />
          <p id={`${id}-hint`} className="promo-field__hint">
            {t('promotions:messaging.hint')}
          </p>
          <p id={`${id}-error`} className="promo-field__error" role="alert">
            {error ?? ''}
          </p>
        </div>
        <div className="promo-form__buttons">
          <button type="button" className="btn btn--ghost" onClick={onCancel}>
            {t('promotions:messaging.cancel')}
          </button>
          <button type="submit" className="btn btn--primary">
            {t('promotions:messaging.confirm')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
