/**
 * The demo game catalogue: every game of every vendor, shared by all merchants (a merchant shows
 * the games of the vendors its menus carry). Pure data and a function that turns it into rows;
 * games.ts writes them.
 *
 * Names are invented (no real titles): Portuguese mostly, some English, as a Brazilian lobby
 * mixes them. Every name is distinct across the whole catalogue, so a name search finds one game.
 */

export type CatalogueGameType = 'RNG' | 'LIVE' | 'FISH' | 'PVP' | 'LOTT' | 'ELOTT';
export type LotteryGroup = 'SSC' | 'PK10' | '11X5' | 'K3' | 'LHC' | 'LF' | 'VN_NORTH' | 'VN_CENTRAL' | 'VN_SOUTH';

export interface CatalogueGame {
  vendorCode: string;
  gameType: CatalogueGameType;
  gameCode: string;
  name: string;
  slug: string;
  gameClassify: string | null;
  minBet: number;
  minLineNum: number;
  isHot: boolean;
  isTop: boolean;
  gameGroupCode: LotteryGroup | null;
  drawIntervalMinutes: number | null;
}

/** The lobby's min-bet filter options (spec section 9): every one has games at PNG and PT. */
export const MIN_BET_OPTIONS = [0.01, 0.05, 0.1, 0.5, 0.75] as const;

type SlotClass = 'SLOT' | 'JP' | 'TG' | 'AC' | 'BG';

/**
 * Classes of a slot vendor's games by position: half slots, the rest spread over jackpot, table,
 * arcade and bingo, so every vendor of 8 games or more has each class (PNG and PT at least 4 BG).
 */
const SLOT_CLASS_CYCLE: readonly SlotClass[] = ['SLOT', 'SLOT', 'JP', 'SLOT', 'TG', 'SLOT', 'AC', 'BG'];

/** Slot vendors in menu order with their game counts: PNG and PT fill three lobby pages (15, 15, rest). */
const SLOT_VENDORS: readonly [vendor: string, count: number][] = [
  ['PNG', 40],
  ['PT', 38],
  ['MG', 16],
  ['AE', 10],
  ['AG', 12],
  ['CQ9', 18],
  ['GG', 9],
  ['ISB', 12],
  ['MGS', 14],
  ['RTG', 11],
  ['TTG', 10],
  ['WD', 8],
];

const SLOT_NAMES: Record<SlotClass, readonly string[]> = {
  SLOT: [
    'Tesouro Asteca',
    'Dragão Dourado',
    'Fortuna do Tigre',
    'Coelho da Sorte',
    'Rainha do Nilo',
    'Frutas Tropicais',
    'Safari Selvagem',
    'Piratas do Caribe',
    'Templo Perdido',
    'Ouro do Faraó',
    'Lobo da Lua Cheia',
    'Noite de Carnaval',
    'Samba da Sorte',
    'Amazônia Mística',
    'Joias do Oriente',
    'Fênix Renascida',
    'Leão Dourado',
    'Estrela Cadente',
    'Vikings do Norte',
    'Cristais Mágicos',
    'Deusa da Fortuna',
    'Cavaleiro Dourado',
    'Mina de Diamantes',
    'Festa Junina',
    'Caça ao Tesouro',
    'Mar de Esmeraldas',
    'Rei Macaco',
    'Panda da Fortuna',
    'Sete da Sorte',
    'Frutas Quentes',
    'Cereja de Ouro',
    'Sino da Sorte',
    'Trevo de Quatro Folhas',
    'Ilha do Tesouro',
    'Olimpo Dourado',
    'Fúria de Zeus',
    'Olhar da Medusa',
    'Cleópatra Dourada',
    'Golden Koi',
    'Lucky Lantern',
    'Neon Nights',
    'Wild Buffalo',
    'Candy Carnival',
    'Mystic Forest',
    'Desert Mirage',
    'Jungle Drums',
    'Arctic Fortune',
    'Cosmic Gems',
    'Lanterna Mágica',
    'Bruxa da Floresta',
    'Máscaras de Veneza',
    'Touro Bravo',
    'Cangaço Dourado',
    'Saci Travesso',
    'Iara das Águas',
    'Boto Encantado',
    'Curupira da Mata',
    'Sereia Dourada',
    'Galo de Ouro',
    'Onça Pintada',
    'Arara Azul',
    'Tucano Tropical',
    'Copacabana Nights',
    'Rio de Ouro',
    'Pantanal Selvagem',
    'Sertão Dourado',
    'Castelo Encantado',
    'Dragão de Jade',
    'Tigre de Fogo',
    'Fortuna Imperial',
    'Rubi do Sultão',
    'Gênio da Lâmpada',
    'Mil e Uma Noites',
    'Cowboy Dourado',
    'Corrida do Ouro',
    'Trem da Fortuna',
    'Nave Estelar',
    'Planeta Diamante',
    'Samurai Dourado',
    'Gueixa da Sorte',
    'Ninja das Sombras',
    'Flor de Lótus',
    'Bambu da Fortuna',
    'Moedas do Império',
    'Frutinhas Turbo',
    'Melancia Dourada',
    'Uva Premiada',
    'Limão Sortudo',
    'Abacaxi de Ouro',
    'Morango Explosivo',
    'Carnaval de Frutas',
    'Hot Chilli Fiesta',
    'Mariachi de Ouro',
    'Templo do Sol',
    'Maia Misteriosa',
    'Inca Dourado',
    'Atlântida Perdida',
    'Poseidon Furioso',
    'Kraken das Profundezas',
    'Baú do Pirata',
    'Lua de Prata',
    'Vampiro da Meia-Noite',
    'Casa Assombrada',
    'Abóbora Sorridente',
    'Natal Dourado',
    'Papai Noel da Sorte',
    'Ano-Novo Chinês',
    'Envelope Vermelho',
  ],
  JP: [
    'Mega Fortuna Jackpot',
    'Jackpot Imperial',
    'Cofre de Diamantes',
    'Roda da Fortuna Mega',
    'Jackpot Carnaval',
    'Tesouro Progressivo',
    'Grande Prêmio Dourado',
    'Jackpot do Dragão',
    'Pote de Ouro',
    'Milionário Relâmpago',
    'Super Jackpot Tropical',
    'Coroa de Jackpots',
    'Jackpot Galáctico',
    'Fortuna Sem Limites',
    'Jackpot Faraó',
    'Cofre do Banqueiro',
    'Jackpot da Selva',
    'Mina de Jackpots',
    'Jackpot Relâmpago 777',
    'Mega Fortuna Rosa',
    'Diamante Progressivo',
    'Jackpot do Rei',
    'Prêmio Acumulado',
    'Jackpot Arco-Íris',
    'Jackpot Estelar',
    'Jackpot Vulcão',
    'Tesouro Acumulado do Sultão',
  ],
  TG: [
    'Blackjack Clássico',
    'Roleta Americana',
    'Bacará Profissional',
    'Vídeo Pôquer Jacks',
    'Pôquer Caribenho',
    'Blackjack Multimão',
    'Roleta Francesa',
    'Bacará Mini',
    'Pôquer Três Cartas',
    'Red Dog',
    'Blackjack Europeu',
    'Roleta Zero Duplo',
    "Casino Hold'em",
    'Pai Gow Pôquer',
    'Vídeo Pôquer Deuces Wild',
    'Blackjack Switch',
    'Roleta Premium',
    'Bacará Punto Banco',
    'Oasis Pôquer',
    'Hi-Lo Dourado',
    'Blackjack Perfect Pairs',
    'Roleta Multi-Bola',
    'Pôquer Let It Ride',
    'Craps Clássico',
    'Vídeo Pôquer Ás e Faces',
  ],
  AC: [
    'Corrida de Galinhas',
    'Foguete da Sorte',
    'Raspadinha Dourada',
    'Dardos Premiados',
    'Plinko Neon',
    'Pênaltis da Sorte',
    'Pescaria de Patinhos',
    'Corrida de Cavalos Turbo',
    'Minas Explosivas',
    'Tiro ao Alvo',
    'Raspadinha Tropical',
    'Torre de Blocos',
    'Fliperama Retrô',
    'Caça-Níquel Clássico 8 Bits',
    'Basquete Relâmpago',
    'Moeda ao Ar',
    'Corrida de Kart',
    'Balões Premiados',
    'Garra da Sorte',
    'Dados Turbo',
    'Roleta de Prêmios',
    'Chute a Gol',
    'Aviador Turbo',
    'Escalada Dourada',
    'Cubo Mágico da Sorte',
  ],
  BG: [
    'Bingo Carnaval',
    'Bingo Praia Dourada',
    'Bingo da Vovó',
    'Bingo Festa Junina',
    'Bingo Turbo 75',
    'Bingo Noventa Bolas',
    'Bingo Tropical',
    'Bingo Samba',
    'Bingo Trevo',
    'Bingo Estrela',
    'Bingo Pirata',
    'Bingo Safari',
    'Bingo Diamante',
    'Bingo Neon',
    'Bingo Rio',
    'Bingo Fazendinha',
    'Bingo Espacial',
    'Bingo Oriental',
    'Bingo Fortuna',
    'Bingo Retrô',
    'Bingo Relâmpago',
    'Bingo Doces',
    'Bingo Quermesse',
    'Bingo Copa',
    'Bingo Arraiá',
  ],
};

/** Paylines by position: slots have many, the other classes play one line. */
const SLOT_LINES = [20, 25, 9, 50, 10, 243, 5, 40] as const;

/** In-house games (vendor HOUSE, answered as RNG): 24, the first 20 of them "top" (isTop 1). */
const HOUSE_GAMES: readonly [name: string, classify: SlotClass][] = [
  ['Aviãozinho', 'AC'],
  ['Foguete Crash', 'AC'],
  ['Minas de Ouro', 'AC'],
  ['Plinko da Sorte', 'AC'],
  ['Double Roleta', 'TG'],
  ['Dados Dourados', 'TG'],
  ['Limbo', 'AC'],
  ['Torre do Tesouro', 'AC'],
  ['Keno Relâmpago', 'BG'],
  ['Hilo Cartas', 'TG'],
  ['Moeda da Sorte', 'AC'],
  ['Roleta Originais', 'TG'],
  ['Tigrinho Originais', 'SLOT'],
  ['Fruit Crash', 'AC'],
  ['Roda Premiada', 'JP'],
  ['Bingo Originais', 'BG'],
  ['Cara ou Coroa', 'AC'],
  ['Mega Dados', 'TG'],
  ['Estrela Crash', 'AC'],
  ['Diamantes Originais', 'SLOT'],
  ['Keno Clássico', 'BG'],
  ['Vídeo Pôquer Originais', 'TG'],
  ['Caça-Níquel Originais', 'SLOT'],
  ['Jackpot Originais', 'JP'],
];
const HOUSE_TOP_COUNT = 20;

/** Fish vendors in menu order with their games. */
const FISH_GAMES: Record<string, readonly string[]> = {
  CQ9: [
    'Rei dos Peixes',
    'Caçador do Oceano',
    'Pesca Dourada',
    'Dragão Marinho',
    'Tubarão Faminto',
    'Recife de Coral',
    'Polvo Gigante',
    'Baleia da Fortuna',
  ],
  AG: ['Pescaria Real', 'Tesouro do Fundo do Mar', 'Caça ao Peixe-Dourado', 'Arpão de Ouro', 'Mar Agitado'],
  BBIN: ['Fishing Master', 'Pesca Relâmpago', 'Rei Netuno', 'Oceano Profundo', 'Lagosta Premiada', 'Peixe-Leão'],
  GG: ['Festa da Pescaria', 'Caçadores do Mar', 'Fishing Joy', 'Carpa Dourada'],
  PT: ['Pesca no Gelo', 'Ocean King', 'Rede da Fortuna', 'Caçada Abissal', 'Sereias e Tesouros', 'Pirata Pescador', 'Tartaruga Sortuda'],
  RTG: ['Pesca Tropical', 'Fish Catch', 'Piranha Dourada', 'Lula Gigante', 'Golfinho da Sorte'],
};

/** Card-game (PVP) vendors in menu order with their games. */
const PVP_GAMES: Record<string, readonly string[]> = {
  KY: [
    'Truco Paulista',
    "Poker Texas Hold'em",
    'Blackjack Multijogador',
    'Buraco Fechado',
    'Niu Niu',
    'Dragão Tigre Duelo',
    'Cacheta',
    'Pôquer Omaha',
  ],
  KX: ['Truco Mineiro', 'Tranca', 'Pife', 'Sueca', 'Dominó Clássico', 'Canastra'],
  TH: ["Texas Hold'em Torneio", 'Pôquer Sit & Go', 'Pôquer Chinês', 'Short Deck Pôquer', 'Pôquer Rápido'],
  WS: ['Truco Gaúcho', 'Bacará Multijogador', 'Sete e Meio', 'Escopa', 'Rummy', 'Teen Patti', 'Mahjong de Dois'],
  XY: ['Truco Uruguaio', 'Bull Bull', 'Fan Tan', 'Copas', 'Dominó Pontinho', 'Vinte e Um Duelo'],
};

/** Live-casino vendors in menu order with their tables, and each table's class. */
const LIVE_TABLES: Record<string, readonly [name: string, classify: string][]> = {
  EA: [
    ['Bacará Speed 1', 'BACCARAT'],
    ['Bacará Speed 2', 'BACCARAT'],
    ['Roleta Europeia', 'ROULETTE'],
    ['Blackjack VIP A', 'BLACKJACK'],
    ['Dragão Tigre EA', 'DRAGON_TIGER'],
    ['Sic Bo Clássico', 'SICBO'],
  ],
  AG: [
    ['Bacará Squeeze', 'BACCARAT'],
    ['Bacará Clássico 3', 'BACCARAT'],
    ['Roleta Relâmpago', 'ROULETTE'],
    ['Blackjack Ouro', 'BLACKJACK'],
    ['Dragão Tigre Asiático', 'DRAGON_TIGER'],
  ],
  BBIN: [
    ['Bacará Sem Comissão', 'BACCARAT'],
    ['Roleta Brasileira', 'ROULETTE'],
    ['Blackjack Ilimitado', 'BLACKJACK'],
    ['Sic Bo Turbo', 'SICBO'],
  ],
  BG: [
    ['Bacará Speed 5', 'BACCARAT'],
    ['Bacará Controlado', 'BACCARAT'],
    ['Roleta Imersiva', 'ROULETTE'],
    ['Dragão Tigre Speed', 'DRAGON_TIGER'],
    ['Sic Bo Dourado', 'SICBO'],
  ],
  DG: [
    ['Bacará Speed 7', 'BACCARAT'],
    ['Bacará Executivo', 'BACCARAT'],
    ['Roleta Ao Vivo DG', 'ROULETTE'],
    ['Blackjack Platina', 'BLACKJACK'],
    ['Dragão Tigre Real', 'DRAGON_TIGER'],
    ['Sic Bo Mega', 'SICBO'],
    ['Bacará Salão VIP', 'BACCARAT'],
  ],
  LOTUS: [
    ['Bacará Lótus 1', 'BACCARAT'],
    ['Roleta Lótus', 'ROULETTE'],
    ['Blackjack Lótus', 'BLACKJACK'],
    ['Sic Bo Lótus', 'SICBO'],
  ],
  OG: [
    ['Bacará Oriental', 'BACCARAT'],
    ['Roleta Oriental', 'ROULETTE'],
    ['Dragão Tigre Oriental', 'DRAGON_TIGER'],
    ['Blackjack Oriental', 'BLACKJACK'],
    ['Bacará Oriental Speed', 'BACCARAT'],
  ],
  PT: [
    ['Roleta Quantum', 'ROULETTE'],
    ['Blackjack Todos a Bordo', 'BLACKJACK'],
    ['Bacará Prestige', 'BACCARAT'],
    ['Roleta Grand', 'ROULETTE'],
    ['Sic Bo Deluxe', 'SICBO'],
    ['Blackjack Grand', 'BLACKJACK'],
  ],
  TGP: [
    ['Bacará Premium 1', 'BACCARAT'],
    ['Bacará Premium 2', 'BACCARAT'],
    ['Roleta Premium Ao Vivo', 'ROULETTE'],
    ['Dragão Tigre Premium', 'DRAGON_TIGER'],
  ],
};
const LIVE_MIN_BETS = [1, 2, 5, 10, 20, 50] as const;
const PVP_MIN_BETS = [0.5, 1, 2, 5, 10] as const;

interface LotterySeed {
  code: string;
  name: string;
  group: LotteryGroup;
  interval: number;
  hot?: boolean;
}

/** Lotteries per vendor (TCG_SEA and LOTT together more than the popular list's 20): SEA lottery (TCG_SEA), Vietnamese (TCG_LOTTO_VN), the platform's own (LOTT, ELOTT). */
const LOTTERIES: Record<'TCG_SEA' | 'TCG_LOTTO_VN' | 'LOTT' | 'ELOTT', readonly LotterySeed[]> = {
  TCG_SEA: [
    { code: 'CQSSC', name: 'SSC Chongqing', group: 'SSC', interval: 10, hot: true },
    { code: 'SSC1M', name: 'SSC Rápido 1 Minuto', group: 'SSC', interval: 1 },
    { code: 'TJSSC', name: 'SSC Tianjin', group: 'SSC', interval: 10 },
    { code: 'BJPK10', name: 'PK10 Corrida de Carros', group: 'PK10', interval: 5, hot: true },
    { code: 'PK10F', name: 'PK10 Turbo 1 Minuto', group: 'PK10', interval: 1 },
    { code: 'GD11X5', name: '11 de 5 Guangdong', group: '11X5', interval: 10 },
    { code: '11X53M', name: '11 de 5 Rápido 3 Minutos', group: '11X5', interval: 3 },
    { code: 'JSK3', name: 'K3 Dados Jiangsu', group: 'K3', interval: 10 },
    { code: 'K31M', name: 'K3 Dados 1 Minuto', group: 'K3', interval: 1 },
    { code: 'HKLHC', name: 'Marca Seis Hong Kong', group: 'LHC', interval: 1440, hot: true },
    { code: 'XJSSC', name: 'SSC Xinjiang', group: 'SSC', interval: 10 },
    { code: 'SSC5M', name: 'SSC Turbo 5 Minutos', group: 'SSC', interval: 5 },
    { code: 'PK103M', name: 'PK10 Sprint 3 Minutos', group: 'PK10', interval: 3 },
    { code: 'SD11X5', name: '11 de 5 Shandong', group: '11X5', interval: 10 },
    { code: 'AHK3', name: 'K3 Dados Anhui', group: 'K3', interval: 10 },
    { code: 'MCLHC', name: 'Marca Seis Macau', group: 'LHC', interval: 1440 },
  ],
  TCG_LOTTO_VN: [
    { code: 'VNHANOI', name: 'Loteria de Hanói', group: 'VN_NORTH', interval: 1440, hot: true },
    { code: 'VNNORTH5', name: 'Norte Rápido 5 Minutos', group: 'VN_NORTH', interval: 5 },
    { code: 'VNNORTH1', name: 'Norte Expresso 1 Minuto', group: 'VN_NORTH', interval: 1 },
    { code: 'VNDANANG', name: 'Loteria de Da Nang', group: 'VN_CENTRAL', interval: 1440 },
    { code: 'VNKHANHHOA', name: 'Loteria de Khanh Hoa', group: 'VN_CENTRAL', interval: 1440 },
    { code: 'VNCENTRAL3', name: 'Centro Rápido 3 Minutos', group: 'VN_CENTRAL', interval: 3 },
    { code: 'VNHCM', name: 'Loteria de Ho Chi Minh', group: 'VN_SOUTH', interval: 1440, hot: true },
    { code: 'VNVUNGTAU', name: 'Loteria de Vung Tau', group: 'VN_SOUTH', interval: 1440 },
    { code: 'VNSOUTH10', name: 'Sul Rápido 10 Minutos', group: 'VN_SOUTH', interval: 10 },
  ],
  LOTT: [
    { code: 'LTSSC3', name: 'Sorte Rápida SSC', group: 'SSC', interval: 3, hot: true },
    { code: 'LTPK10', name: 'Corrida da Sorte PK10', group: 'PK10', interval: 5 },
    { code: 'LT11X5', name: 'Trevo 11 de 5', group: '11X5', interval: 5 },
    { code: 'LTK3', name: 'Dados da Fortuna K3', group: 'K3', interval: 3 },
    { code: 'LTLF', name: 'Loteria Feliz', group: 'LF', interval: 10 },
    { code: 'LTLHC', name: 'Sena da Sorte', group: 'LHC', interval: 1440 },
  ],
  ELOTT: [
    { code: 'ESSC1', name: 'E-SSC 1 Minuto', group: 'SSC', interval: 1, hot: true },
    { code: 'EPK10', name: 'E-PK10 Relâmpago', group: 'PK10', interval: 1 },
    { code: 'E11X5', name: 'E-11 de 5 Expresso', group: '11X5', interval: 1 },
    { code: 'EK3', name: 'E-Dados K3', group: 'K3', interval: 1 },
    { code: 'ELF3', name: 'E-Loteria Feliz', group: 'LF', interval: 3 },
    { code: 'ELHC5', name: 'E-Marca Seis', group: 'LHC', interval: 5 },
  ],
};

/** "Dragão Dourado" → "dragao-dourado": the tile's address (ASCII kebab case). */
export function slugOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** About one game in five is hot: the second of every five a vendor lists. */
const isHotAt = (index: number) => index % 5 === 1;

/** Min bets cycle through the options, shifted every five games so hot games do not all share one. */
const minBetAt = (index: number) => MIN_BET_OPTIONS[(index + Math.floor(index / 5)) % MIN_BET_OPTIONS.length];

function game(
  fields: Omit<CatalogueGame, 'slug' | 'gameGroupCode' | 'drawIntervalMinutes' | 'isTop'> & Partial<CatalogueGame>,
): CatalogueGame {
  return { slug: slugOf(fields.name), gameGroupCode: null, drawIntervalMinutes: null, isTop: false, ...fields };
}

function slotGames(): CatalogueGame[] {
  const nextName: Record<SlotClass, number> = { SLOT: 0, JP: 0, TG: 0, AC: 0, BG: 0 };
  return SLOT_VENDORS.flatMap(([vendor, count]) =>
    Array.from({ length: count }, (_, index) => {
      const classify = SLOT_CLASS_CYCLE[index % SLOT_CLASS_CYCLE.length];
      const name = SLOT_NAMES[classify][nextName[classify]++];
      if (!name) throw new Error(`game-catalogue.ts: not enough ${classify} names for ${vendor}`);
      return game({
        vendorCode: vendor,
        gameType: 'RNG',
        gameCode: `${vendor.toLowerCase()}${1001 + index}`,
        name,
        gameClassify: classify,
        minBet: minBetAt(index),
        minLineNum: classify === 'SLOT' || classify === 'JP' ? SLOT_LINES[index % SLOT_LINES.length] : 1,
        isHot: isHotAt(index),
      });
    }),
  );
}

function houseGames(): CatalogueGame[] {
  return HOUSE_GAMES.map(([name, classify], index) =>
    game({
      vendorCode: 'HOUSE',
      gameType: 'RNG',
      gameCode: `house${101 + index}`,
      name,
      gameClassify: classify,
      minBet: minBetAt(index),
      minLineNum: 1,
      isHot: isHotAt(index),
      isTop: index < HOUSE_TOP_COUNT,
    }),
  );
}

function fishGames(): CatalogueGame[] {
  return Object.entries(FISH_GAMES).flatMap(([vendor, names]) =>
    names.map((name, index) =>
      game({
        vendorCode: vendor,
        gameType: 'FISH',
        gameCode: `${vendor.toLowerCase()}f${101 + index}`,
        name,
        gameClassify: 'FISHING',
        minBet: minBetAt(index + 1),
        minLineNum: 1,
        isHot: isHotAt(index),
      }),
    ),
  );
}

function pvpGames(): CatalogueGame[] {
  return Object.entries(PVP_GAMES).flatMap(([vendor, names]) =>
    names.map((name, index) =>
      game({
        vendorCode: vendor,
        gameType: 'PVP',
        gameCode: `${vendor.toLowerCase()}c${101 + index}`,
        name,
        gameClassify: 'CARD',
        minBet: PVP_MIN_BETS[index % PVP_MIN_BETS.length],
        minLineNum: 1,
        isHot: isHotAt(index),
      }),
    ),
  );
}

function liveTables(): CatalogueGame[] {
  return Object.entries(LIVE_TABLES).flatMap(([vendor, tables]) =>
    tables.map(([name, classify], index) =>
      game({
        vendorCode: vendor,
        gameType: 'LIVE',
        gameCode: `${vendor.toLowerCase()}t${101 + index}`,
        name,
        gameClassify: classify,
        minBet: LIVE_MIN_BETS[index % LIVE_MIN_BETS.length],
        minLineNum: 1,
        isHot: isHotAt(index),
      }),
    ),
  );
}

function lotteryGames(): CatalogueGame[] {
  return (Object.keys(LOTTERIES) as (keyof typeof LOTTERIES)[]).flatMap((vendor) =>
    LOTTERIES[vendor].map((lottery, index) =>
      game({
        vendorCode: vendor,
        gameType: vendor === 'ELOTT' ? 'ELOTT' : 'LOTT',
        gameCode: lottery.code,
        name: lottery.name,
        gameClassify: null,
        minBet: index % 2 === 0 ? 1 : 2,
        minLineNum: 1,
        isHot: lottery.hot ?? false,
        gameGroupCode: lottery.group,
        drawIntervalMinutes: lottery.interval,
      }),
    ),
  );
}

/** The whole catalogue in sort order (the order lists answer when nothing else decides). */
export function catalogueGames(): CatalogueGame[] {
  return [...slotGames(), ...houseGames(), ...liveTables(), ...fishGames(), ...pvpGames(), ...lotteryGames()];
}
