/**
 * Share links for the share dialog (SPEC section 2, Share dialog; section 9: share popup 600x400).
 * Pure: no window or document, so it is unit-tested.
 */

export type ShareNetwork = 'facebook' | 'twitter' | 'whatsapp' | 'linkedin' | 'email';

export const SHARE_POPUP_WIDTH = 600;
export const SHARE_POPUP_HEIGHT = 400;
/** SPEC section 9: copy confirmation 2 s. */
export const COPY_CONFIRMATION_MS = 2000;

/** The public address of a recipe: `${origin}/recipes/${id}`. */
export function recipeShareUrl(origin: string, id: number | string): string {
  return `${origin.replace(/\/+$/, '')}/recipes/${encodeURIComponent(String(id))}`;
}

export interface ShareLinkInput {
  /** The recipe's address. */
  url: string;
  /** The recipe's title, used when no message is given. */
  title: string;
  /**
   * A ready message (from the 'Customize your message' tabs). It already carries the link, so
   * networks that take one text field get only the message.
   */
  text?: string;
  /** Email only. */
  subject?: string;
  /** Email only; defaults to the title and the link. */
  body?: string;
}

const enc = encodeURIComponent;

/** The address that opens `network`'s share screen (or the mail app) with the recipe. */
export function shareLink(network: ShareNetwork, input: ShareLinkInput): string {
  const { url, title, text } = input;
  switch (network) {
    case 'facebook':
      // Facebook reads the page's Open Graph tags; `quote` pre-fills the post where it is honoured.
      return `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}${text ? `&quote=${enc(text)}` : ''}`;
    case 'twitter':
      return text
        ? `https://twitter.com/intent/tweet?text=${enc(text)}`
        : `https://twitter.com/intent/tweet?text=${enc(title)}&url=${enc(url)}`;
    case 'whatsapp':
      return `https://wa.me/?text=${enc(text ?? `${title} ${url}`)}`;
    case 'linkedin':
      return text
        ? `https://www.linkedin.com/feed/?shareActive=true&text=${enc(text)}`
        : `https://www.linkedin.com/sharing/share-offsite/?url=${enc(url)}`;
    case 'email': {
      const subject = input.subject ?? title;
      const body = input.body ?? text ?? `${title}\n\n${url}`;
      return `mailto:?subject=${enc(subject)}&body=${enc(body)}`;
    }
  }
}

export interface ScreenBox {
  screenX: number;
  screenY: number;
  outerWidth: number;
  outerHeight: number;
}

/** window.open features for a 600x400 share popup, centred over the current window. */
export function sharePopupFeatures(box?: ScreenBox): string {
  const features = [`width=${SHARE_POPUP_WIDTH}`, `height=${SHARE_POPUP_HEIGHT}`];
  if (box && [box.screenX, box.screenY, box.outerWidth, box.outerHeight].every(Number.isFinite)) {
    const left = Math.max(0, Math.round(box.screenX + (box.outerWidth - SHARE_POPUP_WIDTH) / 2));
    const top = Math.max(0, Math.round(box.screenY + (box.outerHeight - SHARE_POPUP_HEIGHT) / 2));
    features.push(`left=${left}`, `top=${top}`);
  }
  features.push('menubar=no', 'toolbar=no', 'status=no', 'resizable=yes', 'scrollbars=yes');
  return features.join(',');
}

/** The email tab's text: the subject line above the body, ready to paste. */
export function emailMessage(email: { subject: string; body: string }): string {
  return `Subject: ${email.subject}\n\n${email.body}`;
}
