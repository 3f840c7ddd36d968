/** How the list left the page: the device's share sheet, the clipboard, or not at all (the sheet closed). */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled';

interface ShareBrowser {
  share?: (data: { title?: string; text?: string }) => Promise<void>;
  clipboard?: { writeText?: (text: string) => Promise<void> };
}

/**
 * Shares text with the device's share sheet where it has one (phones), else copies it to the
 * clipboard. Closing the sheet is not a failure. Rejects when neither works.
 */
export async function shareText(title: string, text: string, browser: ShareBrowser = navigator): Promise<ShareOutcome> {
  if (typeof browser.share === 'function') {
    try {
      await browser.share({ title, text });
      return 'shared';
    } catch (error) {
      if ((error as { name?: unknown } | null)?.name === 'AbortError') return 'cancelled';
      // A refused share (no user gesture left, a policy) still leaves the clipboard.
    }
  }
  if (typeof browser.clipboard?.writeText !== 'function') throw new Error('Clipboard unavailable');
  await browser.clipboard.writeText(text);
  return 'copied';
}
