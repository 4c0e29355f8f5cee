import { readBrand } from '../../tests/support/fixtures';
import { announcementsQuery } from './api';

describe('announcementsQuery', () => {
  const brand = readBrand('mare-da-sorte');

  it('asks for the grouped types of the brand (H is the help centre’s), platform W, execution B', () => {
    expect(brand.constants.announcementTypes).toContain('H');
    expect(announcementsQuery(brand)).toEqual({ types: 'B,PL,PU,PR', platform: 'W', execution: 'B' });
  });

  it('follows a brand that lists fewer types, and falls back to all four when it lists none of them', () => {
    const fewer = {
      ...brand,
      constants: { ...brand.constants, announcementTypes: ['PR', 'B'] as typeof brand.constants.announcementTypes },
    };
    expect(announcementsQuery(fewer).types).toBe('PR,B');
    const helpOnly = { ...brand, constants: { ...brand.constants, announcementTypes: ['H'] as typeof brand.constants.announcementTypes } };
    expect(announcementsQuery(helpOnly).types).toBe('B,PL,PU,PR');
  });
});
