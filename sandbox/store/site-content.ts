import type { Queryable } from '../db/db';

export type ResourceType = 'TELEGRAM' | 'FACEBOOK' | 'INSTAGRAM' | 'TIKTOK' | 'IOS_CONFIG' | 'ANDROID' | 'IOS';

export interface ResourceLink {
  resourceType: ResourceType;
  url: string;
  qrCodeUrl: string;
}

export interface CustomerServiceTarget {
  csType: '1' | '2' | '3';
  name: string;
  /** Absolute, or site-relative and then resolved on the caller's origin. */
  targetUrl: string;
}

export interface BannerRecord {
  bannerId: number;
  merchantCode: string;
  groupName: string;
  title: string;
  subtitle: string;
  callToAction: string;
  motif: string;
  linkageType: 'URL' | 'PROMOTION' | 'GAME' | null;
  linkage: string | null;
}

export interface AnnouncementRecord {
  id: number;
  type: 'B' | 'PL' | 'PU' | 'PR' | 'H';
  title: string;
  content: string;
  time: string;
}

export async function readResources(db: Queryable, merchantCode: string): Promise<ResourceLink[]> {
  const { rows } = await db.query<{ resource_type: ResourceType; url: string; qr_code_url: string }>(
    'SELECT resource_type, url, qr_code_url FROM resources WHERE merchant_code = $1 ORDER BY sort_order',
    [merchantCode],
  );
  return rows.map((row) => ({ resourceType: row.resource_type, url: row.url, qrCodeUrl: row.qr_code_url }));
}

export async function readDomains(db: Queryable, merchantCode: string): Promise<string[]> {
  const { rows } = await db.query<{ domain: string }>('SELECT domain FROM merchant_domains WHERE merchant_code = $1 ORDER BY sort_order', [
    merchantCode,
  ]);
  return rows.map((row) => row.domain);
}

export async function readCustomerService(db: Queryable, merchantCode: string): Promise<CustomerServiceTarget[]> {
  const { rows } = await db.query<{ cs_type: CustomerServiceTarget['csType']; name: string; target_url: string }>(
    'SELECT cs_type, name, target_url FROM customer_service WHERE merchant_code = $1 ORDER BY sort_order',
    [merchantCode],
  );
  return rows.map((row) => ({ csType: row.cs_type, name: row.name, targetUrl: row.target_url }));
}

interface BannerRow {
  banner_id: number;
  merchant_code: string;
  group_name: string;
  title: string;
  subtitle: string;
  call_to_action: string;
  motif: string;
  linkage_type: BannerRecord['linkageType'];
  linkage: string | null;
}

const toBanner = (row: BannerRow): BannerRecord => ({
  bannerId: row.banner_id,
  merchantCode: row.merchant_code,
  groupName: row.group_name,
  title: row.title,
  subtitle: row.subtitle,
  callToAction: row.call_to_action,
  motif: row.motif,
  linkageType: row.linkage_type,
  linkage: row.linkage,
});

/** The merchant's banners, of one group or of all groups (in group, then display, order). */
export async function readBanners(db: Queryable, merchantCode: string, group?: string): Promise<BannerRecord[]> {
  const { rows } = await db.query<BannerRow>(
    `SELECT * FROM banners WHERE merchant_code = $1 AND ($2::text IS NULL OR group_name = $2) ORDER BY sort_order, banner_id`,
    [merchantCode, group ?? null],
  );
  return rows.map(toBanner);
}

/** Any merchant's banner: image requests carry no merchant header, banner ids are global. */
export async function findBanner(db: Queryable, bannerId: number): Promise<BannerRecord | undefined> {
  const { rows } = await db.query<BannerRow>('SELECT * FROM banners WHERE banner_id = $1', [bannerId]);
  return rows[0] && toBanner(rows[0]);
}

export async function readAnnouncements(db: Queryable, merchantCode: string, types: readonly string[]): Promise<AnnouncementRecord[]> {
  const { rows } = await db.query<{
    announcement_id: number;
    type: AnnouncementRecord['type'];
    title: string;
    content: string;
    published_at: Date;
  }>(
    `SELECT announcement_id, type, title, content, published_at FROM announcements
      WHERE merchant_code = $1 AND type = ANY($2::text[])
      ORDER BY published_at DESC, announcement_id DESC`,
    [merchantCode, [...types]],
  );
  return rows.map((row) => ({
    id: row.announcement_id,
    type: row.type,
    title: row.title,
    content: row.content,
    time: new Date(row.published_at).toISOString(),
  }));
}

export async function readCountries(db: Queryable): Promise<{ countryCode: string; countryDialingCode: string; name: string }[]> {
  const { rows } = await db.query<{ country_code: string; dialing_code: string; name_pt: string }>(
    'SELECT country_code, dialing_code, name_pt FROM countries ORDER BY sort_order, country_code',
  );
  return rows.map((row) => ({ countryCode: row.country_code.trim(), countryDialingCode: row.dialing_code, name: row.name_pt }));
}

/** Whether a dialing code belongs to a country of the list (e.g. +63). */
export async function isKnownDialingCode(db: Queryable, countryDialingCode: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM countries WHERE dialing_code = $1 LIMIT 1', [countryDialingCode]);
  return rows.length > 0;
}
