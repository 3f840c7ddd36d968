import { describe, expect, it } from 'vitest';
import { displayName, initials } from './authors';

describe('displayName', () => {
  it('uses first and last name when both exist', () => {
    expect(displayName({ first_name: 'Maya', last_name: 'Okafor', username: 'maya_greens' })).toBe(
      'Maya Okafor',
    );
  });

  it('trims the name parts', () => {
    expect(displayName({ first_name: '  Maya ', last_name: ' Okafor  ' })).toBe('Maya Okafor');
  });

  it('falls back to the username when either name part is missing', () => {
    expect(displayName({ first_name: 'Maya', last_name: null, username: 'maya_greens' })).toBe(
      'maya_greens',
    );
    expect(displayName({ first_name: '', last_name: 'Okafor', username: 'maya_greens' })).toBe('maya_greens');
  });

  it('never names anyone by their e-mail address, even when it is all there is (issue 14)', () => {
    const owner = { first_name: 'Maya', username: '', email: 'maya@sprig.example' };
    expect(displayName(owner)).toBe('User');
    const nameless = { username: null, email: 'maya@sprig.example' };
    expect(displayName(nameless)).toBe('User');
  });

  it("falls back to 'User' when nothing is known", () => {
    expect(displayName({})).toBe('User');
    expect(displayName({ first_name: null, last_name: null, username: null })).toBe('User');
    expect(displayName({ first_name: 'Maya' })).toBe('User');
    expect(displayName(null)).toBe('User');
    expect(displayName(undefined)).toBe('User');
  });

  it('treats blank strings as missing', () => {
    expect(displayName({ first_name: '  ', last_name: ' ', username: '   ' })).toBe('User');
    expect(displayName({ first_name: ' ', last_name: 'Okafor', username: ' sam ' })).toBe('sam');
  });
});

describe('initials', () => {
  it('uses the first letters of first and last name', () => {
    expect(initials({ first_name: 'Maya', last_name: 'Okafor', username: 'maya_greens' })).toBe('MO');
    expect(initials({ first_name: 'maya', last_name: 'okafor' })).toBe('MO');
  });

  it('uses the single name part that exists', () => {
    expect(initials({ first_name: 'Maya', last_name: null, username: 'zed' })).toBe('M');
    expect(initials({ first_name: '', last_name: 'Okafor' })).toBe('O');
  });

  it('keeps accented letters whole', () => {
    expect(initials({ first_name: 'Émile', last_name: 'Ørsted' })).toBe('ÉØ');
    expect(initials({ first_name: 'tomás', last_name: 'herrera' })).toBe('TH');
  });

  it('splits a username into words', () => {
    expect(initials({ username: 'maya_greens' })).toBe('MG');
    expect(initials({ username: 'chef-tomas' })).toBe('CT');
    expect(initials({ username: 'quiet.cook.daily' })).toBe('QC');
    expect(initials({ username: 'sam' })).toBe('S');
    expect(initials({ username: '__sam__' })).toBe('S');
  });

  it('never takes letters from the e-mail address', () => {
    const owner = { username: null, email: 'lena.marsh@sprig.example' };
    expect(initials(owner)).toBe('U');
  });

  it("falls back to 'U'", () => {
    expect(initials({})).toBe('U');
    expect(initials(null)).toBe('U');
    expect(initials({ username: '___' })).toBe('U');
  });

  it('never returns more than two letters', () => {
    expect(initials({ username: 'a_b_c_d' })).toBe('AB');
  });

  it('does not split an emoji', () => {
    expect(initials({ username: '🍋lemon' })).toBe('🍋');
  });
});
