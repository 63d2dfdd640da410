import { describe, expect, it } from 'vitest';
import { isAccepted } from './accept';

const file = (name: string, type: string) => ({ name, type });

describe('isAccepted', () => {
  it('matches wildcards, exact types and extensions, case-insensitively', () => {
    expect(isAccepted(file('a.PNG', 'image/png'), ['image/*'])).toBe(true);
    expect(isAccepted(file('a.pdf', 'application/pdf'), ['image/*'])).toBe(false);
    expect(isAccepted(file('a.jpg', 'image/jpeg'), ['image/png', 'image/jpeg'])).toBe(true);
    expect(isAccepted(file('a.gif', 'image/gif'), ['image/png', 'image/jpeg'])).toBe(false);
    // Some phones give HEIC files no MIME type: the extension rule still lets them in.
    expect(isAccepted(file('IMG_1.HEIC', ''), ['image/*', '.heic'])).toBe(true);
    expect(isAccepted(file('IMG_1.HEIC', ''), ['image/*'])).toBe(false);
  });

  it('accepts anything when the list is empty', () => {
    expect(isAccepted(file('a.bin', 'application/octet-stream'), [])).toBe(true);
  });

  it('does not let "image/*" match types that merely start with "image"', () => {
    expect(isAccepted(file('a.x', 'imagex/foo'), ['image/*'])).toBe(false);
  });
});
