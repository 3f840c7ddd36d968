import { sharePopupFeatures } from './share-links';

/** Opens a network's share screen in a 600x400 popup, cut off from this page. */
export function openSharePopup(url: string): void {
  const popup = window.open(url, '_blank', sharePopupFeatures(window));
  if (!popup) return;
  try {
    popup.opener = null;
  } catch {
    // The popup already left about:blank; it can no longer reach us through opener anyway.
  }
}

/** Whether the device offers its own share sheet (Web Share API). */
export function canShareNatively(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/** The user closed the share sheet: not an error. */
export function isShareCancelled(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/** Writes text to the clipboard; rejects when the browser refuses or has no clipboard. */
export async function copyToClipboard(text: string): Promise<void> {
  if (typeof navigator === 'undefined' || !navigator.clipboard?.writeText) {
    throw new Error('Clipboard unavailable');
  }
  await navigator.clipboard.writeText(text);
}
