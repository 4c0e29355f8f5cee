import { Form, Formik, useField } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { isApiError } from '../../../core/api/errors';
import { errorText } from '../../../core/api/present-error';
import { useEngine } from '../../../core/engine-context';
import { useT } from '../../../core/i18n/i18n';
import { clearRefusedSession } from '../../../core/session/refused-session';
import { coreActions } from '../../../core/store/core-state';
import { ImageAttachments } from '../../../core/ui/ImageAttachments';
import { RemarkField, remarkLength } from '../../../core/ui/RemarkField';
import { toUploads, type AttachedImage } from '../../../core/ui/image-attachments';
import { PROMOTIONS_PATHS, REMARK_MAX, type ApplyBody, type Promotion, type PromotionDetail } from '../api';

interface Values {
  remark: string;
  images: AttachedImage[];
}

export function validateApplication(
  values: Pick<Values, 'remark'>,
  t: (key: string, options?: Record<string, unknown>) => string,
): Partial<Record<keyof Values, string>> {
  const remark = values.remark.trim();
  if (!remark) return { remark: t('promotions:apply.remarkRequired') };
  if (remarkLength(values.remark) > REMARK_MAX) return { remark: t('promotions:apply.remarkTooLong', { max: REMARK_MAX }) };
  return {};
}

function ImagesField({ disabled }: { disabled: boolean }) {
  const t = useT();
  const [field, , helpers] = useField<AttachedImage[]>('images');
  return (
    <ImageAttachments
      label={t('promotions:apply.images')}
      value={field.value}
      onChange={(images) => void helpers.setValue(images)}
      disabled={disabled}
    />
  );
}

/**
 * The activity application (spec section 3: remark and images): a remark of up to 140 characters
 * with a counter and up to three PNG or JPG images of 5 MB each, refused in the picker before
 * anything is sent; the server checks the same again.
 */
export default function ApplyForm({
  promotion,
  onSubmitted,
  onCancel,
}: {
  promotion: Promotion;
  onSubmitted: (detail: PromotionDetail) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const { api } = useEngine();
  const dispatch = useDispatch();
  const [failure, setFailure] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    headingRef.current?.focus();
  }, []);

  return (
    <section className="promo-apply" id="solicitar" aria-labelledby="promo-apply-title">
      <h2 id="promo-apply-title" className="promo-apply__title" tabIndex={-1} ref={headingRef}>
        {t('promotions:apply.title')}
      </h2>
      <p className="promo-apply__intro">{t('promotions:apply.intro')}</p>
      <Formik<Values>
        initialValues={{ remark: '', images: [] }}
        validate={(values) => validateApplication(values, t)}
        onSubmit={async (values) => {
          setFailure(null);
          try {
            const body: ApplyBody = { id: promotion.id, remark: values.remark.trim(), images: await toUploads(values.images) };
            onSubmitted(await api.post<PromotionDetail>(PROMOTIONS_PATHS.apply, body, { auth: true }));
          } catch (error) {
            if (clearRefusedSession(error)) dispatch(coreActions.sessionEnded());
            if (isApiError(error) && error.kind === 'notLoggedIn') dispatch(coreActions.loginRequested());
            setFailure(errorText(error));
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate className="promo-form">
            <RemarkField label={t('promotions:apply.remark')} placeholder={t('promotions:apply.remarkPlaceholder')} max={REMARK_MAX} />
            <ImagesField disabled={isSubmitting} />
            <div className="promo-form__failure" role="alert">
              {failure ? <p>{failure}</p> : null}
            </div>
            <div className="promo-form__buttons">
              <button type="button" className="btn btn--ghost" onClick={onCancel} disabled={isSubmitting}>
                {t('promotions:apply.cancel')}
              </button>
              <button type="submit" className="btn btn--primary" aria-busy={isSubmitting || undefined} disabled={isSubmitting}>
                {isSubmitting ? <span className="promo-spinner" aria-hidden="true" /> : null}
                {isSubmitting ? t('promotions:apply.sending') : t('promotions:apply.submit')}
              </button>
            </div>
          </Form>
        )}
      </Formik>
    </section>
  );
}
