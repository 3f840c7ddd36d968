import { describe, expect, it } from 'vitest';
import { displayName, initials } from './authors';

describe('displayName', () => {
  it('uses first and last name when both exist', () => {
    expect(displayName({ first_name: 'Maya', last_name: 'Okafor', username: 'maya_greens', email: 'maya@sprig.example' })).toBe(
      'Maya Okafor',
    );
  });

  it('trims the name parts', () => {
    expect(displayName({ first_name: '  Maya ', last_name: ' Okafor  ' })).toBe('Maya Okafor');
  });

  it('falls back to the username when either name part is missing', () => {
    expect(displayName({ first_name: 'Maya', last_name: null, username: 'maya_greens', email: 'maya@sprig.example' })).toBe(
      'maya_greens',
    );
    expect(displayName({ first_name: '', last_name: 'Okafor', username: 'maya_greens' })).toBe('maya_greens');
  });

  it('falls back to the email when there is no username', () => {
    expect(displayName({ first_name: 'Maya', username: '', email: 'maya@sprig.example' })).toBe('maya@sprig.example');
    expect(displayName({ username: null, email: 'maya@sprig.example' })).toBe('maya@sprig.example');
  });

  it("falls back to 'User' when nothing is known", () => {
    expect(displayName({})).toBe('User');
    expect(displayName({ first_name: null, last_name: null, username: null, email: null })).toBe('User');
    expect(displayName({ first_name: 'Maya' })).toBe('User');
    expect(displayName(null)).toBe('User');
    expect(displayName(undefined)).toBe('User');
  });

  it('treats blank strings as missing', () => {
    expect(displayName({ first_name: '  ', last_name: ' ', username: '   ', email: ' ' })).toBe('User');
    expect(displayName({ first_name: ' ', last_name: 'Okafor', username: ' ', email: 'm@x.io' })).toBe('m@x.io');
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

  it('uses the email local part when there is no username', () => {
    expect(initials({ email: 'lena.marsh@sprig.example' })).toBe('LM');
    expect(initials({ email: 'priya@sprig.example' })).toBe('P');
  });

  it("falls back to 'U'", () => {
    expect(initials({})).toBe('U');
    expect(initials(null)).toBe('U');
    expect(initials({ username: '___', email: '' })).toBe('U');
  });

  it('never returns more than two letters', () => {
    expect(initials({ username: 'a_b_c_d' })).toBe('AB');
  });

  it('does not split an emoji', () => {
    expect(initials({ username: '🍋lemon' })).toBe('🍋');
  });
});
