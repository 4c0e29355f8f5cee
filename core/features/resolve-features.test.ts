import { statusFixture } from '../../tests/support/fixtures';
import { resolveFeatures, systemMode } from './resolve-features';

describe('resolveFeatures', () => {
  const features = resolveFeatures(statusFixture());

  it('turns on enabled modules at every depth of the whitelabel tree', () => {
    expect(features.isOn('LOGIN')).toBe(true);
    expect(features.isOn('MOBILEVERCODELOGIN3')).toBe(true);
    expect(features.isOn('REFERRAL')).toBe(true);
  });

  it('keeps disabled modules off', () => {
    expect(features.isOn('FREEPLAY3')).toBe(false);
  });

  it('keeps a module off when its parent is disabled, even if the module itself is enabled', () => {
    expect(features.isOn('DIRECTREG3')).toBe(false);
    expect(features.isOn('REGISTER')).toBe(false);
  });

  it('treats unknown ids as off', () => {
    expect(features.isOn('NOT_A_MODULE')).toBe(false);
  });

  it('says a module is switched off only when the tree has it and it is off, itself or above', () => {
    expect(features.isSwitchedOff('FREEPLAY3')).toBe(true);
    expect(features.isSwitchedOff('DIRECTREG3')).toBe(true);
    expect(features.isSwitchedOff('LOGIN')).toBe(false);
    expect(features.isSwitchedOff('NOT_A_MODULE')).toBe(false);
  });

  it('carries the CDN lists, customer service, IP and encryption key through', () => {
    expect(features.imageCDNs).toEqual(['https://cdn-a.test', 'https://cdn-b.test']);
    expect(features.launchGameCDNs).toEqual(['https://launch.test']);
    expect(features.customerService[0].path).toBe('https://example.test/chat');
    expect(features.ip).toBe('203.0.113.9');
    expect(features.encryption.keyId).toBe('k1');
  });

  it('derives the whole-app mode: 1 if maintenance, else 2 if region restricted, else 0', () => {
    expect(features.mode).toBe(0);
    const maintenance = { title: 'Manutenção', message: 'Voltamos já', endTime: null };
    expect(systemMode({ maintenance, regionRestriction: true })).toBe(1);
    expect(systemMode({ maintenance: null, regionRestriction: true })).toBe(2);
    expect(systemMode({ maintenance: null, regionRestriction: false })).toBe(0);
    expect(resolveFeatures(statusFixture({ maintenance })).mode).toBe(1);
  });
});
