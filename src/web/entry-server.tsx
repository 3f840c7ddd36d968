import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from './lib/router';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import type { InitialQuery } from '../contracts/initial-data';
import { createQueryClient } from './lib/query-client';

export type { InitialQuery };

/**
 * The server's first view of a page (built to <web dist>-ssr by scripts/build-web.mjs and used by
 * src/server/modules/seo/ssr.ts): the app rendered at `url` from the same API answers the HTML
 * carries for the browser, so hydrating it changes nothing. Waits for the route's lazy screen.
 * Queries not given stay in their loading state, as they are in the browser's first render.
 */
export async function render(url: string, queries: readonly InitialQuery[]): Promise<string> {
  const client = createQueryClient();
  for (const { key, data } of queries) client.setQueryData(key, data);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders client={client}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
    // Every boundary inline: by default React moves large finished boundaries behind inline
    // scripts (streaming style), which the Content Security Policy rightly blocks.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  client.clear();
  return html;
}
