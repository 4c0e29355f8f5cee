import type { SandboxBrand } from '../../brands';
import type { BannerMotif } from '../../lib/art/motifs';
import type { EntryStatus, PromotionCategory, PromotionMode } from '../../store/promotions';
import type { Queryable } from '../db';
import { formatCurrency, SYMBOL_SPACE } from '../../../core/format/money';

interface PromotionSeed {
  slug: string;
  category: PromotionCategory;
  title: string;
  summary: string;
  rulesHtml: string;
  motif: BannerMotif;
  cta: string;
  mode: PromotionMode;
  bonus: number;
  messagingApp?: 'WHATSAPP' | 'TELEGRAM';
  moduleId?: string;
  /** Days from the seeding day: negative is in the past. */
  startsInDays: number;
  endsInDays: number;
  /** The demo member jogador's part in it (none: he has not taken part). */
  jogador?: { status: EntryStatus; remark?: string; rejectReason?: string };
}

const DAY_MS = 86_400_000;

/** Rules text as an operator writes it in the back office: headings, lists, a table. */
function rules(intro: string, items: string[], extra = ''): string {
  return (
    `<p>${intro}</p><h3>Como participar</h3><ol>${items.map((item) => `<li>${item}</li>`).join('')}</ol>${extra}` +
    '<h3>Termos gerais</h3><ul><li>Uma participação por conta, por endereço IP e por dispositivo.</li>' +
    '<li>O operador pode cancelar bônus obtidos de forma abusiva.</li><li>Jogue com responsabilidade. Proibido para menores de 18 anos.</li></ul>'
  );
}

/**
 * The promotions of a brand, covering every status of spec section 4 for the demo member jogador:
 * join, claim, applying, closed, rejected, issued, claimed, in process, signed and coming soon;
 * an application form (remark and images), a raffle, the REFERRAL promotion (listed only while
 * that module is on) and two bonuses paid against a messaging-app number ID (spec section 5).
 * The slugs of the banners' PROMOTION linkages (seed/banners.ts) are all here.
 */
export function promotionsFor(brand: SandboxBrand): PromotionSeed[] {
  // Amounts as the site writes money (spec section 9): "P 5,000.00".
  const money = (amount: number) => formatCurrency(amount, brand.currencySymbol);
  const telegramFirst = brand.id !== 'trevo-azul';
  return [
    {
      slug: 'boas-vindas',
      category: 'DEPOSIT',
      title: 'Bônus de boas-vindas de 100%',
      summary: `Dobramos o seu primeiro depósito até ${money(5_000)}.`,
      rulesHtml: rules(
        `Novos membros de ${brand.name} recebem 100% do primeiro depósito em bônus, até ${money(5_000)}.`,
        [
          'Clique em <strong>Participar</strong>.',
          `Faça o primeiro depósito de pelo menos ${money(50)}.`,
          'O bônus cai na carteira em até 10 minutos.',
        ],
        `<table><thead><tr><th>Depósito</th><th>Bônus</th><th>Rollover</th></tr></thead><tbody><tr><td>${money(50)} – ${money(999)}</td><td>100%</td><td>15x</td></tr><tr><td>${money(1_000)} ou mais</td><td>100% (máx. ${money(5_000)})</td><td>20x</td></tr></tbody></table>`,
      ),
      motif: 'chips',
      cta: 'Participar',
      mode: 'JOIN',
      bonus: 5000,
      startsInDays: -30,
      endsInDays: 335,
    },
    {
      slug: 'giros-sexta',
      category: 'SLOTS',
      title: 'Giros grátis toda sexta-feira',
      summary: 'Deposite na sexta e ganhe até 50 giros nos slots em destaque.',
      rulesHtml: rules(`Toda sexta-feira, depósitos a partir de ${money(100)} rendem giros grátis nos slots da semana.`, [
        'Deposite na sexta-feira.',
        'Volte aqui e resgate os giros em <em>Resgatar</em>.',
      ]),
      motif: 'slots',
      cta: 'Resgatar giros',
      mode: 'JOIN',
      bonus: 50,
      startsInDays: -60,
      endsInDays: 300,
      jogador: { status: 'CLAIM' },
    },
    {
      slug: 'cashback-semanal',
      category: 'CASHBACK',
      title: 'Cashback semanal de 10%',
      summary: 'Receba 10% das perdas líquidas de volta toda segunda-feira.',
      rulesHtml: rules('O cashback é calculado sobre as perdas líquidas de segunda a domingo e creditado automaticamente.', [
        'Jogue normalmente durante a semana.',
        'Na segunda-feira o cashback é creditado sem precisar resgatar.',
      ]),
      motif: 'coins',
      cta: 'Ver regras',
      mode: 'JOIN',
      bonus: 120,
      startsInDays: -90,
      endsInDays: 270,
      jogador: { status: 'ISSUED' },
    },
    {
      slug: 'reembolso-primeira-aposta',
      category: 'SPORTS',
      title: 'Primeira aposta sem risco',
      summary: `Perdeu a primeira aposta esportiva? Devolvemos até ${money(200)}.`,
      rulesHtml: rules('Vale para a primeira aposta simples ou múltipla com odd mínima de 1.80.', [
        'Faça a primeira aposta esportiva.',
        'Se perder, envie a solicitação com o <strong>print do bilhete</strong> (PNG ou JPG).',
        'A equipe analisa em até 48 horas.',
      ]),
      motif: 'football',
      cta: 'Solicitar reembolso',
      mode: 'APPLY',
      bonus: 200,
      startsInDays: -20,
      endsInDays: 40,
    },
    {
      slug: 'multipla-protegida',
      category: 'SPORTS',
      title: 'Múltipla protegida',
      summary: 'Errou só um palpite da múltipla? Devolvemos o valor da aposta.',
      rulesHtml: rules('Múltiplas com 5 seleções ou mais e odd total mínima de 10.00.', [
        'Faça a múltipla.',
        'Se errar apenas uma seleção, envie o bilhete pelo formulário.',
      ]),
      motif: 'trophy',
      cta: 'Enviar bilhete',
      mode: 'APPLY',
      bonus: 100,
      startsInDays: -15,
      endsInDays: 45,
      jogador: {
        status: 'REJECTED',
        remark: 'Bilhete 88213, errei só o último jogo.',
        rejectReason: 'O bilhete tem 4 seleções; a promoção pede 5 ou mais. Você pode enviar outro bilhete.',
      },
    },
    {
      slug: 'bonus-aniversario',
      category: 'VIP',
      title: 'Presente de aniversário',
      summary: `Membros VIP ganham até ${money(888)} no mês do aniversário.`,
      rulesHtml: rules('Para membros do clube VIP a partir do nível 3.', [
        'Envie a solicitação no mês do seu aniversário.',
        'Anexe um documento com a data de nascimento.',
      ]),
      motif: 'gift',
      cta: 'Solicitar presente',
      mode: 'APPLY',
      bonus: 888,
      startsInDays: -120,
      endsInDays: 245,
      jogador: { status: 'APPLYING', remark: 'Meu aniversário é dia 28. Documento em anexo.' },
    },
    {
      slug: 'torneio-slots',
      category: 'SLOTS',
      title: 'Torneio de slots do mês',
      summary: `${money(100_000)} em prêmios para os 100 primeiros do ranking.`,
      rulesHtml: rules(`Cada ${money(1)} apostado nos slots participantes vale 1 ponto no ranking.`, [
        'Inscreva-se.',
        'Jogue nos slots participantes até o fim do mês.',
        'Os prêmios saem em até 3 dias úteis após o fim.',
      ]),
      motif: 'slots',
      cta: 'Inscrever-se',
      mode: 'JOIN',
      bonus: 0,
      startsInDays: -10,
      endsInDays: 20,
      jogador: { status: 'IN_PROCESS' },
    },
    {
      slug: 'recarga-fim-de-semana',
      category: 'DEPOSIT',
      title: 'Recarga de fim de semana',
      summary: 'Ganhe 25% extra em depósitos de sábado e domingo.',
      rulesHtml: rules(`Bônus de 25% em um depósito por fim de semana, até ${money(500)}.`, [
        'Deposite no sábado ou no domingo.',
        'Resgate o bônus aqui mesmo.',
      ]),
      motif: 'coins',
      cta: 'Resgatar',
      mode: 'JOIN',
      bonus: 150,
      startsInDays: -40,
      endsInDays: 320,
      jogador: { status: 'CLAIMED' },
    },
    {
      slug: 'sorteio-semanal',
      category: 'RAFFLE',
      title: `Sorteio semanal de ${money(10_000)}`,
      summary: `Um cupom a cada ${money(100)} depositados. Sorteio todo domingo às 20h.`,
      rulesHtml: rules('Os cupons acumulam durante a semana e o sorteio é transmitido ao vivo.', [
        'Inscreva-se no sorteio.',
        `Cada ${money(100)} depositados valem um cupom.`,
        'Se for sorteado, resgate o prêmio aqui em até 7 dias.',
      ]),
      motif: 'lottery',
      cta: 'Resgatar prêmio',
      mode: 'RAFFLE',
      bonus: 1000,
      startsInDays: -7,
      endsInDays: 60,
      jogador: { status: 'CLAIM' },
    },
    {
      slug: 'sorteio-iphone',
      category: 'RAFFLE',
      title: 'Sorteio de um iPhone 17 Pro',
      summary: 'Inscreva-se e concorra a um iPhone no fim do mês.',
      rulesHtml: rules('Sorteio entre todos os inscritos com pelo menos um depósito no mês.', [
        'Clique em <strong>Participar</strong>.',
        'Deposite ao menos uma vez no mês.',
      ]),
      motif: 'phone',
      cta: 'Participar',
      mode: 'RAFFLE',
      bonus: 0,
      startsInDays: -5,
      endsInDays: 25,
    },
    {
      slug: 'noite-vip-bacara',
      category: 'LIVE',
      title: 'Noite VIP do bacará',
      summary: `Mesa exclusiva com prêmios de ${money(20_000)} na sexta às 22h.`,
      rulesHtml: rules('Vagas limitadas para membros inscritos.', ['Inscreva-se.', 'Entre na mesa VIP na sexta às 22h.']),
      motif: 'cards',
      cta: 'Inscrever-se',
      mode: 'JOIN',
      bonus: 0,
      startsInDays: -3,
      endsInDays: 10,
      jogador: { status: 'SIGNED' },
    },
    {
      slug: 'indique-e-ganhe',
      category: 'REFERRAL',
      title: 'Indique e ganhe',
      summary: `${money(50)} para você a cada amigo que se cadastrar e depositar.`,
      rulesHtml: rules(`Compartilhe o seu link de convite. Quando o amigo se cadastra e deposita ${money(100)}, você ganha ${money(50)}.`, [
        'Participe para ativar o seu link.',
        'Envie o link aos amigos.',
      ]),
      motif: 'gift',
      cta: 'Convidar amigos',
      mode: 'JOIN',
      bonus: 50,
      moduleId: 'REFERRAL',
      startsInDays: -100,
      endsInDays: 265,
    },
    {
      slug: telegramFirst ? 'bonus-telegram' : 'bonus-whatsapp',
      category: 'VIP',
      title: telegramFirst ? 'Bônus do canal no Telegram' : 'Bônus do grupo no WhatsApp',
      summary: `${money(20)} para quem segue o nosso canal. Resgate com o seu ID.`,
      rulesHtml: rules('O bônus é pago ao número ID da sua conta no aplicativo de mensagens.', [
        telegramFirst ? 'Entre no canal oficial no Telegram.' : 'Entre no grupo oficial no WhatsApp.',
        'Clique em <strong>Resgatar</strong> e informe o seu número ID.',
      ]),
      motif: 'phone',
      cta: 'Resgatar',
      mode: 'JOIN',
      bonus: 20,
      messagingApp: telegramFirst ? 'TELEGRAM' : 'WHATSAPP',
      startsInDays: -12,
      endsInDays: 80,
      jogador: { status: 'CLAIM' },
    },
    {
      slug: telegramFirst ? 'bonus-whatsapp' : 'bonus-telegram',
      category: 'VIP',
      title: telegramFirst ? 'Bônus do grupo no WhatsApp' : 'Bônus do canal no Telegram',
      summary: `${money(10)} para quem entra no grupo oficial.`,
      rulesHtml: rules('O bônus é pago ao número ID informado.', ['Participe.', 'Informe o seu número ID ao resgatar.']),
      motif: 'phone',
      cta: 'Participar',
      mode: 'JOIN',
      bonus: 10,
      messagingApp: telegramFirst ? 'WHATSAPP' : 'TELEGRAM',
      startsInDays: -12,
      endsInDays: 80,
    },
    {
      slug: 'especial-carnaval',
      category: 'CASHBACK',
      title: 'Especial de Carnaval',
      summary: 'Cashback de 20% durante o Carnaval.',
      rulesHtml: rules('Promoção encerrada.', ['Válida apenas nos dias de Carnaval.']),
      motif: 'trophy',
      cta: 'Encerrada',
      mode: 'JOIN',
      bonus: 0,
      startsInDays: -280,
      endsInDays: -270,
    },
    {
      slug: 'festival-de-natal',
      category: 'DEPOSIT',
      title: 'Festival de Natal',
      summary: `Calendário do advento com ${brand.currencySymbol}${SYMBOL_SPACE}1 milhão em prêmios.`,
      rulesHtml: rules('Todos os dias de dezembro, uma surpresa nova.', ['Volte em dezembro e abra a janela do dia.']),
      motif: 'gift',
      cta: 'Em breve',
      mode: 'JOIN',
      bonus: 0,
      startsInDays: 9,
      endsInDays: 40,
    },
  ];
}

export async function seedPromotions(tx: Queryable, brand: SandboxBrand, now: Date = new Date()): Promise<void> {
  const day = (days: number) => new Date(now.getTime() + days * DAY_MS);
  for (const [index, promotion] of promotionsFor(brand).entries()) {
    const { rows } = await tx.query<{ promotion_id: number }>(
      `INSERT INTO promotions (merchant_code, slug, category, title, summary, rules_html, motif, call_to_action, mode, bonus_amount,
                               messaging_app, module_id, starts_at, ends_at, sort_order)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
       ON CONFLICT (merchant_code, slug) DO NOTHING
       RETURNING promotion_id`,
      [
        brand.merchantCode,
        promotion.slug,
        promotion.category,
        promotion.title,
        promotion.summary,
        promotion.rulesHtml,
        promotion.motif,
        promotion.cta,
        promotion.mode,
        promotion.bonus,
        promotion.messagingApp ?? null,
        promotion.moduleId ?? null,
        day(promotion.startsInDays),
        day(promotion.endsInDays),
        index,
      ],
    );
    const entry = promotion.jogador;
    if (!rows[0] || !entry) continue;
    await tx.query(
      `INSERT INTO promotion_entries (promotion_id, account_id, status, remark, reject_reason, updated_at)
       SELECT $1, account_id, $2, $3, $4, $5 FROM accounts WHERE merchant_code = $6 AND lower(username) = 'jogador'`,
      [rows[0].promotion_id, entry.status, entry.remark ?? null, entry.rejectReason ?? null, day(-1), brand.merchantCode],
    );
  }
}
