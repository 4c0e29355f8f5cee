import type { SandboxBrand } from '../../brands';
import type { Queryable } from '../db';

/** A host-like name for the brand's demo domains (.example is reserved: never a real site). */
function domainStem(brand: SandboxBrand): string {
  return brand.id.replace(/-/g, '');
}

/**
 * Side-bar resources. qrCodeUrl is what the QR code encodes; site-relative addresses are answered
 * on the caller's origin so the download links work on any sandbox port.
 */
export function resourcesFor(brand: SandboxBrand) {
  const handle = domainStem(brand);
  return [
    { type: 'TELEGRAM', url: `https://t.me/${handle}_oficial`, qr: `https://t.me/${handle}_oficial` },
    { type: 'FACEBOOK', url: `https://www.facebook.com/${handle}`, qr: `https://www.facebook.com/${handle}` },
    { type: 'INSTAGRAM', url: `https://www.instagram.com/${handle}`, qr: `https://www.instagram.com/${handle}` },
    { type: 'TIKTOK', url: `https://www.tiktok.com/@${handle}`, qr: `https://www.tiktok.com/@${handle}` },
    { type: 'IOS_CONFIG', url: '/down?app=ios-config', qr: '/down?app=ios-config' },
    { type: 'ANDROID', url: '/down?app=android', qr: '/down?app=android' },
    { type: 'IOS', url: '/down?app=ios', qr: '/down?app=ios' },
  ] as const;
}

export function domainsFor(brand: SandboxBrand): string[] {
  const stem = domainStem(brand);
  return [`https://www.${stem}.example`, `https://m.${stem}.example`, `https://app.${stem}.example`];
}

/** Support links open the sandbox's own chat page (site-relative, answered on the caller's origin). */
export function customerServiceFor(brand: SandboxBrand) {
  const page = (kind: 'live' | 'vip') => `/support/chat?kind=${kind}&merchant=${encodeURIComponent(brand.merchantCode)}`;
  return [
    { csType: '1', name: 'Chat ao vivo', target: page('live') },
    { csType: '2', name: 'Atendimento VIP', target: page('vip') },
    { csType: '3', name: 'Canal seguro', target: page('live') },
  ] as const;
}

export async function seedLinks(tx: Queryable, brand: SandboxBrand): Promise<void> {
  for (const [index, resource] of resourcesFor(brand).entries()) {
    await tx.query(`INSERT INTO resources (merchant_code, resource_type, url, qr_code_url, sort_order) VALUES ($1, $2, $3, $4, $5)`, [
      brand.merchantCode,
      resource.type,
      resource.url,
      resource.qr,
      index,
    ]);
  }
  for (const [index, domain] of domainsFor(brand).entries()) {
    await tx.query(`INSERT INTO merchant_domains (merchant_code, domain, sort_order) VALUES ($1, $2, $3)`, [
      brand.merchantCode,
      domain,
      index,
    ]);
  }
  for (const [index, entry] of customerServiceFor(brand).entries()) {
    await tx.query(`INSERT INTO customer_service (merchant_code, cs_type, name, target_url, sort_order) VALUES ($1, $2, $3, $4, $5)`, [
      brand.merchantCode,
      entry.csType,
      entry.name,
      entry.target,
      index,
    ]);
  }
}
