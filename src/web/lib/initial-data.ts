import type { QueryClient } from '@tanstack/react-query';
import { INITIAL_DATA_ELEMENT_ID, type InitialQuery } from '../../contracts/initial-data';

export type { InitialQuery };

/**
 * The server puts the API answers a page starts from into the HTML (the signed-in user, the site
 * settings, the page's own data) as
 * <script type="application/json" id="sprig-initial-data">[{ key, data }, …]</script>, and renders
 * the page's first view from the same answers. Seeding the query cache with them saves round trips
 * and lets the browser's first render match the server's HTML.
 */
export function seedInitialData(client: QueryClient, doc: Document = document): void {
  const element = doc.getElementById(INITIAL_DATA_ELEMENT_ID);
  if (!element) return;
  element.remove();
  let entries: unknown;
  try {
    entries = JSON.parse(element.textContent ?? '');
  } catch {
    // A malformed block is ignored: the page fetches its data as usual.
    return;
  }
  if (!Array.isArray(entries)) return;
  for (const entry of entries as Partial<InitialQuery>[]) {
    const { key, data } = entry ?? {};
    if (Array.isArray(key) && key.every((part) => typeof part === 'string') && data !== undefined) {
      client.setQueryData(key, data);
    }
  }
}
