import { describe, expect, it } from 'vitest';
import { AVATAR_COLORS, avatarColor, hashString, initials, profileImageUrl } from './avatar';

describe('avatar', () => {
  it('gives a username the same colour every time, from the palette', () => {
    expect(avatarColor('john.doe')).toBe(avatarColor('john.doe'));
    expect(avatarColor('John.Doe ')).toBe(avatarColor('john.doe'));
    expect(AVATAR_COLORS).toContain(avatarColor('someone'));
    expect(hashString('admin')).toBe(hashString('admin'));
  });

  it('spreads different usernames over several colours', () => {
    const names = ['admin', 'john.doe', 'mary', 'agent7', 'reviewer', 'lead', 'ops', 'qa.manager', 'x', 'yz'];
    expect(new Set(names.map(avatarColor)).size).toBeGreaterThan(4);
  });

  it('takes up to two initials from the username', () => {
    expect(initials('john.doe')).toBe('JD');
    expect(initials('mary-ann_smith')).toBe('MS');
    expect(initials('admin')).toBe('A');
    expect(initials('j.doe@example.com')).toBe('JD');
    expect(initials('  émile  zola ')).toBe('ÉZ');
    expect(initials('agent_7')).toBe('A7');
    expect(initials('...')).toBe('?');
    expect(initials('')).toBe('?');
  });

  it('addresses a profile image through the file manager unless it is already a URL', () => {
    expect(profileImageUrl('avatars/1.png')).toBe('/api/internal-file-manager/public/avatars/1.png');
    expect(profileImageUrl('a b/c.png')).toBe('/api/internal-file-manager/public/a%20b/c.png');
    expect(profileImageUrl('/api/internal-file-manager/public/x.png')).toBe('/api/internal-file-manager/public/x.png');
    expect(profileImageUrl('https://cdn.example.com/x.png')).toBe('https://cdn.example.com/x.png');
  });
});
