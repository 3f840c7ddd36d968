/**
 * A message's HTML as the recipient's mail program would show it, inside a sandboxed iframe: no
 * scripts, no forms, no same-origin access, links open nowhere. The HTML is given as srcdoc and is
 * never put into this page's DOM.
 */
export function MessageFrame({ html, title }: { html: string; title: string }) {
  // A strict policy inside the frame too: no scripts, no remote fetches except images.
  const doc = `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src https: data:; style-src 'unsafe-inline'"><base target="_blank"><style>body{font:16px/1.5 system-ui,sans-serif;margin:16px;color:#1f2933;background:#fff;word-wrap:break-word}img{max-width:100%;height:auto}</style></head><body>${html}</body></html>`;
  return (
    <iframe
      title={title}
      sandbox=""
      referrerPolicy="no-referrer"
      srcDoc={doc}
      className="h-[28rem] w-full rounded-xl border border-border bg-white"
      data-testid="message-html"
    />
  );
}
