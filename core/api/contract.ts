/**
 * Types of the platform calls the core makes, derived from schemas/api (see schemas/api/README.md).
 */
export interface WhitelabelModule {
  modId: string;
  enabled: '1' | '0';
  childrenNodes: WhitelabelModule[];
}
export interface PlatformResource {
  resourceType: string;
  url: string;
  qrCodeUrl: string;
}
export interface CustomerServiceEntry {
  csType: '1' | '2' | '3';
  name: string;
  path: string;
}
export interface SystemStatus {
  whitelabel: WhitelabelModule[];
  registerRules: unknown[];
  resources: PlatformResource[];
  customerService: CustomerServiceEntry[];
  analytics: { gtagId: string | null };
  imageCDNs: string[];
  launchGameCDNs: string[];
  location: { ip: string; countryCode: string };
  maintenance: null | { title: string; message: string; endTime: string | null };
  regionRestriction: boolean;
  encryption: { keyId: string; publicKey: string; scheme: string };
}
export interface CountryCode {
  countryCode: string;
  countryDialingCode: string;
}
export interface Banner {
  bannerId: number;
  groupName: string;
  url: string;
  linkageType: null | 'URL' | 'PROMOTION' | 'GAME';
  linkage: string | null;
  title: string;
}
