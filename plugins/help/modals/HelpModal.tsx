import { useState } from 'react';
import { useT } from '../../../core/i18n/i18n';
import { Modal } from '../../../core/modal/Modal';
import { HelpCentre } from '../components/HelpCentre';

/**
 * helpModal (spec section 2): the help component in a themed modal, opened on a topic when the
 * opener passes `{ tag }` (e.g. `coreActions.modalOpened('helpModal', { tag: 'saques' })`).
 */
export default function HelpModal({ props, close }: { modalId: string; props: Record<string, unknown>; close: () => void }) {
  const t = useT();
  const [active, setActive] = useState<string | null>(typeof props.tag === 'string' && props.tag ? props.tag : null);
  const [picks, setPicks] = useState(0);
  return (
    <Modal title={t('help:modal.title')} onClose={close} size="large" className="help-modal">
      <HelpCentre
        activeTag={active}
        variant="modal"
        headingLevel={3}
        scrollKey={String(picks)}
        onPick={(tag) => {
          setActive(tag);
          setPicks((n) => n + 1);
        }}
      />
    </Modal>
  );
}
