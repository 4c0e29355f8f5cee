import type { ErrorObject } from 'ajv';

/**
 * Turns the AJV errors of a failed request validation into one Portuguese sentence that names the
 * field, e.g. `O campo "group" deve ter no máximo 24 caracteres.` The front end shows it as is.
 */
export function describeValidationErrors(errors: readonly ErrorObject[], part: string | undefined): string {
  const error = mostSpecific(errors);
  if (!error) return 'Pedido inválido.';
  const field = fieldName(error);
  if (!field) return describeWholePart(error, part);
  const subject = `O campo "${field}"`;
  const params = error.params as Record<string, unknown>;

  switch (error.keyword) {
    case 'required':
      return `Campo obrigatório em falta: "${field}".`;
    case 'additionalProperties':
      return `Campo não permitido: "${field}".`;
    case 'maxLength':
      return `${subject} deve ter no máximo ${String(params.limit)} caracteres.`;
    case 'minLength':
      return params.limit === 1 ? `${subject} não pode estar vazio.` : `${subject} deve ter pelo menos ${String(params.limit)} caracteres.`;
    case 'pattern':
    case 'format':
      return `${subject} tem um formato inválido.`;
    case 'enum':
      return `${subject} tem um valor não permitido. Valores permitidos: ${formatAllowed(params.allowedValues)}.`;
    case 'const':
      return `${subject} tem um valor não permitido.`;
    case 'type':
      return `${subject} deve ser ${typeName(String(params.type))}.`;
    case 'maximum':
      return `${subject} deve ser no máximo ${String(params.limit)}.`;
    case 'minimum':
      return `${subject} deve ser no mínimo ${String(params.limit)}.`;
    case 'unstorableText':
      return `${subject} contém caracteres não permitidos.`;
    case 'maxItems':
      return `${subject} tem itens a mais (máximo ${String(params.limit)}).`;
    default:
      return `${subject} é inválido.`;
  }
}

/**
 * With anyOf (e.g. `maintenance: null | {...}`) AJV reports one error per branch plus the anyOf
 * itself; the deepest path points at what the client actually got wrong.
 */
function mostSpecific(errors: readonly ErrorObject[]): ErrorObject | undefined {
  let best: ErrorObject | undefined;
  for (const error of errors) {
    if (error.keyword === 'anyOf' || error.keyword === 'oneOf') continue;
    if (!best || depth(error) > depth(best)) best = error;
  }
  return best ?? errors[0];
}

function depth(error: ErrorObject): number {
  const extra = error.keyword === 'required' || error.keyword === 'additionalProperties' ? 1 : 0;
  return error.instancePath.split('/').length + extra;
}

const MAX_FIELD_NAME = 60;

function fieldName(error: ErrorObject): string {
  const path = error.instancePath
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required') path.push(String(params.missingProperty));
  if (error.keyword === 'additionalProperties') path.push(String(params.additionalProperty));
  const name = path.join('.').replace(/\p{Cc}/gu, '?');
  // The name comes from the request: a hostile 10 KB key is not echoed back whole.
  return name.length > MAX_FIELD_NAME ? `${name.slice(0, MAX_FIELD_NAME)}…` : name;
}

function describeWholePart(error: ErrorObject, part: string | undefined): string {
  if (part === 'body' && error.keyword === 'type') return 'O corpo do pedido deve ser um objeto JSON.';
  return 'Pedido inválido.';
}

function formatAllowed(values: unknown): string {
  if (!Array.isArray(values)) return '';
  return values.map((value) => (value === null ? 'nulo' : String(value))).join(', ');
}

function typeName(type: string): string {
  const names: Record<string, string> = {
    string: 'um texto',
    number: 'um número',
    integer: 'um número inteiro',
    boolean: 'verdadeiro ou falso',
    object: 'um objeto',
    array: 'uma lista',
    null: 'nulo',
  };
  return type
    .split(',')
    .map((name) => names[name] ?? name)
    .join(' ou ');
}
