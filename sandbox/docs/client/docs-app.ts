/**
 * The platform contract at /docs/ (bundled by routes/docs-page.ts): the OpenAPI document of
 * /docs/openapi.json, browsable offline. Operations by group, each a disclosure with its
 * parameters, body and answer; schemas as JSON whose references are links; a filter box.
 */
interface Parameter {
  name: string;
  in: string;
  required: boolean;
  description?: string;
  schema: unknown;
}
interface Operation {
  summary: string;
  description?: string;
  tags: string[];
  parameters: Parameter[];
  requestBody?: { description?: string; content: Record<string, { schema: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
}
interface OpenApi {
  info: { title: string; version: string; description: string };
  tags: Array<{ name: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

const root = document.getElementById('docs-root') as HTMLElement;
const announcer = document.getElementById('docs-root-announcer') as HTMLElement;

function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | undefined> = {},
  ...children: Array<Node | string | null | undefined | false>
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) if (value !== undefined) element.setAttribute(name, value);
  for (const child of children) if (child) element.append(child);
  return element;
}

const schemaAnchor = (name: string) => `schema-${name.replace(/[^\w.-]/g, '_')}`;

/** JSON as text, with every `#/components/schemas/...` reference a link to that schema. */
function jsonView(value: unknown): HTMLElement {
  const pre = h('pre', { class: 'docs-json' });
  const text = JSON.stringify(value, null, 2);
  let last = 0;
  for (const match of text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
    pre.append(text.slice(last, match.index));
    pre.append(h('a', { href: `#${schemaAnchor(match[1])}` }, match[0]));
    last = (match.index ?? 0) + match[0].length;
  }
  pre.append(text.slice(last));
  return pre;
}

function operationView(method: string, path: string, operation: Operation): HTMLElement {
  const parameters = operation.parameters.length
    ? h(
        'table',
        { class: 'docs-table' },
        h('thead', {}, h('tr', {}, ...['Parâmetro', 'Onde', 'Obrigatório', 'Esquema'].map((label) => h('th', { scope: 'col' }, label)))),
        h(
          'tbody',
          {},
          ...operation.parameters.map((parameter) =>
            h(
              'tr',
              {},
              h(
                'td',
                {},
                h('code', {}, parameter.name),
                parameter.description ? h('p', { class: 'docs-muted' }, parameter.description) : null,
              ),
              h('td', {}, parameter.in),
              h('td', {}, parameter.required ? 'sim' : 'não'),
              h('td', {}, jsonView(parameter.schema)),
            ),
          ),
        ),
      )
    : h('p', { class: 'docs-muted' }, 'Sem parâmetros.');
  const body = operation.requestBody
    ? h(
        'div',
        {},
        h('h4', {}, 'Corpo (application/json)'),
        operation.requestBody.description ? h('p', {}, operation.requestBody.description) : null,
        jsonView(operation.requestBody.content['application/json']?.schema),
      )
    : null;
  const responses = Object.entries(operation.responses).map(([status, response]) =>
    h(
      'div',
      {},
      h('h4', {}, `${status}: ${response.description}`),
      response.content ? jsonView(response.content['application/json']?.schema) : null,
    ),
  );
  return h(
    'details',
    { class: 'docs-operation', 'data-search': `${method} ${path} ${operation.summary}`.toLowerCase() },
    h(
      'summary',
      {},
      h('span', { class: `docs-method docs-method--${method}` }, method.toUpperCase()),
      h('code', { class: 'docs-path' }, path),
      h('span', { class: 'docs-summary' }, operation.summary),
    ),
    operation.description ? h('p', {}, operation.description) : null,
    h('h4', {}, 'Parâmetros'),
    parameters,
    body,
    ...responses,
  );
}

function render(api: OpenApi): void {
  const byTag = new Map<string, HTMLElement[]>();
  let count = 0;
  for (const [path, methods] of Object.entries(api.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const list = byTag.get(operation.tags[0]) ?? [];
      list.push(operationView(method, path, operation));
      byTag.set(operation.tags[0], list);
      count += 1;
    }
  }
  const filter = h('input', { id: 'docs-filter', type: 'search', placeholder: 'GET /wps/system/status, login, agent…' });
  const sections = api.tags.map(({ name }) =>
    h(
      'section',
      { class: 'docs-group', 'aria-labelledby': `tag-${name}` },
      h('h2', { id: `tag-${name}` }, `/${name}`),
      ...(byTag.get(name) ?? []),
    ),
  );
  filter.addEventListener('input', () => {
    const words = filter.value.toLowerCase().split(/\s+/).filter(Boolean);
    let shown = 0;
    for (const operation of root.querySelectorAll<HTMLElement>('.docs-operation')) {
      const visible = words.every((word) => (operation.dataset.search ?? '').includes(word));
      operation.hidden = !visible;
      if (visible) shown += 1;
    }
    for (const section of sections) section.hidden = !section.querySelector('.docs-operation:not([hidden])');
    announcer.textContent = `${shown} de ${count} chamadas`;
  });
  root.replaceChildren(
    h(
      'header',
      { class: 'docs-header' },
      h('h1', {}, api.info.title),
      h('p', {}, api.info.description),
      h('p', {}, `Versão ${api.info.version} · ${count} chamadas · `, h('a', { href: '/docs/openapi.json' }, 'openapi.json (OpenAPI 3.1)')),
      h('label', { for: 'docs-filter' }, 'Filtrar chamadas'),
      filter,
    ),
    h('main', { class: 'docs-main' }, ...sections),
    h(
      'section',
      { class: 'docs-schemas', 'aria-labelledby': 'docs-schemas-title' },
      h('h2', { id: 'docs-schemas-title' }, 'Esquemas'),
      ...Object.entries(api.components.schemas).map(([name, schema]) =>
        h('details', { id: schemaAnchor(name), class: 'docs-schema' }, h('summary', {}, h('code', {}, name)), jsonView(schema)),
      ),
    ),
  );
}

/** Opening a schema link opens its disclosure too. */
window.addEventListener('hashchange', () => {
  const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
  if (target instanceof HTMLDetailsElement) target.open = true;
});

fetch('/docs/openapi.json', { headers: { accept: 'application/json' } })
  .then((response) => response.json() as Promise<OpenApi>)
  .then(render)
  .catch(() => root.replaceChildren(h('p', { role: 'alert' }, 'Não foi possível carregar o contrato.')));
