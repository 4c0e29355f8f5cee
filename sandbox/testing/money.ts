/** Helpers for the tests that move money: request ids and a deposit paid on the stand-in payment page. */
import { call } from './accounts';
import { MARE, type RunningSandbox } from './fixtures';
import { send } from './http';

/** A fresh idempotency key per call, readable in logs by its prefix. */
export function requestIds(prefix: string): () => string {
  let sequence = 0;
  return () => `${prefix}-${Date.now().toString(36)}-${(sequence += 1)}`;
}

const depositIds = requestIds('pay');

/** Opens a PIX deposit for the member and presses the payment page's button (a form post without fields). */
export async function payDeposit(
  sandbox: RunningSandbox,
  token: string,
  amount: string,
  merchant: string = MARE.merchantCode,
): Promise<void> {
  const order = await call<{ paymentUrl: string }>(
    sandbox,
    'POST',
    '/wps/v2/wallets/deposits',
    { channelCode: 'PIX', amount, requestId: depositIds() },
    { token, merchant },
  );
  if (order.status !== 200) throw new Error(`deposit refused: ${order.status} ${JSON.stringify(order.json)}`);
  const paid = await send(sandbox.baseUrl.replace(/\/$/, ''), {
    method: 'POST',
    path: `${order.json.value.paymentUrl}/confirm`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
  });
  if (paid.status >= 400) throw new Error(`payment page refused: ${paid.status}`);
}
