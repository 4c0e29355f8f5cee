/**
 * `npm run new-brand <id> [--name "Display Name"]`: scaffolds brands/<id>/ with a brand.json that
 * validates, a generated logo and favicon, and every known plugin, so it builds and passes the
 * smoke test before anyone edits it. Integrators then change the name, palette, logo and plugins.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Brand } from '../core/brand/brand-types';
import { allPlugins } from '../plugins';
import { brandsDir } from './lib/paths';
import { brandProblems, merchantCodes } from './lib/validate';

const ID_PATTERN = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

function titleCase(id: string): string {
  return id
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ');
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function codeFor(id: string): string {
  const letters = id.replace(/[^a-z0-9]/g, '').toUpperCase();
  return (letters.slice(0, 6) || 'BRAND').padEnd(3, 'X');
}

function logoSvg(name: string): string {
  const initial = escapeXml(name.charAt(0).toUpperCase());
  return `<svg xmlns="http://www.w3.org/2000/svg" width="336" height="88" viewBox="0 0 336 88" role="img" aria-label="${escapeXml(name)}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffd36e"/><stop offset="1" stop-color="#e0902a"/></linearGradient></defs>
  <rect x="6" y="6" width="76" height="76" rx="20" fill="url(#g)"/>
  <text x="44" y="60" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="44" font-weight="800" fill="#1b1300">${initial}</text>
  <text x="98" y="56" font-family="Arial, Helvetica, sans-serif" font-size="30" font-weight="800" fill="#f4f1e8">${escapeXml(name)}</text>
</svg>
`;
}

function faviconSvg(name: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="16" fill="#e0902a"/><text x="32" y="45" text-anchor="middle" font-family="Arial, sans-serif" font-size="36" font-weight="800" fill="#1b1300">${escapeXml(name.charAt(0).toUpperCase())}</text></svg>\n`;
}

/** A merchant code no other brand folder uses: the id's letters, then 01, 02... */
function freeMerchantCode(id: string, dir: string): string {
  const taken = merchantCodes(dir);
  const base = codeFor(id);
  for (let n = 1; ; n += 1) {
    const code = `${base}${String(n).padStart(2, '0')}`;
    if (!taken.has(code)) return code;
  }
}

function brandJson(id: string, name: string, dir: string): Brand & { $schema: string } {
  const code = codeFor(id);
  return {
    $schema: '../../schemas/brand.schema.json',
    id,
    name,
    identity: { platform: code.slice(0, 12), merchantCode: freeMerchantCode(id, dir), lotteryType: 'SEA', device: 'WEB' },
    languages: { default: 'pt', supported: ['pt'] },
    currencySymbol: 'P',
    theme: {
      default: 'dark',
      logo: 'assets/logo.svg',
      favicon: 'assets/favicon.svg',
      chatHeaderColor: '#e0902a',
      palettes: {
        dark: {
          bg: '#0d0f16',
          surface: '#161a26',
          'surface-2': '#1f2536',
          text: '#f4f1e8',
          'text-muted': '#a7aec2',
          primary: '#ffb547',
          'primary-contrast': '#1b1300',
          accent: '#ff5d73',
          border: '#2c3348',
          success: '#34c77b',
          danger: '#ff6170',
        },
        light: {
          bg: '#f5f6fa',
          surface: '#ffffff',
          'surface-2': '#e8ebf3',
          text: '#141826',
          'text-muted': '#4b5369',
          primary: '#a85a00',
          'primary-contrast': '#ffffff',
          accent: '#c21f3a',
          border: '#cfd5e3',
          success: '#17804a',
          danger: '#b3172a',
        },
      },
    },
    licences: [],
    plugins: allPlugins.map((plugin) => plugin.id),
    constants: {
      prizeModes: ['Lott', 'ZY', 'Elott', 'SEA'],
      announcementTypes: ['B', 'PL', 'PU', 'PR', 'H'],
      defaultAnnouncementType: 'B',
      esportsVendors: ['AV', 'AI', 'IMES', 'TF', 'IA'],
      loginedToHomePage: false,
    },
    api: { base: '/wps/', lgwBase: '/lgw/', timeoutMs: 30000 },
    payloadEncryption: { enabled: true },
  };
}

export function scaffoldBrand(id: string, name: string, dir = brandsDir): string {
  if (!ID_PATTERN.test(id) || id.length > 40)
    throw new Error(`Brand id "${id}" must be kebab-case (a-z, 0-9 and single dashes), at most 40 characters.`);
  const folder = path.join(dir, id);
  if (fs.existsSync(folder)) throw new Error(`brands/${id} already exists; choose another id or edit that folder.`);
  const json = brandJson(id, name, dir);
  fs.mkdirSync(path.join(folder, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(folder, 'brand.json'), `${JSON.stringify(json, null, 2)}\n`);
  fs.writeFileSync(path.join(folder, 'assets', 'logo.svg'), logoSvg(name));
  fs.writeFileSync(path.join(folder, 'assets', 'favicon.svg'), faviconSvg(name));
  return folder;
}

function main(): void {
  const args = process.argv.slice(2);
  const id = args.find((arg) => !arg.startsWith('--'));
  const nameIndex = args.indexOf('--name');
  if (!id) {
    console.error('Usage: npm run new-brand <id> [-- --name "Display Name"]');
    process.exit(2);
  }
  const name = nameIndex >= 0 && args[nameIndex + 1] ? args[nameIndex + 1] : titleCase(id);
  try {
    scaffoldBrand(id, name);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const problems = brandProblems([id]);
  if (problems.length) {
    for (const line of problems) console.error(line);
    process.exit(1);
  }
  console.log(`Created brands/${id}/ (${name}). Build it with: BRAND=${id} npm run build, then BRAND=${id} npm run serve`);
}

if (require.main === module) main();
