import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import type { PlatformResource } from '../../../core/api/contract';
import { useEngine } from '../../../core/engine-context';
import { isWebUrl } from '../../../core/html/web-url';
import { useT } from '../../../core/i18n/i18n';
import { coreActions, selectLoggedIn, type RootState } from '../../../core/store/core-state';
import { openCustomerService, serviceKindFor } from '../customer-service';
import { Icon } from './icons';
import '../support.css';

const SideBarQr = lazy(() => import('./SideBarQr'));

/** The side bar's resource links, in the spec's order (section 2, "Side bars"). */
const RESOURCE_ORDER = ['TELEGRAM', 'FACEBOOK', 'INSTAGRAM', 'TIKTOK', 'IOS_CONFIG', 'ANDROID', 'IOS'] as const;
/** The resources that show a 74 px QR code: the messaging channel, iOS config, Android and iOS. */
const WITH_QR: ReadonlySet<string> = new Set(['TELEGRAM', 'IOS_CONFIG', 'ANDROID', 'IOS']);
/** The spec's register dialog id (auth plugin); the side bar opens it when a brand has it. */
const REGISTER_MODAL_ID = 'registerModal';
/** The promotions plugin's page; the side bar links to it only while that plugin is on. */
const PROMOTIONS_PAGE = '/promotions';
/** Where a signed-in member invites friends until the referral page exists (issue 6). */
const REFERRAL_PAGE = PROMOTIONS_PAGE;

/**
 * The right side bar (spec section 2): promotions, customer service (VIP for club ranks above 4),
 * invite friends (while the REFERRAL promotion is on, or for visitors) and the brand's resource
 * links, with 74 px QR codes for the messaging channel and the apps. A slim rail at the right
 * edge of wide screens, clear of the content column. Narrower screens have no gutter for it: there
 * the shortcuts are a bar docked along the bottom edge, and the page keeps that much room free
 * below its last line, so the bar never covers a link or a line of text (a round button floating
 * over the page did, issue 25); the channels open from the bar as a sheet above it.
 */
export default function SideBar() {
  const t = useT();
  const { api, features, resolved } = useEngine();
  const loggedIn = useSelector(selectLoggedIn);
  const member = useSelector((state: RootState) => state.core.member);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  // The QR codes (their own chunk, drawn in script) wait until someone reaches for the bar.
  const [qrWanted, setQrWanted] = useState(false);
  const sheetId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  const barRef = useRef<HTMLDivElement>(null);

  // A new page closes the sheet, and so does a tap outside it.
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!barRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const vip = loggedIn && serviceKindFor(member) === 'vip';
  // Promotions is another plugin, switched off with the merchant's module: no link to a page that is not there.
  const hasPromotions = resolved.routes.some((route) => route.path === PROMOTIONS_PAGE);
  const showInvite = (features.isOn('REFERRAL') && hasPromotions) || !loggedIn;
  const resources = RESOURCE_ORDER.flatMap((type) =>
    features.resources.filter((resource) => resource.resourceType === type && isWebUrl(resource.url)),
  );

  const invite = () => {
    setOpen(false);
    if (loggedIn) {
      navigate(REFERRAL_PAGE);
      return;
    }
    if (resolved.modals[REGISTER_MODAL_ID]) {
      const referralCode = new URLSearchParams(search).get('referralCode');
      dispatch(coreActions.modalOpened(REGISTER_MODAL_ID, referralCode ? { referralCode } : {}));
    } else navigate('/register');
  };

  return (
    <div
      ref={barRef}
      className={`support-bar${open ? ' support-bar--open' : ''}`}
      onPointerEnter={() => setQrWanted(true)}
      onFocus={() => setQrWanted(true)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          toggleRef.current?.focus();
        }
      }}
    >
      <nav className="support-bar__panel" aria-label={t('support:label')}>
        <ul className="support-bar__list">
          {hasPromotions ? (
            <li>
              <NavLink to={PROMOTIONS_PAGE} className="support-bar__item" data-item="promotions" onClick={() => setOpen(false)}>
                <Icon name="gift" />
                <span className="support-bar__label">{t('support:promotions')}</span>
              </NavLink>
            </li>
          ) : null}
          <li>
            <button
              type="button"
              className={`support-bar__item${vip ? ' support-bar__item--vip' : ''}`}
              data-item="customer-service"
              data-service={vip ? 'vip' : 'live'}
              onClick={() => {
                setOpen(false);
                void openCustomerService(api, member);
              }}
            >
              <Icon name={vip ? 'crown' : 'headset'} />
              <span className="support-bar__label">{t(vip ? 'support:customerServiceVip' : 'support:customerService')}</span>
            </button>
          </li>
          {showInvite ? (
            <li>
              <button type="button" className="support-bar__item" data-item="invite" onClick={invite}>
                <Icon name="users" />
                <span className="support-bar__label">{t('support:invite')}</span>
              </button>
            </li>
          ) : null}
          {resources.length > 0 ? (
            // Phones only: the channels do not fit the docked bar, so this opens them as a sheet above it.
            <li className="support-bar__more">
              <button
                ref={toggleRef}
                type="button"
                className="support-bar__item support-bar__toggle"
                aria-expanded={open}
                aria-controls={sheetId}
                onClick={() => {
                  setQrWanted(true);
                  setOpen(!open);
                }}
              >
                <Icon name={open ? 'close' : 'apps'} />
                <span className="support-bar__label">{t('support:channelsShort')}</span>
              </button>
            </li>
          ) : null}
        </ul>
        {resources.length > 0 ? (
          <div id={sheetId} className="support-bar__sheet">
            <p className="support-bar__sheet-title" aria-hidden="true">
              {t('support:channels')}
            </p>
            <ul className="support-bar__list support-bar__list--resources" aria-label={t('support:channels')}>
              {resources.map((resource) => (
                <li key={resource.resourceType} className="support-bar__resource">
                  <ResourceLink resource={resource} onFollow={() => setOpen(false)} qrWanted={qrWanted} />
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </nav>
    </div>
  );
}

function ResourceLink({ resource, onFollow, qrWanted }: { resource: PlatformResource; onFollow: () => void; qrWanted: boolean }) {
  const t = useT();
  const name = t(`support:resources.${resource.resourceType}`);
  const outside = new URL(resource.url, window.location.href).origin !== window.location.origin;
  const qr = WITH_QR.has(resource.resourceType) && isWebUrl(resource.qrCodeUrl);
  return (
    <>
      <a
        className="support-bar__item"
        href={resource.url}
        data-resource={resource.resourceType}
        onClick={onFollow}
        {...(outside ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        <Icon name={resource.resourceType} />
        <span className="support-bar__label">{name}</span>
      </a>
      {qr ? (
        // Shown beside the rail on hover or keyboard focus; decorative for screen readers beyond its label.
        <div className="support-bar__flyout" data-qr={resource.resourceType}>
          <div className="support-bar__qr-frame">
            {qrWanted ? (
              <Suspense fallback={<span className="support-qr support-qr--loading" />}>
                <SideBarQr value={resource.qrCodeUrl} label={t('support:qr', { name })} />
              </Suspense>
            ) : (
              <span className="support-qr support-qr--loading" />
            )}
          </div>
          <span className="support-bar__flyout-name">{name}</span>
          <span className="support-bar__flyout-hint">{t('support:scan')}</span>
        </div>
      ) : null}
    </>
  );
}
