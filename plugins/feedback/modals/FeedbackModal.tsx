import { Form, Formik, useField } from 'formik';
import { useState } from 'react';
import { errorText } from '../../../core/api/present-error';
import { useEngine } from '../../../core/engine-context';
import { useT } from '../../../core/i18n/i18n';
import { Modal } from '../../../core/modal/Modal';
import { ImageAttachments } from '../../../core/ui/ImageAttachments';
import { RemarkField, remarkLength } from '../../../core/ui/RemarkField';
import { releasePreview, toUploads, type AttachedImage, type ImageUpload } from '../../../core/ui/image-attachments';
import '../feedback.css';

/** Spec section 9: the remark's limit. */
export const FEEDBACK_REMARK_MAX = 140;
export const FEEDBACK_PATH = 'feedback';

interface Values {
  remark: string;
  images: AttachedImage[];
}

function ImagesField({ disabled }: { disabled: boolean }) {
  const t = useT();
  const [field, , helpers] = useField<AttachedImage[]>('images');
  return (
    <ImageAttachments
      label={t('feedback:modal.images')}
      value={field.value}
      onChange={(images) => void helpers.setValue(images)}
      disabled={disabled}
    />
  );
}

/**
 * The feedback form (spec sections 5 and 9): no login needed; a member's session token is sent
 * when there is one, so the operator can answer them. Images are refused in the picker (count,
 * size, type) before anything is sent, and the server checks them again.
 */
export default function FeedbackModal({ close }: { modalId: string; props: Record<string, unknown>; close: () => void }) {
  const t = useT();
  const { api } = useEngine();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [round, setRound] = useState(0);

  return (
    <Modal title={t('feedback:modal.title')} onClose={close} size="medium" className="feedback-modal">
      {sent ? (
        <div className="feedback-sent" role="status">
          <span className="feedback-sent__icon" aria-hidden="true">
            ✓
          </span>
          <h3 className="feedback-sent__title">{t('feedback:modal.sentTitle')}</h3>
          <p>{t('feedback:modal.sent')}</p>
          <div className="feedback-form__buttons">
            <button
              type="button"
              className="btn btn--ghost"
              onClick={() => {
                setSent(false);
                setRound((n) => n + 1);
              }}
            >
              {t('feedback:modal.another')}
            </button>
            <button type="button" className="btn btn--primary" onClick={close} data-autofocus>
              {t('feedback:modal.close')}
            </button>
          </div>
        </div>
      ) : (
        <Formik<Values>
          key={round}
          initialValues={{ remark: '', images: [] }}
          validate={(values) => {
            if (!values.remark.trim()) return { remark: t('feedback:modal.remarkRequired') };
            if (remarkLength(values.remark) > FEEDBACK_REMARK_MAX)
              return { remark: t('feedback:modal.remarkTooLong', { max: FEEDBACK_REMARK_MAX }) };
            return {};
          }}
          onSubmit={async (values) => {
            setFailure(null);
            try {
              const body: { remark: string; images: ImageUpload[] } = {
                remark: values.remark.trim(),
                images: await toUploads(values.images),
              };
              await api.put<{ feedbackId: number }>(FEEDBACK_PATH, body, { auth: 'optional' });
              values.images.forEach(releasePreview);
              setSent(true);
            } catch (error) {
              setFailure(errorText(error));
            }
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate className="feedback-form">
              <p className="feedback-form__intro">{t('feedback:modal.intro')}</p>
              <RemarkField
                label={t('feedback:modal.remark')}
                placeholder={t('feedback:modal.remarkPlaceholder')}
                max={FEEDBACK_REMARK_MAX}
                rows={4}
                // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog's first field: focus moves into the dialog as it opens
                autoFocus
              />
              <ImagesField disabled={isSubmitting} />
              <div className="feedback-form__failure" role="alert">
                {failure ? <p>{failure}</p> : null}
              </div>
              <div className="feedback-form__buttons">
                <button type="button" className="btn btn--ghost" onClick={close} disabled={isSubmitting}>
                  {t('feedback:modal.cancel')}
                </button>
                <button type="submit" className="btn btn--primary" aria-busy={isSubmitting || undefined} disabled={isSubmitting}>
                  {isSubmitting ? <span className="feedback-spinner" aria-hidden="true" /> : null}
                  {isSubmitting ? t('feedback:modal.sending') : t('feedback:modal.submit')}
                </button>
              </div>
            </Form>
          )}
        </Formik>
      )}
    </Modal>
  );
}
