/**
 * A ref for an <img> that shows a fallback on error. On a server-rendered page the image starts
 * loading before the scripts run, so its error event can fire before React is listening; this
 * checks, once React has the element, whether it had already failed (decode() rejects for a
 * broken image; naturalWidth alone is 0 for some valid SVGs too).
 */
export function earlyImageFailure(onFailure: () => void) {
  return (img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0 && img.currentSrc) img.decode().catch(onFailure);
  };
}
