import type { SandboxBrand } from '../../brands';
import { findAccountByUsername } from '../../store/accounts';
import { sendMessage, type MessageCategory } from '../../store/messages';
import type { Queryable } from '../db';
import { formatCurrency } from '../../../core/format/money';

const HOUR_MS = 3_600_000;

interface SeedMessage {
  category: MessageCategory;
  title: string;
  body: string;
  hoursAgo: number;
  read: boolean;
}

/** jogador's inbox: three unread, three read, across the kinds a player gets. */
const inboxOf = (brand: SandboxBrand): SeedMessage[] => [
  {
    category: 'PROMOTION',
    title: 'Rodadas grátis de fim de semana',
    body: `Olá! Neste fim de semana, cada depósito a partir de ${formatCurrency(50, brand.currencySymbol)} rende 20 rodadas grátis nos slots em destaque.\n\nAs rodadas valem por 48 horas depois do crédito. Veja as regras completas na página de promoções.`,
    hoursAgo: 3,
    read: false,
  },
  {
    category: 'ACCOUNT',
    title: 'Confirme seu e-mail',
    body: 'Confirmar o seu e-mail ajuda a recuperar a conta se você esquecer a senha.\n\nAbra Minha conta e siga as instruções. Leva menos de um minuto.',
    hoursAgo: 20,
    read: false,
  },
  {
    category: 'SYSTEM',
    title: 'Manutenção programada',
    body: `A ${brand.name} fará uma manutenção rápida na madrugada de terça-feira, das 3h às 4h (horário de Brasília).\n\nDurante esse período alguns jogos podem ficar indisponíveis. O seu saldo não é afetado.`,
    hoursAgo: 30,
    read: false,
  },
  {
    category: 'ACCOUNT',
    title: 'Saque pago',
    body: 'O seu saque foi pago na chave PIX cadastrada. O valor costuma aparecer no banco em poucos minutos.\n\nO comprovante está no Registro da conta.',
    hoursAgo: 24 * 6,
    read: true,
  },
  {
    category: 'SYSTEM',
    title: 'Jogo responsável',
    body: 'Você pode definir limites de depósito, lembretes de tempo de jogo e pausas a qualquer momento em Jogo responsável, no centro do membro.\n\nJogar deve ser diversão. Se precisar de ajuda, fale com o nosso suporte.',
    hoursAgo: 24 * 12,
    read: true,
  },
  {
    category: 'ACCOUNT',
    title: `Bem-vindo à ${brand.name}!`,
    body: 'A sua conta está pronta. Faça o primeiro depósito por PIX e comece a jogar em segundos.\n\nQualquer dúvida, o suporte atende 24 horas por dia.',
    hoursAgo: 24 * 40,
    read: true,
  },
];

/** The demo member's inbox, so the messages page and the header badge show something at once. */
export async function seedMessages(tx: Queryable, brand: SandboxBrand, now: Date = new Date()): Promise<void> {
  const jogador = await findAccountByUsername(tx, brand.merchantCode, 'jogador');
  if (!jogador) return;
  for (const message of inboxOf(brand)) {
    const sentAt = new Date(now.getTime() - message.hoursAgo * HOUR_MS);
    await sendMessage(tx, jogador.id, message, sentAt, message.read ? new Date(sentAt.getTime() + HOUR_MS) : null);
  }
}
