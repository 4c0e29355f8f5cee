import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import type { ApiClient } from '../../../core/api/client';
import { useEngine } from '../../../core/engine-context';
import { formatCurrency } from '../../../core/format/money';
import { t } from '../../../core/i18n/i18n';
import { showDialog } from '../../../core/modal/dialog-service';
import { authActions } from '../../auth';
import { walletApi } from '../api';
import { nextReminderAt } from '../rules';

const MINUTE_MS = 60_000;

async function remind(api: ApiClient, currencySymbol: string): Promise<'continue' | 'leave' | null> {
  const session = await walletApi.gamingSession(api);
  if (!session.intervalMinutes) return null;
  const minutes = Math.max(1, Math.round((Date.now() - Date.parse(session.startedAt)) / MINUTE_MS));
  const choice = await showDialog({
    kind: 'info',
    icon: true,
    title: t('member-centre:gaming.reminderTitle'),
    text: t('member-centre:gaming.reminderText', { minutes, net: formatCurrency(session.netResult, currencySymbol) }),
    buttons: [
      { id: 'leave', labelKey: 'member-centre:gaming.takeBreak' },
      { id: 'continue', labelKey: 'member-centre:gaming.keepPlaying', primary: true },
    ],
  });
  return choice === 'leave' ? 'leave' : 'continue';
}

/**
 * The reality check (responsible gaming): every interval the member chose, counted from the
 * session's start, a dialog tells how long they have played and the session's net result, with a
 * way out. Renders nothing; lives in the header's wallet block while a member is logged in.
 */
export function RealityCheck() {
  const { api, brand } = useEngine();
  const dispatch = useDispatch();
  useEffect(() => {
    let timer: number | undefined;
    let live = true;
    const schedule = async () => {
      try {
        const session = await walletApi.gamingSession(api);
        if (!live || !session.intervalMinutes) return;
        const delay = nextReminderAt(Date.parse(session.startedAt), session.intervalMinutes, Date.now()) - Date.now();
        timer = window.setTimeout(async () => {
          const choice = await remind(api, brand.currencySymbol).catch(() => null);
          if (!live) return;
          if (choice === 'leave') dispatch(authActions.logoutRequested(() => undefined));
          else void schedule();
        }, delay);
      } catch {
        /* no reminder when the settings cannot be read; the next login tries again */
      }
    };
    void schedule();
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [api, brand.currencySymbol, dispatch]);
  return null;
}
