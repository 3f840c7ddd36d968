/**
 * The inline script in the built index.html that starts the web app once the page's content is on
 * screen (ADR 0017): the build puts it in the head with the entry script's address in
 * `data-entry` and its modulepreloads' in `data-preloads` (space-separated); the server allows it in
 * its Content-Security-Policy by this text's hash. The text is the same in every build, so the hash
 * is known without reading a build.
 *
 * When it starts: with a picture marked `fetchpriority="high"` (a server-rendered page's largest
 * paint), when the browser reports that picture shown: its element timing (the picture carries
 * `elementtiming`, FIRST_PICTURE_TIMING) or its largest-paint entry, whichever the browser has;
 * without one, when it reports the first paint. Where the browser reports neither (or the picture
 * is not the largest paint and element timing is missing), two frames and a margin after the
 * picture is decoded or after the first frame. A page the server sent without content (a screen it does not render) and a
 * hidden tab, which paints nothing, start at once. The scripts keep low fetch priority.
 */
export const PAGE_START_SCRIPT = `(() => {
  const { entry, preloads } = document.currentScript.dataset;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const add = (element) => {
      element.crossOrigin = '';
      element.fetchPriority = 'low';
      document.head.append(element);
    };
    for (const href of preloads.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      add(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.src = entry;
    add(script);
  };
  const reported = (type, isIt) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes(type)) return;
    new PerformanceObserver((list, observer) => {
      if (!list.getEntries().some(isIt)) return;
      observer.disconnect();
      setTimeout(start);
    }).observe({ type, buffered: true });
  };
  const afterFrames = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 250)));
  addEventListener('DOMContentLoaded', () => {
    const hero = document.querySelector('img[fetchpriority=high]');
    if (document.visibilityState !== 'visible' || !document.getElementById('root')?.firstElementChild) return start();
    document.addEventListener('visibilitychange', start, { once: true });
    if (hero) {
      reported('element', (entry) => entry.element === hero);
      reported('largest-contentful-paint', (entry) => entry.element === hero);
      hero.decode().then(afterFrames, afterFrames);
    } else {
      reported('paint', (entry) => entry.name === 'first-contentful-paint');
      afterFrames();
    }
  });
})();`;

/** The `elementtiming` name of the picture a page is judged by, so its paint is reported by itself. */
export const FIRST_PICTURE_TIMING = 'first-picture';
