import { describe, expect, it } from 'vitest';
import { avatarSrc } from './user-avatar';

describe('avatarSrc', () => {
  it('uses absolute URLs as they are', () => {
    expect(avatarSrc('https://cdn.example/a.png', 3)).toBe('https://cdn.example/a.png');
  });
  it('serves stored names from /uploads/ with a version, keeping their folder', () => {
    expect(avatarSrc('avatars/maya_greens.webp', 7)).toBe('/uploads/avatars/maya_greens.webp?v=7');
    expect(avatarSrc('me.png', 'x')).toBe('/uploads/me.png?v=x');
    // Without a version, one derived from the name: stable, and different for another picture.
    const derived = avatarSrc('avatars/7-ab12.webp');
    expect(derived).toMatch(/^\/uploads\/avatars\/7-ab12\.webp\?v=[0-9a-z]+$/);
    expect(avatarSrc('avatars/7-ab12.webp')).toBe(derived);
    expect(avatarSrc('avatars/7-cd34.webp')).not.toBe(derived);
  });
  it('never leaves /uploads/ and ignores empty values', () => {
    expect(avatarSrc('../../etc/passwd', 1)).toBe('/uploads/etc/passwd?v=1');
    expect(avatarSrc('  ', 1)).toBeNull();
    expect(avatarSrc(null, 1)).toBeNull();
  });
});
