import { useDispatch } from 'react-redux';
import { useT } from '../../../core/i18n/i18n';
import { coreActions } from '../../../core/store/core-state';
import { FEEDBACK_MODAL_ID } from '../modal-ids';
import '../feedback.css';

/** The footer's "Fale conosco" section: opens the feedback form. */
export default function FeedbackFooter() {
  const t = useT();
  const dispatch = useDispatch();
  return (
    <section className="footer-feedback" aria-labelledby="footer-feedback-title">
      <h2 id="footer-feedback-title" className="site-footer__heading">
        {t('feedback:footer.title')}
      </h2>
      <p className="footer-feedback__text">{t('feedback:footer.text')}</p>
      <button
        type="button"
        className="btn btn--ghost footer-feedback__open"
        onClick={() => dispatch(coreActions.modalOpened(FEEDBACK_MODAL_ID))}
      >
        <span aria-hidden="true" className="footer-feedback__icon">
          ✉
        </span>
        {t('feedback:footer.open')}
      </button>
    </section>
  );
}
