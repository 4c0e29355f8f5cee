/**
 * The back office page at /ops/ (bundled by routes/ops-page.ts with esbuild): log in, pick a
 * merchant, switch its modules, set its site status, read its audit trail. Plain DOM, native
 * controls (every one reachable and usable by keyboard), one live region for what happened.
 * The session cookie is HttpOnly; the CSRF token the API answers goes back on every write.
 */
import type { JSONSchema } from 'json-schema-to-ts';
import type { SchemaDefinition } from '../../../core/api/schema-types';
import type common from '../../../schemas/generated/api-common';
import type opsAudit from '../../../schemas/generated/api-ops-merchant-audit';
import type opsMerchant from '../../../schemas/generated/api-ops-merchant';
import type opsMerchants from '../../../schemas/generated/api-ops-merchants';
import type opsSession from '../../../schemas/generated/api-ops-session-login';
import { TEXT } from './texts';

// The API's shapes, from the contract the server validates with (schemas/api/ops-*.json).
type Definition<Schema extends { definitions: Record<string, JSONSchema> }, Name extends keyof Schema['definitions']> = SchemaDefinition<
  Schema,
  Name,
  [typeof common, typeof opsSession, typeof opsMerchants, typeof opsMerchant, typeof opsAudit]
>;
type SessionView = Definition<typeof opsSession, 'response'>;
type MerchantSummary = Definition<typeof opsMerchants, 'response'>[number];
type MerchantView = Definition<typeof opsMerchant, 'response'>;
/** A node at any depth: the schema's fields, children of the same kind (leaves have none: maxItems 0). */
type ModuleView = Omit<Definition<typeof opsMerchant, 'leafModule'>, 'children'> & { children: readonly ModuleView[] };
type Status = Definition<typeof opsMerchant, 'status'>;
type VendorView = Definition<typeof opsMerchant, 'vendor'>;
type AuditEntry = Definition<typeof opsAudit, 'response'>[number];

class ApiFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

let csrfToken = '';

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET') headers['x-csrf-token'] = csrfToken;
  const response = await fetch(`/ops/api/${path}`, {
    method,
    headers,
    credentials: 'same-origin',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json().catch(() => null)) as { value?: T; message?: string } | null;
  if (!response.ok) throw new ApiFailure(response.status, envelope?.message || TEXT.genericError);
  return envelope?.value as T;
}

/** Creates an element with attributes and children; text children are text nodes, never HTML. */
function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | boolean | undefined> = {},
  ...children: Array<Node | string | null | undefined | false>
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    element.setAttribute(name, value === true ? '' : value);
  }
  for (const child of children) if (child) element.append(child);
  return element;
}

const root = document.getElementById('ops-root') as HTMLElement;
const announcer = document.getElementById('ops-root-announcer') as HTMLElement;

function announce(message: string): void {
  announcer.textContent = '';
  // A change of text the next frame, so the same message twice is read twice.
  requestAnimationFrame(() => (announcer.textContent = message));
}

function formatTime(iso: string): string {
  return new Date(iso).toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'UTC' }) + ' UTC';
}

function describeValue(subject: string, value: unknown): string {
  if (subject.startsWith('module:') || subject.startsWith('vendor:')) return value ? TEXT.on : TEXT.off;
  const status = value as Status;
  if (status.maintenance) {
    const end = status.maintenance.endTime ? ` (${TEXT.until} ${formatTime(status.maintenance.endTime)})` : '';
    return `${TEXT.modeMaintenance}: ${status.maintenance.title}${end}`;
  }
  if (!status.regionRestriction) return TEXT.modeNormal;
  return status.regionMessage ? `${TEXT.modeRegion}: ${status.regionMessage}` : TEXT.modeRegion;
}

function describeSubject(subject: string): string {
  if (subject.startsWith('module:')) return `${TEXT.module} ${subject.slice('module:'.length)}`;
  if (subject.startsWith('vendor:')) return `${TEXT.vendor} ${subject.slice('vendor:'.length)}`;
  return TEXT.siteStatus;
}

// ---- Login -----------------------------------------------------------------------------------

function renderLogin(error?: string): void {
  const username = h('input', { id: 'ops-username', name: 'username', autocomplete: 'username', required: true });
  const password = h('input', { id: 'ops-password', name: 'password', type: 'password', autocomplete: 'current-password', required: true });
  const message = h('p', { class: 'ops-error', role: 'alert', id: 'ops-login-error' }, error ?? '');
  const submit = h('button', { type: 'submit', class: 'ops-button ops-button--primary' }, TEXT.logIn);
  const form = h(
    'form',
    { class: 'ops-login', 'aria-labelledby': 'ops-login-title' },
    h('h1', { id: 'ops-login-title' }, TEXT.title),
    h('p', { class: 'ops-muted' }, TEXT.loginIntro),
    h('label', { for: 'ops-username' }, TEXT.username),
    username,
    h('label', { for: 'ops-password' }, TEXT.password),
    password,
    message,
    submit,
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    submit.disabled = true;
    api<SessionView>('POST', 'session', { username: username.value, password: password.value })
      .then((session) => startSession(session))
      .catch((failure: unknown) => {
        submit.disabled = false;
        message.textContent = failure instanceof Error ? failure.message : TEXT.genericError;
        password.select();
      });
  });
  root.replaceChildren(h('main', { class: 'ops-login-page' }, form));
  username.focus();
}

// ---- Signed in -------------------------------------------------------------------------------

let merchants: MerchantSummary[] = [];
let current: MerchantView | null = null;

async function startSession(session: SessionView): Promise<void> {
  csrfToken = session.csrfToken;
  merchants = await api<MerchantSummary[]>('GET', 'merchants');
  const logout = h('button', { type: 'button', class: 'ops-button' }, TEXT.logOut);
  logout.addEventListener('click', () => {
    void api('DELETE', 'session').finally(() => {
      csrfToken = '';
      renderLogin();
    });
  });
  const nav = h(
    'nav',
    { class: 'ops-merchants', 'aria-label': TEXT.merchants },
    h('h2', {}, TEXT.merchants),
    h(
      'ul',
      {},
      ...merchants.map((merchant) => {
        const button = h(
          'button',
          { type: 'button', class: 'ops-merchant', 'data-merchant': merchant.merchantCode },
          h('span', { class: 'ops-merchant__name' }, merchant.name),
          h('span', { class: 'ops-merchant__code' }, `${merchant.merchantCode} · ${merchant.brandId}`),
        );
        button.addEventListener('click', () => void openMerchant(merchant.merchantCode));
        return h('li', {}, button);
      }),
    ),
  );
  root.replaceChildren(
    h(
      'header',
      { class: 'ops-header' },
      h('p', { class: 'ops-brand' }, TEXT.title),
      h('p', { class: 'ops-who' }, `${TEXT.signedInAs} ${session.operator.displayName} (${session.operator.username})`),
      logout,
    ),
    h(
      'div',
      { class: 'ops-layout' },
      nav,
      h('main', { class: 'ops-main', id: 'ops-main', tabindex: '-1' }, h('p', { class: 'ops-muted' }, TEXT.pickMerchant)),
    ),
  );
  if (merchants[0]) await openMerchant(merchants[0].merchantCode);
}

async function openMerchant(merchantCode: string): Promise<void> {
  current = await api<MerchantView>('GET', `merchants/${encodeURIComponent(merchantCode)}`);
  for (const button of root.querySelectorAll<HTMLButtonElement>('.ops-merchant')) {
    if (button.dataset.merchant === merchantCode) button.setAttribute('aria-current', 'true');
    else button.removeAttribute('aria-current');
  }
  await renderMerchant();
}

async function renderMerchant(): Promise<void> {
  if (!current) return;
  const merchant = current;
  const audit = await api<AuditEntry[]>('GET', `merchants/${encodeURIComponent(merchant.merchantCode)}/audit?limit=50`);
  const main = root.querySelector('#ops-main') as HTMLElement;
  main.replaceChildren(
    h('h1', { class: 'ops-title' }, `${merchant.name} `, h('span', { class: 'ops-muted' }, `(${merchant.merchantCode})`)),
    modulesSection(merchant),
    statusSection(merchant),
    auditSection(audit),
  );
}

function modulesSection(merchant: MerchantView): HTMLElement {
  const list = (modules: readonly ModuleView[], parentOn: boolean): HTMLElement =>
    h(
      'ul',
      { class: 'ops-tree' },
      ...modules.map((module) => {
        const id = `module-${module.modId}`;
        const input = h('input', {
          type: 'checkbox',
          role: 'switch',
          id,
          'data-module': module.modId,
          'aria-describedby': `${id}-description`,
          checked: module.enabled,
        });
        input.addEventListener('change', () => void switchModule(merchant.merchantCode, module.modId, input.checked, input));
        const inherited = module.enabled && !parentOn;
        return h(
          'li',
          { class: `ops-module${module.on ? '' : ' ops-module--off'}` },
          h(
            'div',
            { class: 'ops-module__row' },
            input,
            h('label', { for: id, class: 'ops-module__id' }, module.modId),
            h('span', { class: `ops-pill ${module.on ? 'ops-pill--on' : 'ops-pill--off'}` }, module.on ? TEXT.on : TEXT.off),
          ),
          h(
            'p',
            { class: 'ops-module__description', id: `${id}-description` },
            module.description,
            inherited ? ` ${TEXT.offByParent}` : '',
          ),
          module.children.length ? list(module.children, module.on) : null,
          vendorList(merchant, module),
        );
      }),
    );
  return h(
    'section',
    { class: 'ops-card', 'aria-labelledby': 'ops-modules-title' },
    h('h2', { id: 'ops-modules-title' }, TEXT.modules),
    h('p', { class: 'ops-muted' }, TEXT.modulesIntro),
    // The schema types each of its three levels apart (json-schema-to-ts cannot recurse); they share one shape.
    list(merchant.modules as readonly ModuleView[], true),
  );
}

/** The vendor cards of a game category, under its module: each with its own switch. */
function vendorList(merchant: MerchantView, category: ModuleView): HTMLElement | null {
  const cards = merchant.vendors.filter((card) => card.gameType === category.modId);
  if (cards.length === 0) return null;
  const titleId = `vendors-${category.modId}-title`;
  return h(
    'div',
    { class: 'ops-vendors' },
    h('p', { class: 'ops-vendors__title', id: titleId }, TEXT.vendors),
    h(
      'ul',
      { class: 'ops-vendors__list', 'aria-labelledby': titleId },
      ...cards.map((card) => {
        const id = `vendor-${card.gameType}-${card.vendorCode}`;
        const on = card.enabled && category.on;
        const input = h('input', {
          type: 'checkbox',
          role: 'switch',
          id,
          'data-vendor': `${card.gameType}/${card.vendorCode}`,
          checked: card.enabled,
        });
        input.addEventListener('change', () => void switchVendor(merchant.merchantCode, card, input.checked, input));
        return h(
          'li',
          { class: `ops-vendor${on ? '' : ' ops-module--off'}` },
          input,
          h(
            'label',
            { for: id },
            h('span', { class: 'ops-vendor__name' }, card.name),
            h('span', { class: 'ops-muted' }, ` ${card.vendorCode}`),
          ),
          h('span', { class: `ops-pill ${on ? 'ops-pill--on' : 'ops-pill--off'}` }, on ? TEXT.on : TEXT.off),
        );
      }),
    ),
  );
}

async function switchVendor(merchantCode: string, card: VendorView, enabled: boolean, input: HTMLInputElement): Promise<void> {
  const path = `merchants/${encodeURIComponent(merchantCode)}/vendors/${encodeURIComponent(card.gameType)}/${encodeURIComponent(card.vendorCode)}`;
  await applySwitch(input, enabled, `${card.name} (${card.gameType})`, `#vendor-${card.gameType}-${card.vendorCode}`, () =>
    api<MerchantView>('PUT', path, { enabled }),
  );
}

async function switchModule(merchantCode: string, modId: string, enabled: boolean, input: HTMLInputElement): Promise<void> {
  await applySwitch(input, enabled, modId, `#module-${modId}`, () =>
    api<MerchantView>('PUT', `merchants/${encodeURIComponent(merchantCode)}/modules/${encodeURIComponent(modId)}`, { enabled }),
  );
}

/** Sends one switch, redraws the merchant and puts the focus back on the switch (found again by `selector`). */
async function applySwitch(
  input: HTMLInputElement,
  enabled: boolean,
  what: string,
  selector: string,
  send: () => Promise<MerchantView>,
): Promise<void> {
  input.disabled = true;
  try {
    current = await send();
    await renderMerchant();
    announce(`${what}: ${enabled ? TEXT.switchedOn : TEXT.switchedOff}`);
    (root.querySelector(selector) as HTMLElement | null)?.focus();
  } catch (failure) {
    input.checked = !enabled;
    input.disabled = false;
    announce(failure instanceof Error ? failure.message : TEXT.genericError);
    if (failure instanceof ApiFailure && failure.status === 401) renderLogin(TEXT.sessionEnded);
  }
}

/** `2026-11-27T18:00` in the operator's UTC, as a datetime-local field holds it. */
const toLocalField = (iso: string | null) => (iso ? iso.slice(0, 16) : '');

function statusSection(merchant: MerchantView): HTMLElement {
  const { status } = merchant;
  const mode = status.maintenance ? 'maintenance' : status.regionRestriction ? 'region' : 'normal';
  const radio = (value: string, label: string) =>
    h('label', { class: 'ops-radio' }, h('input', { type: 'radio', name: 'ops-mode', value, checked: mode === value }), ` ${label}`);
  const title = h('input', { id: 'ops-maintenance-title', maxlength: '120', value: status.maintenance?.title ?? '' });
  const message = h('textarea', { id: 'ops-maintenance-message', maxlength: '1000', rows: '3' }, status.maintenance?.message ?? '');
  const endTime = h('input', {
    id: 'ops-maintenance-end',
    type: 'datetime-local',
    value: toLocalField(status.maintenance?.endTime ?? null),
  });
  const regionMessage = h(
    'textarea',
    { id: 'ops-region-message', maxlength: '1000', rows: '2', 'aria-describedby': 'ops-region-hint' },
    status.regionMessage ?? '',
  );
  const error = h('p', { class: 'ops-error', role: 'alert' });
  const save = h('button', { type: 'submit', class: 'ops-button ops-button--primary' }, TEXT.saveStatus);
  const form = h(
    'form',
    { class: 'ops-card', 'aria-labelledby': 'ops-status-title' },
    h('h2', { id: 'ops-status-title' }, TEXT.siteStatus),
    h(
      'fieldset',
      {},
      h('legend', {}, TEXT.mode),
      radio('normal', TEXT.modeNormal),
      radio('maintenance', TEXT.modeMaintenance),
      radio('region', TEXT.modeRegion),
    ),
    h(
      'fieldset',
      { class: 'ops-maintenance' },
      h('legend', {}, TEXT.maintenanceDetails),
      h('label', { for: 'ops-maintenance-title' }, TEXT.maintenanceTitle),
      title,
      h('label', { for: 'ops-maintenance-message' }, TEXT.maintenanceMessage),
      message,
      h('label', { for: 'ops-maintenance-end' }, TEXT.maintenanceEnd),
      endTime,
    ),
    h(
      'fieldset',
      { class: 'ops-region' },
      h('legend', {}, TEXT.regionDetails),
      h('label', { for: 'ops-region-message' }, TEXT.regionMessage),
      regionMessage,
      h('p', { class: 'ops-muted ops-hint', id: 'ops-region-hint' }, TEXT.regionMessageHint),
    ),
    error,
    save,
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const chosen = (form.querySelector('input[name="ops-mode"]:checked') as HTMLInputElement | null)?.value ?? 'normal';
    if (chosen === 'maintenance' && (!title.value.trim() || !message.value.trim())) {
      error.textContent = TEXT.maintenanceNeedsText;
      (title.value.trim() ? message : title).focus();
      return;
    }
    const next: Status = {
      maintenance:
        chosen === 'maintenance'
          ? {
              title: title.value.trim(),
              message: message.value.trim(),
              endTime: endTime.value ? new Date(`${endTime.value}:00Z`).toISOString() : null,
            }
          : null,
      regionRestriction: chosen === 'region',
      regionMessage: chosen === 'region' ? regionMessage.value.trim() || null : null,
    };
    save.disabled = true;
    api<MerchantView>('PUT', `merchants/${encodeURIComponent(merchant.merchantCode)}/status`, next)
      .then(async (view) => {
        current = view;
        await renderMerchant();
        announce(TEXT.statusSaved);
        (root.querySelector('#ops-status-title') as HTMLElement | null)?.focus();
      })
      .catch((failure: unknown) => {
        save.disabled = false;
        error.textContent = failure instanceof Error ? failure.message : TEXT.genericError;
      });
  });
  return form;
}

function auditSection(entries: AuditEntry[]): HTMLElement {
  const body = entries.length
    ? h(
        'table',
        { class: 'ops-table' },
        h('caption', { class: 'ops-visually-hidden' }, TEXT.audit),
        h(
          'thead',
          {},
          h('tr', {}, ...[TEXT.when, TEXT.operator, TEXT.change, TEXT.before, TEXT.after].map((label) => h('th', { scope: 'col' }, label))),
        ),
        h(
          'tbody',
          {},
          ...entries.map((entry) =>
            h(
              'tr',
              { 'data-subject': entry.subject },
              h('td', {}, formatTime(entry.at)),
              h('td', {}, entry.operator),
              h('td', {}, describeSubject(entry.subject)),
              h('td', {}, describeValue(entry.subject, entry.oldValue)),
              h('td', {}, describeValue(entry.subject, entry.newValue)),
            ),
          ),
        ),
      )
    : h('p', { class: 'ops-muted' }, TEXT.noAudit);
  return h('section', { class: 'ops-card', 'aria-labelledby': 'ops-audit-title' }, h('h2', { id: 'ops-audit-title' }, TEXT.audit), body);
}

// ---- Start -------------------------------------------------------------------------------------

api<SessionView>('GET', 'session')
  .then((session) => startSession(session))
  .catch(() => renderLogin());
