import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { InitialQuery } from '../../../contracts/initial-data';
import { builtFileVersion } from './built-file';

type RenderFn = (url: string, queries: readonly InitialQuery[]) => Promise<string>;

/** A page's server-rendered first view: resource hints for <head> and the markup for #root. */
export interface RenderedView {
  head: string;
  body: string;
}

/** Where scripts/build-web.mjs writes the server-rendering bundle for a given web build. */
export function ssrEntryFor(webDist: string): string {
  return `${webDist}-ssr/entry-server.js`;
}

// React puts resource hints (image preloads) before the markup; they belong in <head>.
const LEADING_HINTS = /^(?:<link\b[^>]*\/>)+/;

/**
 * Renders pages with the web app's own components (the bundle in <web dist>-ssr), reloaded when a
 * rebuild replaces it. Null when there is no bundle or rendering fails: the page then goes out
 * without a first view and the browser renders it, as it always could.
 */
export function createSsrRenderer(webDist: string, log: FastifyBaseLogger) {
  const entry = ssrEntryFor(webDist);
  const version = builtFileVersion(entry);
  let loaded: { mtimeMs: number; render: RenderFn } | null = null;

  const render = async (url: string, queries: readonly InitialQuery[]): Promise<RenderedView | null> => {
    const mtimeMs = await version();
    if (mtimeMs === null) return null;
    try {
      if (loaded?.mtimeMs !== mtimeMs) {
        const module = (await import(`${pathToFileURL(entry).href}?v=${mtimeMs}`)) as { render: RenderFn };
        loaded = { mtimeMs, render: module.render };
      }
      const html = await loaded.render(url, queries);
      const head = LEADING_HINTS.exec(html)?.[0] ?? '';
      return { head, body: html.slice(head.length) };
    } catch (err) {
      log.error({ err, url }, 'server rendering failed; the page is sent for the browser to render');
      return null;
    }
  };
  /** Which bundle renders (its modification time), -1 for none: part of a kept page's key. */
  return { render, version: async () => (await version()) ?? -1 };
}
