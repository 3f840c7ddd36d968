/**
 * The affiliate links of kitchen tools. A tool created with AI, or by an admin who leaves the link
 * empty, links to an Amazon search for its recommended product: a search never goes stale the
 * way a product page does, and no one has to invent a product URL.
 */

/** The affiliate tag of the catalogue's links (src/db/seed/catalogue/kitchen-tools.ts). */
export const AMAZON_AFFILIATE_TAG = 'sprig-20';

export function amazonSearchLink(product: string): string {
  return `https://www.amazon.com/s?${new URLSearchParams({ k: product.trim(), tag: AMAZON_AFFILIATE_TAG }).toString()}`;
}
