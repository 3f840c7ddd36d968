import type { QueryClient } from '@tanstack/react-query';

/**
 * The server puts the API answer a page starts from into the HTML (recipe pages: the recipe), as
 * <script type="application/json" id="sprig-initial-data">{ key, data }</script>. Seeding the
 * query cache with it saves a round trip before the page can show its content.
 */
export function seedInitialData(client: QueryClient, doc: Document = document): void {
  const element = doc.getElementById('sprig-initial-data');
  if (!element) return;
  element.remove();
  try {
    const { key, data } = JSON.parse(element.textContent ?? '') as { key?: unknown; data?: unknown };
    if (Array.isArray(key) && key.every((part) => typeof part === 'string') && data !== undefined) {
      client.setQueryData(key, data);
    }
  } catch {
    // A malformed block is ignored: the page fetches its data as usual.
  }
}
