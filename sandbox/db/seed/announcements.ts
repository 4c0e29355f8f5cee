import type { SandboxBrand } from '../../brands';
import type { Queryable } from '../db';
import { formatCurrency } from '../../../core/format/money';

interface AnnouncementSeed {
  type: 'B' | 'PL' | 'PU' | 'PR';
  title: string;
  content: string;
  hoursAgo: number;
}

/**
 * Twelve announcements per brand, of every grouped type (B, PL, PU, PR). Five carry hostile markup
 * on purpose (an img onerror, a script, a javascript: link, an svg onload, an onmouseover): the
 * platform stores whatever its CMS was given, and the front end must sanitise. They are stored and
 * answered verbatim.
 */
export function announcementsFor(brand: SandboxBrand): AnnouncementSeed[] {
  // Amounts as the site writes money (spec section 9): "P 5,000.00".
  const money = (amount: number) => formatCurrency(amount, brand.currencySymbol);
  const licences = brand.licences.map((licence) => `<li>${licence.name}</li>`).join('');
  return [
    {
      type: 'B',
      title: 'Manutenção programada do provedor Playtech',
      content:
        '<p>O provedor <strong>Playtech</strong> ficará em manutenção na quarta-feira, das 03h00 às 05h00 (GMT-3). Seu saldo fica preservado e as rodadas em andamento serão concluídas.</p>',
      hoursAgo: 6,
    },
    {
      type: 'B',
      title: 'Novos slots toda semana',
      content: '<p>Confira os lançamentos da semana na aba <a href="/rng">Slots</a>.</p><img src=x onerror=alert(1)>',
      hoursAgo: 20,
    },
    {
      type: 'B',
      title: 'Saques processados em até 10 minutos',
      content: '<p>Nossa equipe financeira agora processa <em>saques</em> em até 10 minutos, 24 horas por dia.</p>',
      hoursAgo: 48,
    },
    {
      type: 'B',
      title: 'Jogo responsável',
      content:
        '<p>Defina limites de depósito e de tempo na Central do Membro. Jogue com moderação.</p><p><strong>Proibido para menores de 18 anos.</strong></p>',
      hoursAgo: 120,
    },
    {
      type: 'PL',
      title: 'Atualize seus dados de contato',
      content: "<p>Mantenha seu celular atualizado para receber os códigos de verificação por SMS.</p><script>alert('xss')</script>",
      hoursAgo: 30,
    },
    {
      type: 'PL',
      title: 'Confirme seu e-mail',
      content: '<p>Para sua segurança, <a href="javascript:alert(document.cookie)">clique aqui</a> e confirme seu e-mail cadastrado.</p>',
      hoursAgo: 72,
    },
    {
      type: 'PL',
      title: 'Licenças e segurança',
      content: `<p>A ${brand.name} opera sob as seguintes licenças:</p><ul>${licences}</ul><p>Seus dados trafegam sempre cifrados.</p>`,
      hoursAgo: 240,
    },
    {
      type: 'PU',
      title: 'Site novo, mesma diversão',
      content: '<p>Renovamos o visual para você encontrar seus jogos mais rápido.</p><svg onload=alert(1)><circle r="10"/></svg>',
      hoursAgo: 2,
    },
    {
      type: 'PU',
      title: 'Suporte 24 horas',
      content: '<p>Fale com a nossa equipe a qualquer hora pelo <strong>chat ao vivo</strong>, no botão de atendimento ao lado.</p>',
      hoursAgo: 96,
    },
    {
      type: 'PR',
      title: 'Bônus de boas-vindas de 100%',
      content: `<p>Deposite a partir de ${money(20)} e receba <strong>100% de bônus</strong> até ${money(5_000)}.</p><ul><li>Rollover de 20x</li><li>Válido por 30 dias</li></ul>`,
      hoursAgo: 12,
    },
    {
      type: 'PR',
      title: 'Cashback semanal de 10%',
      content: `<p>Toda segunda-feira devolvemos 10% das perdas líquidas da semana, até ${money(2_000)}, direto na sua carteira.</p>`,
      hoursAgo: 60,
    },
    {
      type: 'PR',
      title: `Torneio de slots: ${money(100_000)} em prêmios`,
      content:
        '<h3>Como participar</h3><ol><li>Jogue qualquer slot participante</li><li>Some pontos a cada rodada</li><li>Os 100 primeiros do ranking são premiados</li></ol>' +
        '<p><a href="/promotions" onmouseover="alert(1)">Ver o regulamento</a></p>',
      hoursAgo: 150,
    },
  ];
}

export async function seedAnnouncements(tx: Queryable, brand: SandboxBrand, now: Date): Promise<void> {
  for (const announcement of announcementsFor(brand)) {
    const publishedAt = new Date(now.getTime() - announcement.hoursAgo * 3_600_000);
    await tx.query(`INSERT INTO announcements (merchant_code, type, title, content, published_at) VALUES ($1, $2, $3, $4, $5)`, [
      brand.merchantCode,
      announcement.type,
      announcement.title,
      announcement.content,
      publishedAt,
    ]);
  }
}
