/**
 * Share texts for the 'Customize your message' tabs of the share dialog (SPEC sections 2 and 9).
 * Lengths are counted in characters (code points), so an emoji is never cut in half.
 */

export const TWITTER_DESCRIPTION_LIMIT = 100;
export const SMS_DESCRIPTION_LIMIT = 80;
const ELLIPSIS = '...';

/** How many hashtags each template carries (SPEC: templates use 3 to 15 tags or categories). */
export const SHARE_HASHTAG_LIMITS = Object.freeze({
  email: 0,
  facebook: 5,
  instagram: 15,
  pinterest: 15,
  twitter: 3,
  whatsapp: 3,
  sms: 0,
  linkedin: 5,
});

export const DEFAULT_SITE_NAME = 'Sprig';

/** Cuts to `limit - 3` characters plus '...' when longer than `limit`; otherwise unchanged. */
function truncate(text: string | null | undefined, limit: number): string {
  const value = text ?? '';
  const characters = Array.from(value);
  if (characters.length <= limit) return value;
  return characters.slice(0, limit - ELLIPSIS.length).join('') + ELLIPSIS;
}

/** Over 100 characters: the first 97 plus '...'. Otherwise unchanged. */
export function truncateForTwitter(description: string | null | undefined): string {
  return truncate(description, TWITTER_DESCRIPTION_LIMIT);
}

/** Over 80 characters: the first 77 plus '...'. Otherwise unchanged. */
export function truncateForSms(description: string | null | undefined): string {
  return truncate(description, SMS_DESCRIPTION_LIMIT);
}

/** 'gluten-free' -> '#GlutenFree', 'main dishes' -> '#MainDishes', "chef's pick" -> '#ChefsPick'. */
function toHashtag(value: string): string | null {
  const words = value
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '');
  if (words.length === 0) return null;
  return `#${words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('')}`;
}

/**
 * Tags and categories as '#CamelCase' hashtags, in order, without case-insensitive duplicates,
 * at most `max` of them. Values with no letters or digits are skipped.
 */
export function hashtags(values: readonly string[], max: number): string[] {
  const limit = Number.isFinite(max) ? Math.max(0, Math.floor(max)) : 0;
  const seen = new Set<string>();
  const result: string[] = [];
  for (const value of values) {
    if (result.length >= limit) break;
    if (typeof value !== 'string') continue;
    const tag = toHashtag(value);
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    result.push(tag);
  }
  return result;
}

export interface ShareInput {
  title: string;
  description?: string | null;
  url: string;
  tags?: readonly string[];
  categories?: readonly string[];
  siteName?: string | null;
}

export interface ShareTexts {
  email: { subject: string; body: string };
  facebook: string;
  instagram: string;
  pinterest: string;
  twitter: string;
  whatsapp: string;
  sms: string;
  linkedin: string;
}

export type ShareChannel = keyof ShareTexts;

/** Paragraphs joined by blank lines, empty ones left out so a missing description leaves no gap. */
function paragraphs(...parts: (string | null | undefined | false)[]): string {
  return parts
    .filter((p): p is string => typeof p === 'string' && p.trim() !== '')
    .join('\n\n');
}

/**
 * The eight ready-to-copy messages. Twitter and SMS use the truncated description; Instagram and
 * Pinterest carry up to 15 hashtags, the others a few or none. Tags come before categories.
 */
export function buildShareTexts(input: ShareInput): ShareTexts {
  const title = input.title.trim() || 'A recipe';
  const description = (input.description ?? '').trim();
  const url = input.url.trim();
  const siteName = input.siteName?.trim() || DEFAULT_SITE_NAME;
  const sources = [...(input.tags ?? []), ...(input.categories ?? [])];
  const tagsFor = (channel: ShareChannel) => hashtags(sources, SHARE_HASHTAG_LIMITS[channel]).join(' ');

  const twitterDescription = truncateForTwitter(description);
  const smsDescription = truncateForSms(description);

  return {
    email: {
      subject: `Check out this recipe: ${title}`,
      body: paragraphs(
        'Hi,',
        `I found this recipe on ${siteName} and thought you'd enjoy it:`,
        description ? `${title}\n${description}` : title,
        `Get the full recipe here: ${url}`,
        'Happy cooking!',
      ),
    },
    facebook: paragraphs(
      `🍽️ ${title}`,
      description,
      `Get the full recipe on ${siteName}: ${url}`,
      tagsFor('facebook'),
    ),
    instagram: paragraphs(
      `🌿 ${title}`,
      description,
      `Find the full recipe on ${siteName}: ${url}`,
      tagsFor('instagram'),
    ),
    pinterest: paragraphs(`${title} | ${siteName}`, description, `Save this recipe for later: ${url}`, tagsFor('pinterest')),
    twitter: paragraphs(
      twitterDescription ? `${title}: ${twitterDescription}` : title,
      [url, tagsFor('twitter')].filter((p) => p !== '').join(' '),
    ),
    whatsapp: paragraphs(`*${title}*`, description, `Here's the recipe: ${url}`, tagsFor('whatsapp')),
    sms: smsDescription ? `${title}: ${smsDescription} ${url}` : `${title} ${url}`,
    linkedin: paragraphs(
      `Sharing a recipe I enjoyed on ${siteName}: ${title}`,
      description,
      `Read the full recipe: ${url}`,
      tagsFor('linkedin'),
    ),
  };
}
