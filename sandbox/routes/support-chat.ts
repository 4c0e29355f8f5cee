import type { FastifyInstance } from 'fastify';
import { routeSchema } from '../lib/api-schemas';
import { darken, escapeXml, lighten } from '../lib/art/svg-kit';
import { findMerchant, type Merchant } from '../store/merchants';
import type { RouteDeps } from './deps';

type Kind = 'live' | 'vip';

const FALLBACK_COLORS: Merchant['colors'] = {
  primary: '#f2b632',
  accent: '#e8394d',
  background: '#0b0f1a',
  surface: '#141a2b',
  chatHeader: '#c8102e',
};

/**
 * GET /support/chat?kind=live|vip&merchant=CODE: the page the customer-service links open (in a
 * 440x750 window). A static demo chat in the brand's colours; its style sheet is a separate file
 * because the page's CSP allows no inline style or script.
 */
export function registerSupportChatRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.get<{ Querystring: { kind: Kind; merchant?: string } }>(
    '/support/chat',
    { schema: routeSchema('support-chat.json') },
    async (request, reply) => {
      const merchant = request.query.merchant ? await findMerchant(db, request.query.merchant) : undefined;
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(renderChatPage(request.query.kind, merchant));
    },
  );

  app.get<{ Querystring: { merchant?: string } }>(
    '/support/chat.css',
    { schema: routeSchema('support-chat.css.json') },
    async (request, reply) => {
      const merchant = request.query.merchant ? await findMerchant(db, request.query.merchant) : undefined;
      return reply
        .type('text/css; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(renderChatCss(merchant?.colors ?? FALLBACK_COLORS));
    },
  );
}

export function renderChatPage(kind: Kind, merchant: Merchant | undefined): string {
  const brand = escapeXml(merchant?.name ?? 'Suporte');
  const styleHref = `/support/chat.css${merchant ? `?merchant=${encodeURIComponent(merchant.merchantCode)}` : ''}`;
  const channel = kind === 'vip' ? 'Atendimento VIP' : 'Chat ao vivo';
  const agent = kind === 'vip' ? 'Rafael' : 'Sofia';
  const messages =
    kind === 'vip'
      ? [
          `Olá! Sou o ${agent}, seu gerente de conta VIP na ${brand}.`,
          'Posso ajudar com limites de saque, bônus exclusivos e convites para eventos.',
          'Conte para mim como posso ajudar hoje.',
        ]
      : [
          `Olá! Sou a ${agent}, da equipe de atendimento da ${brand}.`,
          'Posso ajudar com depósitos, saques, bônus e verificação de conta.',
          'Como posso ajudar você hoje?',
        ];
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Atendimento ao cliente · ${brand}</title>
<link rel="stylesheet" href="${styleHref}">
</head>
<body>
<main class="chat" aria-labelledby="chat-title">
  <header class="chat-header">
    <div class="avatar" aria-hidden="true">${agent.charAt(0)}</div>
    <div>
      <h1 id="chat-title">Atendimento ao cliente</h1>
      <p class="presence"><span class="dot" aria-hidden="true"></span>${channel} · online agora</p>
    </div>
  </header>
  <ol class="messages" aria-label="Mensagens">
${messages.map((text) => `    <li class="message"><p>${text}</p><span class="meta">${agent} · agora</span></li>`).join('\n')}
  </ol>
  <form class="composer" aria-label="Enviar mensagem">
    <label class="visually-hidden" for="chat-message">Mensagem</label>
    <input id="chat-message" type="text" placeholder="Escreva sua mensagem…" disabled>
    <button type="button" disabled>Enviar</button>
  </form>
  <p class="note">Ambiente de demonstração: as mensagens não são enviadas.</p>
</main>
</body>
</html>
`;
}

export function renderChatCss(colors: Merchant['colors']): string {
  return `:root{--bg:${colors.background};--surface:${colors.surface};--surface-2:${lighten(colors.surface, 0.06)};--header:${colors.chatHeader};--header-2:${darken(colors.chatHeader, 0.3)};--primary:${colors.primary};--text:#f4f4f8;--muted:#a9b0c6}
*{box-sizing:border-box}
html,body{margin:0;height:100%}
body{background:radial-gradient(circle at 20% 0,var(--surface-2),var(--bg) 60%);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
.chat{display:flex;flex-direction:column;min-height:100%;max-width:560px;margin:0 auto}
.chat-header{display:flex;align-items:center;gap:14px;padding:18px 20px;background:linear-gradient(135deg,var(--header),var(--header-2));box-shadow:0 6px 24px rgba(0,0,0,.35)}
.avatar{display:grid;place-items:center;width:48px;height:48px;border-radius:50%;background:var(--primary);color:#111;font-weight:800;font-size:20px;border:3px solid rgba(255,255,255,.6)}
h1{margin:0;font-size:18px;font-weight:700}
.presence{margin:2px 0 0;font-size:13px;color:rgba(255,255,255,.85)}
.dot{display:inline-block;width:8px;height:8px;margin-right:6px;border-radius:50%;background:#2fbf71;box-shadow:0 0 0 3px rgba(47,191,113,.25)}
.messages{list-style:none;margin:0;padding:20px 16px;display:flex;flex-direction:column;gap:12px;flex:1}
.message{max-width:85%;padding:12px 14px;border-radius:4px 16px 16px 16px;background:var(--surface);border:1px solid rgba(255,255,255,.06);box-shadow:0 4px 14px rgba(0,0,0,.25)}
.message p{margin:0}
.meta{display:block;margin-top:6px;font-size:12px;color:var(--muted)}
.composer{display:flex;gap:8px;padding:12px 16px;background:var(--surface);border-top:1px solid rgba(255,255,255,.08)}
.composer input{flex:1;min-width:0;padding:12px 14px;border-radius:999px;border:1px solid rgba(255,255,255,.14);background:var(--bg);color:var(--text);font:inherit}
.composer button{padding:0 20px;border:0;border-radius:999px;background:var(--primary);color:#111;font-weight:700;font:inherit;opacity:.6}
.note{margin:0;padding:10px 16px 16px;background:var(--surface);font-size:12px;color:var(--muted);text-align:center}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;
}
