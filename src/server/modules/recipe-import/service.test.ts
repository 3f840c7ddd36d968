import { describe, expect, it } from 'vitest';
import { pageText } from './service';

describe('pageText', () => {
  const latin1 = Buffer.from('<p>Crème brûlée</p>', 'latin1');

  it('decodes by the charset in Content-Type', () => {
    expect(pageText({ contentType: 'text/html; charset=ISO-8859-1', body: latin1 })).toBe('<p>Crème brûlée</p>');
  });

  it('falls back to a <meta charset> near the top of the page', () => {
    const body = Buffer.concat([Buffer.from('<meta charset="windows-1252">'), latin1]);
    expect(pageText({ contentType: 'text/html', body })).toContain('Crème brûlée');
  });

  it('reads UTF-8 when nothing is declared or the charset is unknown', () => {
    const body = Buffer.from('<p>Crème brûlée</p>');
    expect(pageText({ contentType: '', body })).toBe('<p>Crème brûlée</p>');
    expect(pageText({ contentType: 'text/html; charset=klingon', body })).toBe('<p>Crème brûlée</p>');
  });
});
