import type { Merchant } from '../store/merchants';
import type { DepositOrder } from '../store/cashier';
import { escapeXml } from './art/svg-kit';
import { formatMoney } from './game-page';

/**
 * The payment page of a deposit order: the sandbox's stand-in for the payment provider's checkout
 * (a bank app, a PIX screen), where the player "pays" the order with one button. Plain HTML with
 * no script; the form posts back to this origin only, and no site may frame it.
 */
export const CHECKOUT_PAGE_CSP = [
  `default-src 'none'`,
  `img-src 'self'`,
  `style-src 'self'`,
  `base-uri 'none'`,
  `form-action 'self'`,
  `frame-ancestors 'none'`,
].join('; ');

const STATUS_TEXT: Record<DepositOrder['status'], string> = {
  PENDING: 'Aguardando pagamento',
  PAID: 'Pagamento recebido. O valor já está no seu saldo: volte ao site.',
  CANCELLED: 'Este pedido foi cancelado no site. Faça um novo pedido para depositar.',
  EXPIRED: 'O prazo deste pedido terminou. Faça um novo pedido para depositar.',
};

export function renderCheckoutPage({
  cdn,
  merchant,
  order,
  confirmPath,
}: {
  cdn: string;
  merchant: Merchant;
  order: DepositOrder;
  confirmPath: string;
}): string {
  const amount = `${escapeXml(merchant.currencySymbol)} ${formatMoney(order.amount)}`;
  const pending = order.status === 'PENDING';
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Pagamento ${escapeXml(order.orderId)} · ${escapeXml(merchant.name)}</title>
<link rel="stylesheet" href="/cdn/${cdn}/play.css?merchant=${encodeURIComponent(merchant.merchantCode)}">
</head>
<body class="stage-checkout">
<main class="game checkout">
  <header class="topbar">
    <div class="heading">
      <h1>${escapeXml(order.channelName)} · ${escapeXml(merchant.name)}</h1>
      <p class="vendor">Pedido ${escapeXml(order.orderId)}</p>
    </div>
    <span class="badge">Demonstração</span>
  </header>
  <section class="play-area" aria-label="Resumo do pagamento">
    <p class="caption">Valor a pagar</p>
    <p class="checkout-amount">${amount}</p>
    <p class="checkout-status" role="status">${STATUS_TEXT[order.status]}</p>
    <p class="checkout-code"><span class="label">Código:</span> <code>${escapeXml(order.paymentCode)}</code></p>
  </section>
  <footer class="balance-bar">
    <p><span class="label">Recebedor:</span> <strong>${escapeXml(merchant.name)}</strong></p>
    ${pending ? `<form method="post" action="${escapeXml(confirmPath)}"><button type="submit" class="pay">Pagar ${amount}</button></form>` : ''}
  </footer>
  <p class="note">Ambiente de demonstração: o pagamento é simulado e nenhum dinheiro real é movimentado.</p>
</main>
</body>
</html>
`;
}

/** An unknown address: nothing about any order is told. */
export function renderCheckoutNotFound(cdn: string): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pagamento não encontrado</title>
<link rel="stylesheet" href="/cdn/${cdn}/play.css">
</head>
<body class="stage-expired">
<main class="game expired">
  <h1>Pagamento não encontrado</h1>
  <p>Este endereço de pagamento não existe ou foi substituído. Volte ao site e abra o pedido de novo.</p>
</main>
</body>
</html>
`;
}
