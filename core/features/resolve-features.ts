import type { SystemStatus, WhitelabelModule } from '../api/contract';
import type { ToggleId } from './toggles';

/** 0 the app, 1 maintenance, 2 IP or region blocked (spec section 2). */
export type SystemMode = 0 | 1 | 2;

export interface Features {
  /** Whether a whitelabel module is switched on (its node and every ancestor enabled '1'). */
  isOn(id: ToggleId | (string & {})): boolean;
  /**
   * Whether the merchant's tree has the module and it is off (itself or an ancestor). For what a
   * platform may not list at all, such as a game category: absent means carried as before.
   */
  isSwitchedOff(id: string): boolean;
  readonly enabledModules: ReadonlySet<string>;
  readonly mode: SystemMode;
  readonly registerRules: SystemStatus['registerRules'];
  readonly resources: SystemStatus['resources'];
  readonly customerService: SystemStatus['customerService'];
  readonly imageCDNs: readonly string[];
  readonly launchGameCDNs: readonly string[];
  readonly gtagId: string | null;
  readonly ip: string;
  readonly maintenance: SystemStatus['maintenance'];
  /** The operator's message for the region/IP block page, when the platform sends one. */
  readonly regionMessage: string | null;
  readonly encryption: SystemStatus['encryption'];
}

function collectEnabled(nodes: readonly WhitelabelModule[], into: Set<string>): void {
  for (const node of nodes) {
    if (node.enabled !== '1') continue;
    into.add(node.modId);
    collectEnabled(node.childrenNodes ?? [], into);
  }
}

function collectKnown(nodes: readonly WhitelabelModule[], into: Set<string>): void {
  for (const node of nodes) {
    into.add(node.modId);
    collectKnown(node.childrenNodes ?? [], into);
  }
}

export function systemMode(status: Pick<SystemStatus, 'maintenance' | 'regionRestriction'>): SystemMode {
  if (status.maintenance) return 1;
  if (status.regionRestriction) return 2;
  return 0;
}

export function resolveFeatures(status: SystemStatus): Features {
  const enabledModules = new Set<string>();
  collectEnabled(status.whitelabel, enabledModules);
  const knownModules = new Set<string>();
  collectKnown(status.whitelabel, knownModules);
  return {
    isOn: (id) => enabledModules.has(id),
    isSwitchedOff: (id) => knownModules.has(id) && !enabledModules.has(id),
    enabledModules,
    mode: systemMode(status),
    registerRules: status.registerRules,
    resources: status.resources,
    customerService: status.customerService,
    imageCDNs: status.imageCDNs,
    launchGameCDNs: status.launchGameCDNs,
    gtagId: status.analytics.gtagId,
    ip: status.location.ip,
    maintenance: status.maintenance,
    regionMessage: status.regionMessage ?? null,
    encryption: status.encryption,
  };
}
