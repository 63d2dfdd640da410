import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, initialsOf } from './Avatar';

describe('initialsOf', () => {
  it('takes the first and last words', () => {
    expect(initialsOf('Lina Haddad')).toBe('LH');
    expect(initialsOf('  maria  de la cruz ')).toBe('MC');
  });
  it('keeps a single word and whole graphemes', () => {
    expect(initialsOf('陽光水果店')).toBe('陽');
    expect(initialsOf('Émile')).toBe('É');
    expect(initialsOf('E\u0301mile')).toBe('E\u0301');
    expect(initialsOf('')).toBe('');
  });
});

describe('Avatar', () => {
  it('is an image named by the name, or hidden when decorative', () => {
    const { rerender } = render(<Avatar name="Lina Haddad" />);
    expect(screen.getByRole('img', { name: 'Lina Haddad' })).toHaveTextContent('LH');
    rerender(<Avatar name="Lina Haddad" decorative />);
    expect(screen.queryByRole('img')).toBeNull();
  });
});
