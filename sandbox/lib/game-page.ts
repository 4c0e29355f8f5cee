import { GAME_CATEGORIES } from '../db/seed/reference-data';
import type { Merchant } from '../store/merchants';
import { IN_HOUSE_VENDOR } from '../db/seed/reference-data';
import type { LaunchView } from '../store/launch-tickets';
import { darken, escapeXml, hashString, lighten, seededRandom } from './art/svg-kit';

/**
 * The demo game page a launch opens, and its style sheet. Plain HTML: no script at all, and a CSP
 * that allows nothing but this origin's images and style sheet. The page is meant to sit in the
 * site's game frame, so only the site (same origin) may frame it.
 */
export const GAME_PAGE_CSP = [
  `default-src 'none'`,
  `img-src 'self'`,
  `style-src 'self'`,
  `base-uri 'none'`,
  `form-action 'none'`,
  `frame-ancestors 'self'`,
].join('; ');

export const EXPIRED_MESSAGE = 'Sessão de jogo expirada. Volte ao site e abra o jogo de novo.';

/** "1250.5" → "1,250.50": two decimals, comma thousands (spec section 3). */
export function formatMoney(decimalText: string): string {
  const [whole = '0', fraction = ''] = decimalText.replace(/^-/, '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${decimalText.startsWith('-') ? '-' : ''}${grouped}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}

export interface GamePageModel {
  /** "a" or "b": the CDN the page was opened on, whose art and style sheet it uses. */
  cdn: string;
  merchant: Merchant;
  launch: LaunchView;
  /** Exact decimal text, e.g. "1250.00". */
  balance: string;
}

const FALLBACK_COLORS: Merchant['colors'] = {
  primary: '#f2b632',
  accent: '#e8394d',
  background: '#0b0f1a',
  surface: '#141a2b',
  chatHeader: '#c8102e',
};

const LOTTO_VIEWS: Record<'betting' | 'lobby', string> = { betting: 'Apostas', lobby: 'Lobby' };
const REEL_SYMBOLS = ['7', '★', '♦', '♣', '♥', '♠', 'A', 'K', 'Q', 'J', '$'] as const;
const CARD_FACES = ['A', 'K', 'Q', 'J', '10', '9', '8', '7'] as const;
const CARD_SUITS = ['♠', '♥', '♦', '♣'] as const;

type Stage = 'reels' | 'table' | 'ocean' | 'balls' | 'lobby';

function stageOf(launch: LaunchView): Stage {
  if (!launch.game) return 'lobby';
  switch (launch.game.gameType) {
    case 'LIVE':
    case 'PVP':
      return 'table';
    case 'FISH':
      return 'ocean';
    case 'LOTT':
    case 'ELOTT':
      return 'balls';
    default:
      return 'reels';
  }
}

/** "Slots", "Originais", "Cassino ao vivo"...: the menu title of the game's category. */
function categoryTitle(launch: LaunchView): string | undefined {
  const type = launch.vendorCode === IN_HOUSE_VENDOR ? 'INHOUSE' : launch.game?.gameType;
  return GAME_CATEGORIES.find((category) => category.type === type)?.title;
}

const styleHref = (cdn: string, merchantCode?: string) =>
  `/cdn/${cdn}/play.css${merchantCode ? `?merchant=${encodeURIComponent(merchantCode)}` : ''}`;

function head(title: string, stylesheet: string): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeXml(title)}</title>
<link rel="stylesheet" href="${stylesheet}">
</head>`;
}

export function renderGamePage({ cdn, merchant, launch, balance }: GamePageModel): string {
  const stage = stageOf(launch);
  const money = (amount: string) => `${escapeXml(merchant.currencySymbol)} ${formatMoney(amount)}`;
  const title = launch.game ? launch.game.name : `Lobby ${launch.vendorName}`;
  const category = categoryTitle(launch);
  const art = launch.game
    ? `<img class="tile" src="/cdn/${cdn}/games/${launch.game.slug}.jpg" alt="${escapeXml(launch.game.name)}" width="96" height="96">`
    : `<img class="logo" src="/cdn/${cdn}/vendors/${launch.vendorCode}.jpg" alt="${escapeXml(launch.vendorName)}" width="160" height="80">`;
  // "Originais · Originais" says nothing twice: the in-house vendor is named after its category.
  const subtitle = [...new Set([launch.vendorName, category])]
    .filter((part): part is string => Boolean(part))
    .map(escapeXml)
    .join(' · ');
  const action = { reels: 'Girar', table: 'Apostar', ocean: 'Atirar', balls: 'Apostar', lobby: 'Abrir jogo' }[stage];
  return `${head(`${title} · ${merchant.name}`, styleHref(cdn, merchant.merchantCode))}
<body class="stage-${stage}">
<main class="game">
  <header class="topbar">
    ${art}
    <div class="heading">
      <h1>${escapeXml(title)}</h1>
      <p class="vendor">${subtitle}</p>
    </div>
    <span class="badge">Demonstração</span>
  </header>
  <section class="play-area" aria-label="Área de jogo">
${renderStage(stage, launch)}
  </section>
  <footer class="balance-bar">
    <p class="player"><span class="label">Jogador:</span> <strong>${escapeXml(launch.username)}</strong></p>
    <p class="balance">Saldo: <strong>${money(balance)}</strong></p>
    ${launch.game ? `<p class="min-bet">Aposta mínima: <strong>${money(launch.game.minBet)}</strong></p>` : ''}
    <button type="button" disabled>${action}</button>
  </footer>
  <p class="note">Ambiente de demonstração: nenhuma aposta é feita e o saldo não muda.</p>
</main>
</body>
</html>
`;
}

function renderStage(stage: Stage, launch: LaunchView): string {
  const random = seededRandom(hashString(launch.game?.slug ?? launch.vendorCode));
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
  switch (stage) {
    case 'reels': {
      const columns = Array.from(
        { length: 5 },
        () =>
          `      <div class="reel">${Array.from({ length: 3 }, () => `<span class="symbol">${escapeXml(pick(REEL_SYMBOLS))}</span>`).join('')}</div>`,
      );
      return `    <div class="reels" aria-hidden="true">\n${columns.join('\n')}\n    </div>\n    <p class="caption">Linha de pagamento central destacada</p>`;
    }
    case 'table': {
      const card = () => {
        const suit = pick(CARD_SUITS);
        return `<span class="card${suit === '♥' || suit === '♦' ? ' red' : ''}">${pick(CARD_FACES)}${suit}</span>`;
      };
      const hand = () => card() + card();
      const live = launch.game?.gameType === 'LIVE';
      return `    <div class="table" aria-hidden="true">
      <div class="seat"><span class="seat-name">${live ? 'Jogador' : 'Você'}</span>${hand()}</div>
      <div class="pot">${live ? 'Mesa ao vivo' : 'Mesa de cartas'}</div>
      <div class="seat"><span class="seat-name">${live ? 'Banca' : 'Adversário'}</span>${hand()}</div>
    </div>
    <p class="caption">${live ? 'Crupiê conectado · aguardando apostas' : 'Procurando adversários na sala…'}</p>`;
    }
    case 'ocean': {
      const fish = Array.from({ length: 7 }, (_, index) => `<span class="fish fish-${index % 4}"></span>`).join('');
      return `    <div class="ocean" aria-hidden="true">${fish}<span class="cannon"></span></div>\n    <p class="caption">Mire nos peixes dourados para multiplicar o prêmio</p>`;
    }
    case 'balls': {
      const balls = Array.from({ length: 5 }, () => `<span class="ball">${Math.floor(random() * 10)}</span>`).join('');
      const view = LOTTO_VIEWS[launch.lottoView ?? 'betting'];
      return `    <div class="draw" aria-hidden="true">${balls}</div>\n    <p class="caption">Último resultado · Modo: ${view}</p>`;
    }
    case 'lobby':
      return `    <div class="lobby" aria-hidden="true">${Array.from({ length: 6 }, () => '<span class="slot-tile"></span>').join('')}</div>\n    <p class="caption">Escolha um jogo no lobby de ${escapeXml(launch.vendorName)}</p>`;
  }
}

/** The page an unknown or expired ticket gets (with status 410). */
export function renderExpiredPage(cdn: string): string {
  return `${head('Sessão de jogo expirada', styleHref(cdn))}
<body class="stage-expired">
<main class="game expired">
  <h1>Sessão expirada</h1>
  <p>${EXPIRED_MESSAGE}</p>
</main>
</body>
</html>
`;
}

/** The page's style sheet, in the merchant's colours (fallback colours without a merchant). */
export function renderGamePageCss(colors: Merchant['colors'] = FALLBACK_COLORS): string {
  return `:root{--bg:${darken(colors.background, 0.2)};--stage:${colors.surface};--stage-2:${lighten(colors.surface, 0.08)};--primary:${colors.primary};--accent:${colors.accent};--text:#f5f6fa;--muted:#a9b0c6}
*{box-sizing:border-box}
html,body{margin:0;min-height:100%}
body{background:radial-gradient(ellipse at 50% 0,var(--stage-2),var(--bg) 70%);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
.game{display:flex;flex-direction:column;gap:16px;max-width:960px;min-height:100vh;margin:0 auto;padding:16px}
.topbar{display:flex;align-items:center;gap:16px;padding:12px 16px;border-radius:16px;background:rgba(0,0,0,.35);border:1px solid rgba(255,255,255,.08)}
.tile{width:96px;height:96px;border-radius:14px;box-shadow:0 6px 18px rgba(0,0,0,.45)}
.logo{width:160px;height:80px;border-radius:10px}
.heading{flex:1;min-width:0}
h1{margin:0;font-size:24px;line-height:1.2}
.vendor{margin:4px 0 0;color:var(--muted);font-size:14px}
.badge{padding:4px 12px;border-radius:999px;background:var(--accent);color:#fff;font-size:12px;font-weight:700;text-transform:uppercase;letter-spacing:.06em}
.play-area{flex:1;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:12px;padding:24px;border-radius:20px;background:linear-gradient(160deg,var(--stage-2),var(--stage));border:2px solid ${darken(colors.primary, 0.35)};box-shadow:inset 0 0 60px rgba(0,0,0,.55)}
.caption{margin:0;color:var(--muted);font-size:14px}
.reels{display:grid;grid-template-columns:repeat(5,minmax(56px,96px));gap:8px;padding:12px;border-radius:14px;background:#0007}
.reel{display:grid;grid-template-rows:repeat(3,1fr);gap:8px}
.symbol{display:grid;place-items:center;aspect-ratio:1;border-radius:10px;background:linear-gradient(#fff,#dfe3ee);color:#1b1f2d;font-size:34px;font-weight:800}
.symbol:nth-child(2){outline:3px solid var(--primary);box-shadow:0 0 16px var(--primary)}
.table{display:flex;align-items:center;justify-content:space-around;width:100%;max-width:640px;aspect-ratio:2/1;border-radius:50%;background:radial-gradient(#1d7a4a,#0c3d24);border:10px solid #5b3a1e;box-shadow:0 10px 30px rgba(0,0,0,.5)}
.seat{display:flex;flex-wrap:wrap;justify-content:center;gap:6px;width:30%}
.seat-name{width:100%;text-align:center;font-size:13px;color:#d9f5e5}
.card{display:grid;place-items:center;width:44px;height:62px;border-radius:6px;background:#fff;color:#1b1f2d;font-weight:800}
.card.red{color:#b3122e}
.pot{padding:6px 14px;border-radius:999px;background:#0006;font-size:14px}
.ocean{position:relative;width:100%;max-width:720px;aspect-ratio:2/1;overflow:hidden;border-radius:16px;background:linear-gradient(#0b5a8a,#062a4a)}
.fish{position:absolute;width:54px;height:26px;border-radius:50%;background:var(--primary)}
.fish::after{content:"";position:absolute;right:-16px;top:3px;border:10px solid transparent;border-left:16px solid var(--primary)}
.fish-0{left:10%;top:20%}.fish-1{left:45%;top:35%;background:#ff8a3d}.fish-2{left:70%;top:15%;background:#9be15d}.fish-3{left:25%;top:60%;background:#f25f8c}
.fish:nth-child(5){left:60%;top:65%}.fish:nth-child(6){left:80%;top:50%}.fish:nth-child(7){left:5%;top:78%}
.cannon{position:absolute;left:calc(50% - 24px);bottom:0;width:48px;height:40px;border-radius:24px 24px 0 0;background:var(--accent)}
.draw{display:flex;gap:12px}
.ball{display:grid;place-items:center;width:64px;height:64px;border-radius:50%;background:radial-gradient(circle at 30% 30%,#fff,var(--primary));color:#1b1f2d;font-size:28px;font-weight:800;box-shadow:0 6px 14px rgba(0,0,0,.45)}
.lobby{display:grid;grid-template-columns:repeat(3,120px);gap:12px}
.slot-tile{height:120px;border-radius:12px;background:linear-gradient(135deg,var(--stage-2),${darken(colors.primary, 0.5)});border:1px solid rgba(255,255,255,.08)}
.balance-bar{display:flex;flex-wrap:wrap;align-items:center;gap:8px 24px;padding:12px 16px;border-radius:16px;background:rgba(0,0,0,.45);border:1px solid rgba(255,255,255,.08)}
.balance-bar p{margin:0}
.balance strong{color:var(--primary);font-size:20px}
.label{color:var(--muted)}
.balance-bar button{margin-left:auto;padding:10px 32px;border:0;border-radius:999px;background:var(--primary);color:#111;font:inherit;font-weight:800;opacity:.6}
.note{margin:0;text-align:center;color:var(--muted);font-size:12px}
.balance-bar form{margin-left:auto}
.balance-bar .pay{opacity:1;cursor:pointer}
.balance-bar .pay:focus-visible{outline:3px solid #fff;outline-offset:2px}
.checkout-amount{margin:0;font-size:40px;font-weight:800;color:var(--primary)}
.checkout-status{margin:0;font-weight:600;text-align:center}
.checkout-code{margin:0;max-width:100%;font-size:12px;color:var(--muted);overflow-wrap:anywhere;text-align:center}
.expired{justify-content:center;align-items:center;text-align:center}
.expired h1{font-size:28px}
.expired p{max-width:420px;color:var(--muted)}
@media (max-width:560px){
.game{gap:12px;padding:10px}
.topbar{flex-wrap:wrap;gap:10px;padding:10px}
.tile{width:56px;height:56px;border-radius:10px}
.logo{width:96px;height:48px}
h1{font-size:18px}
.badge{order:3}
.play-area{padding:12px}
.reels{gap:4px;padding:6px;grid-template-columns:repeat(5,minmax(0,1fr));width:100%}
.reel{gap:4px}
.symbol{font-size:20px;border-radius:6px}
.card{width:30px;height:42px;font-size:13px}
.draw{flex-wrap:wrap;justify-content:center;gap:6px}
.ball{width:42px;height:42px;font-size:18px}
.lobby{grid-template-columns:repeat(3,minmax(0,1fr));width:100%}
.slot-tile{height:72px}
.balance-bar button{margin-left:0;width:100%}
}
`;
}
