import { describe, expect, it } from 'vitest';
import { lightTokens } from '../theme/tokens';
import { COLOUR_GROUPS, COLOUR_ROLES, measurePairings } from './colourRoles';

describe('the colour roles', () => {
  it('cover every colour of the theme, each in a group the Colour page shows', () => {
    expect(Object.keys(COLOUR_ROLES).sort()).toEqual(Object.keys(lightTokens.color).sort());
    for (const role of Object.values(COLOUR_ROLES)) expect(COLOUR_GROUPS).toContain(role.group);
  });

  it.each(measurePairings().filter((m) => m.passes !== null))(
    '$fg on $bg as $use meets WCAG AA',
    ({ passes }) => {
      expect(passes).toBe(true);
    },
  );
});
