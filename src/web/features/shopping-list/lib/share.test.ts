import { describe, expect, it, vi } from 'vitest';
import { shareText } from './share';

describe('shareText', () => {
  it('uses the share sheet where there is one', async () => {
    const share = vi.fn(() => Promise.resolve());
    const writeText = vi.fn(() => Promise.resolve());
    expect(await shareText('Shopping List', 'text', { share, clipboard: { writeText } })).toBe('shared');
    expect(share).toHaveBeenCalledWith({ title: 'Shopping List', text: 'text' });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('counts a closed sheet as cancelled, not failed', async () => {
    const share = () => Promise.reject(Object.assign(new Error('closed'), { name: 'AbortError' }));
    expect(await shareText('t', 'text', { share })).toBe('cancelled');
  });

  it('copies to the clipboard without a share sheet, or when the sheet refuses', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    expect(await shareText('t', 'text', { clipboard: { writeText } })).toBe('copied');
    const refused = () => Promise.reject(Object.assign(new Error('no'), { name: 'NotAllowedError' }));
    expect(await shareText('t', 'text', { share: refused, clipboard: { writeText } })).toBe('copied');
    expect(writeText).toHaveBeenCalledTimes(2);
  });

  it('fails when neither works', async () => {
    await expect(shareText('t', 'text', {})).rejects.toThrow('Clipboard unavailable');
  });
});
