import { describe, expect, it } from 'vitest';
import {
  COPY_CONFIRMATION_MS,
  SHARE_POPUP_HEIGHT,
  SHARE_POPUP_WIDTH,
  emailMessage,
  recipeShareUrl,
  shareLink,
  sharePopupFeatures,
} from './share-links';

const url = 'https://sprig.example/recipes/42';
const title = 'Lemon & Garlic Salmon';

function params(link: string): URLSearchParams {
  return new URL(link).searchParams;
}

describe('recipeShareUrl', () => {
  it('is origin + /recipes/{id}', () => {
    expect(recipeShareUrl('https://sprig.example', 42)).toBe(url);
    expect(recipeShareUrl('http://127.0.0.1:3202/', '7')).toBe('http://127.0.0.1:3202/recipes/7');
  });
});

describe('shareLink', () => {
  it('facebook shares the address, with the message as quote when given', () => {
    const plain = shareLink('facebook', { url, title });
    expect(plain.startsWith('https://www.facebook.com/sharer/sharer.php?')).toBe(true);
    expect(params(plain).get('u')).toBe(url);
    expect(params(plain).has('quote')).toBe(false);
    expect(params(shareLink('facebook', { url, title, text: 'Try this! #Dinner' })).get('quote')).toBe('Try this! #Dinner');
  });

  it('twitter carries title and address, or only the message (which holds the link)', () => {
    const plain = params(shareLink('twitter', { url, title }));
    expect(plain.get('text')).toBe(title);
    expect(plain.get('url')).toBe(url);
    const custom = params(shareLink('twitter', { url, title, text: `Salmon: quick ${url} #Fish` }));
    expect(custom.get('text')).toBe(`Salmon: quick ${url} #Fish`);
    expect(custom.has('url')).toBe(false);
  });

  it('whatsapp puts everything in text', () => {
    expect(params(shareLink('whatsapp', { url, title })).get('text')).toBe(`${title} ${url}`);
    expect(params(shareLink('whatsapp', { url, title, text: '*Salmon*\n\nlink' })).get('text')).toBe('*Salmon*\n\nlink');
    expect(shareLink('whatsapp', { url, title }).startsWith('https://wa.me/?')).toBe(true);
  });

  it('linkedin shares the address, or opens a post with the message', () => {
    expect(params(shareLink('linkedin', { url, title })).get('url')).toBe(url);
    const custom = shareLink('linkedin', { url, title, text: 'Sharing a recipe' });
    expect(custom.startsWith('https://www.linkedin.com/feed/?')).toBe(true);
    expect(params(custom).get('text')).toBe('Sharing a recipe');
  });

  it('email is a mailto: link with subject and body encoded', () => {
    const link = shareLink('email', { url, title, subject: 'Check out this recipe: A & B', body: 'Hi,\n\nLine 2?' });
    expect(link.startsWith('mailto:?subject=')).toBe(true);
    expect(link).not.toContain(' ');
    expect(link).toContain('%26');
    expect(link).toContain('%0A');
    const query = new URLSearchParams(link.slice('mailto:?'.length));
    expect(query.get('subject')).toBe('Check out this recipe: A & B');
    expect(query.get('body')).toBe('Hi,\n\nLine 2?');
  });

  it('email falls back to the title and address', () => {
    const query = new URLSearchParams(shareLink('email', { url, title }).slice('mailto:?'.length));
    expect(query.get('subject')).toBe(title);
    expect(query.get('body')).toBe(`${title}\n\n${url}`);
  });
});

describe('sharePopupFeatures', () => {
  it('asks for a 600x400 window', () => {
    expect(SHARE_POPUP_WIDTH).toBe(600);
    expect(SHARE_POPUP_HEIGHT).toBe(400);
    const features = sharePopupFeatures();
    expect(features.startsWith('width=600,height=400')).toBe(true);
    expect(features).not.toContain('left=');
  });

  it('centres the popup over the window', () => {
    const features = sharePopupFeatures({ screenX: 100, screenY: 50, outerWidth: 1400, outerHeight: 900 });
    expect(features).toContain('left=500');
    expect(features).toContain('top=300');
  });

  it('never places it off screen', () => {
    const features = sharePopupFeatures({ screenX: 0, screenY: 0, outerWidth: 375, outerHeight: 300 });
    expect(features).toContain('left=0');
    expect(features).toContain('top=0');
  });
});

describe('emailMessage', () => {
  it('puts the subject line above the body', () => {
    expect(emailMessage({ subject: 'S', body: 'B' })).toBe('Subject: S\n\nB');
  });
});

describe('COPY_CONFIRMATION_MS', () => {
  it('is the SPEC 2 seconds', () => {
    expect(COPY_CONFIRMATION_MS).toBe(2000);
  });
});
