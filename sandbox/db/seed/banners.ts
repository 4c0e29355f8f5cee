import type { SandboxBrand } from '../../brands';
import type { BannerMotif } from '../../lib/art/motifs';
import type { Queryable } from '../db';
import { formatCurrency, SYMBOL_SPACE } from '../../../core/format/money';

type Linkage = { type: 'URL' | 'PROMOTION' | 'GAME'; target: string } | null;

interface BannerSeed {
  group: string;
  title: string;
  subtitle: string;
  cta: string;
  motif: BannerMotif;
  /** URL: site path; PROMOTION: promotion slug; GAME: "<gameType>/<vendor code>". */
  linkage: Linkage;
}

/** The banners of every route group (spec section 2, banner strip), written for the brand. */
export function bannersFor(brand: SandboxBrand): BannerSeed[] {
  // Amounts as the site writes money (spec section 9): "P 5,000.00".
  const money = (amount: number) => formatCurrency(amount, brand.currencySymbol);
  const link = (type: 'URL' | 'PROMOTION' | 'GAME', target: string): Linkage => ({ type, target });
  return [
    {
      group: 'w_home',
      title: 'Bônus de boas-vindas de 100%',
      subtitle: `Até ${money(5_000)} no seu primeiro depósito`,
      cta: 'Cadastre-se já',
      motif: 'chips',
      linkage: link('PROMOTION', 'boas-vindas'),
    },
    {
      group: 'w_home',
      title: 'Cassino ao vivo 24 horas',
      subtitle: 'Roleta, bacará e blackjack com crupiês reais em HD',
      cta: 'Jogar agora',
      motif: 'roulette',
      linkage: link('GAME', 'LIVE/EA'),
    },
    {
      group: 'w_home',
      title: 'Jackpot acumulado',
      subtitle: `Mais de ${brand.currencySymbol}${SYMBOL_SPACE}2 milhões em prêmios nesta semana`,
      cta: 'Ver slots',
      motif: 'slots',
      linkage: link('URL', '/rng'),
    },
    {
      group: 'w_rng',
      title: 'Giros grátis toda sexta-feira',
      subtitle: 'Deposite e ganhe até 50 giros nos slots em destaque',
      cta: 'Quero meus giros',
      motif: 'slots',
      linkage: link('PROMOTION', 'giros-sexta'),
    },
    {
      group: 'w_rng',
      title: 'Novidades da semana',
      subtitle: "Lançamentos da Play'n GO e Playtech já disponíveis",
      cta: 'Explorar',
      motif: 'coins',
      linkage: link('GAME', 'RNG/PNG'),
    },
    {
      group: 'w_live',
      title: 'Mesa VIP de bacará',
      subtitle: `Apostas de ${money(10)} a ${money(50_000)} com atendimento exclusivo`,
      cta: 'Sentar à mesa',
      motif: 'cards',
      linkage: link('GAME', 'LIVE/EA'),
    },
    {
      group: 'w_fish',
      title: 'Caça ao tesouro no oceano',
      subtitle: 'Multiplicadores de até 1,000x na pescaria',
      cta: 'Pescar agora',
      motif: 'fish',
      linkage: link('GAME', 'FISH/CQ9'),
    },
    {
      group: 'w_pvp',
      title: 'Torneio de pôquer de domingo',
      subtitle: `Premiação garantida de ${money(20_000)}`,
      cta: 'Inscrever-se',
      motif: 'cards',
      linkage: null,
    },
    {
      group: 'w_sports',
      title: 'Brasileirão com odds turbinadas',
      subtitle: 'Cotações aumentadas em todos os jogos da rodada',
      cta: 'Apostar',
      motif: 'football',
      linkage: link('URL', '/sports'),
    },
    {
      group: 'w_sports',
      title: 'Múltipla protegida',
      subtitle: 'Errou só um palpite? Devolvemos o valor da aposta',
      cta: 'Saiba mais',
      motif: 'trophy',
      linkage: link('PROMOTION', 'multipla-protegida'),
    },
    {
      group: 'w_esports',
      title: 'Copa de eSports',
      subtitle: 'CS2, Dota 2 e League of Legends ao vivo',
      cta: 'Ver partidas',
      motif: 'esports',
      linkage: link('URL', '/esports'),
    },
    {
      group: 'w_lott',
      title: 'Sorteios a cada 5 minutos',
      subtitle: 'Loterias rápidas com resultado na hora',
      cta: 'Jogar na loteria',
      motif: 'lottery',
      linkage: link('GAME', 'ELOTT/ELOTT'),
    },
    {
      group: 'w_down',
      title: 'Leve o cassino no bolso',
      subtitle: 'Baixe o aplicativo para Android e iOS',
      cta: 'Baixar app',
      motif: 'phone',
      linkage: null,
    },
    {
      group: 'w_promotion',
      title: 'Cashback semanal de 10%',
      subtitle: 'Receba parte das perdas de volta toda segunda-feira',
      cta: 'Ativar cashback',
      motif: 'coins',
      linkage: link('PROMOTION', 'cashback-semanal'),
    },
    {
      group: 'w_promotion',
      title: 'Indique e ganhe',
      subtitle: `${money(50)} para você a cada amigo que se cadastrar`,
      cta: 'Convidar amigos',
      motif: 'gift',
      linkage: link('PROMOTION', 'indique-e-ganhe'),
    },
    {
      group: 'w_shop',
      title: 'Loja de pontos',
      subtitle: 'Troque seus pontos por bônus, giros e prêmios',
      cta: 'Ver prêmios',
      motif: 'gift',
      linkage: link('URL', '/pointMall'),
    },
    {
      group: 'w_help',
      title: 'Central de ajuda',
      subtitle: 'Respostas rápidas sobre depósitos, saques e sua conta',
      cta: 'Falar com o suporte',
      motif: 'help',
      linkage: null,
    },
    {
      group: 'w_login',
      title: 'Que bom ter você de volta',
      subtitle: `${brand.name}: seus jogos favoritos esperam por você`,
      cta: 'Entrar',
      motif: 'welcome',
      linkage: null,
    },
    {
      group: 'w_reg',
      title: 'Crie sua conta em 30 segundos',
      subtitle: '100% de bônus no primeiro depósito',
      cta: 'Criar conta',
      motif: 'chips',
      linkage: link('PROMOTION', 'boas-vindas'),
    },
  ];
}

export async function seedBanners(tx: Queryable, brand: SandboxBrand): Promise<void> {
  for (const [index, banner] of bannersFor(brand).entries()) {
    await tx.query(
      `INSERT INTO banners (merchant_code, group_name, title, subtitle, call_to_action, motif, linkage_type, linkage, sort_order)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        brand.merchantCode,
        banner.group,
        banner.title,
        banner.subtitle,
        banner.cta,
        banner.motif,
        banner.linkage?.type ?? null,
        banner.linkage?.target ?? null,
        index,
      ],
    );
  }
}
