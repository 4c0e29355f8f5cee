import { useId, useState, type FormEvent } from 'react';
import { errorText } from '../../../core/api/present-error';
import { useEngine } from '../../../core/engine-context';
import { useT } from '../../../core/i18n/i18n';
import { CopyButton } from '../../shared/centre/CopyButton';
import { PageHeader } from '../../shared/centre/PageHeader';
import { SecretField } from '../../shared/centre/SecretField';
import { agentApi } from '../api';
import type { PageProps } from '../pages';

type Kind = 'MEMBER' | 'AGENT';
type Outcome = { ok: true; username: string } | { ok: false; message: string } | null;

/**
 * registerCenter: the agent creates a member or sub-agent account below itself. The merchant's
 * registration rules are the server's to apply (the same checks as registration); the form only
 * makes sure nothing is missing and the two passwords agree before it sends (encrypted).
 */
export default function RegisterDownline({ settings, openEntry }: PageProps) {
  const t = useT();
  const { api } = useEngine();
  const usernameId = useId();
  const nicknameId = useId();
  const usernameError = useId();
  const [kind, setKind] = useState<Kind>('MEMBER');
  const [username, setUsername] = useState('');
  const [nickname, setNickname] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problems, setProblems] = useState<{ username?: string; password?: string; confirm?: string }>({});
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const inviteLink = settings.inviteCode
    ? `${window.location.origin}/register?referralCode=${encodeURIComponent(settings.inviteCode)}`
    : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      username: username.trim() ? undefined : t('agent-centre:register.problem.username'),
      password: password ? undefined : t('agent-centre:register.problem.password'),
      confirm: confirm === password ? undefined : t('agent-centre:register.problem.confirm'),
    };
    setProblems(found);
    if (found.username || found.password || found.confirm) return;
    setSending(true);
    setOutcome(null);
    try {
      const created = await agentApi.registerDownline(api, {
        username: username.trim(),
        password,
        accountKind: kind,
        ...(nickname.trim() ? { nickname: nickname.trim() } : {}),
      });
      setOutcome({ ok: true, username: created.username });
      setUsername('');
      setNickname('');
      setPassword('');
      setConfirm('');
    } catch (error) {
      setOutcome({ ok: false, message: errorText(error) });
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="mc-page">
      <PageHeader title={t('agent-centre:register.title')} lead={t('agent-centre:register.lead')} />
      <form className="mc-card ac-form" onSubmit={submit} noValidate>
        <fieldset className="ac-kinds">
          <legend className="mc-field__label">{t('agent-centre:register.kind')}</legend>
          {(['MEMBER', 'AGENT'] as const).map((option) => (
            <label key={option} className={`ac-kind${kind === option ? ' ac-kind--chosen' : ''}`}>
              <input type="radio" name="accountKind" value={option} checked={kind === option} onChange={() => setKind(option)} />
              {t(option === 'MEMBER' ? 'agent-centre:register.kindMember' : 'agent-centre:register.kindAgent')}
            </label>
          ))}
        </fieldset>
        <div className="ac-form__grid">
          <div className="mc-field">
            <label className="mc-field__label" htmlFor={usernameId}>
              {t('agent-centre:register.username')}
            </label>
            <input
              id={usernameId}
              name="username"
              className="mc-field__input"
              autoComplete="off"
              maxLength={32}
              value={username}
              aria-invalid={problems.username ? true : undefined}
              aria-describedby={problems.username ? usernameError : undefined}
              onChange={(event) => setUsername(event.target.value)}
            />
            {problems.username ? (
              <p id={usernameError} className="mc-field__error" role="alert">
                {problems.username}
              </p>
            ) : null}
          </div>
          <div className="mc-field">
            <label className="mc-field__label" htmlFor={nicknameId}>
              {t('agent-centre:register.nickname')}
            </label>
            <input
              id={nicknameId}
              name="nickname"
              className="mc-field__input"
              autoComplete="off"
              maxLength={32}
              value={nickname}
              onChange={(event) => setNickname(event.target.value)}
            />
          </div>
          <SecretField
            label={t('agent-centre:register.password')}
            name="password"
            autoComplete="new-password"
            value={password}
            onChange={setPassword}
            error={problems.password}
          />
          <SecretField
            label={t('agent-centre:register.confirm')}
            name="confirmPassword"
            autoComplete="new-password"
            value={confirm}
            onChange={setConfirm}
            error={problems.confirm}
          />
        </div>
        {outcome ? (
          outcome.ok ? (
            <p className="mc-notice mc-notice--success" role="status">
              {t('agent-centre:register.done', { username: outcome.username })}{' '}
              <button type="button" className="btn btn--ghost" onClick={() => openEntry('downlineManagmentView')}>
                {t('agent-centre:register.see')}
              </button>
            </p>
          ) : (
            <p className="mc-notice mc-notice--error" role="alert">
              {outcome.message}
            </p>
          )
        ) : null}
        <button type="submit" className="btn btn--primary mc-form__submit" disabled={sending}>
          {t(sending ? 'agent-centre:register.sending' : 'agent-centre:register.submit')}
        </button>
      </form>
      {inviteLink ? (
        <div className="mc-card ac-invite">
          <h3 className="mc-card__title">{t('agent-centre:register.invite')}</h3>
          <code className="ac-invite__link">{inviteLink}</code>
          <CopyButton text={inviteLink} label={t('agent-centre:register.inviteCopy')} />
        </div>
      ) : null}
    </div>
  );
}
