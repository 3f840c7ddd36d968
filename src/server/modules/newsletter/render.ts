import { Marked, type Tokens } from 'marked';

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Links and images may point only at web and mail addresses (no javascript:, data: or vbscript:). */
function safeUrl(href: string): string | null {
  const trimmed = href.trim();
  if (/^(https?:|mailto:)/i.test(trimmed)) return trimmed;
  if (/^[/#]/.test(trimmed) && !trimmed.startsWith('//')) return trimmed;
  return null;
}

/**
 * The one Markdown renderer of newsletters: the admin preview and every sent e-mail use it.
 * Raw HTML in the Markdown is shown as text, never interpreted.
 */
const markdown = new Marked({ gfm: true, breaks: false, async: false }).use({
  renderer: {
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
    link({ href, title, tokens }: Tokens.Link) {
      const label = this.parser.parseInline(tokens);
      const url = safeUrl(href);
      if (!url) return label;
      const titleAttr = title ? ` title="${escapeHtml(title)}"` : '';
      return `<a href="${escapeHtml(url)}"${titleAttr} style="color:#3d7068">${label}</a>`;
    },
    image({ href, title, text }: Tokens.Image) {
      const url = safeUrl(href);
      if (!url) return escapeHtml(text);
      const titleAttr = title ? ` title="${escapeHtml(title)}"` : '';
      return `<img src="${escapeHtml(url)}" alt="${escapeHtml(text)}"${titleAttr} style="max-width:100%;height:auto">`;
    },
  },
});

export function renderMarkdown(source: string): string {
  return markdown.parse(source) as string;
}

export interface RenderedMail {
  bodyHtml: string;
  html: string;
  text: string;
}

/** A newsletter e-mail: the Markdown as HTML and as text, each with the unsubscribe link. */
export function renderNewsletterMail(input: { subject: string; markdown: string; siteName: string; unsubscribeUrl: string }): RenderedMail {
  const bodyHtml = renderMarkdown(input.markdown);
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(input.subject)}</title></head>
<body style="margin:0;padding:0;background:#f6f5f2;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1f2933;line-height:1.6">
<div style="max-width:640px;margin:0 auto;padding:24px">
<div style="background:#ffffff;border-radius:12px;padding:24px">
${bodyHtml}
</div>
<p style="font-size:13px;color:#5f6b76;text-align:center;margin-top:16px">You receive this e-mail because you subscribed to the ${escapeHtml(input.siteName)} newsletter.<br>
<a href="${escapeHtml(input.unsubscribeUrl)}" style="color:#3d7068">Unsubscribe</a></p>
</div>
</body></html>`;
  const text = `${input.markdown.trim()}\n\n--\nYou receive this e-mail because you subscribed to the ${input.siteName} newsletter.\nUnsubscribe: ${input.unsubscribeUrl}\n`;
  return { bodyHtml, html, text };
}

/** RFC 2369 and RFC 8058 headers: mail clients offer a one-click unsubscribe button. */
export function listUnsubscribeHeaders(oneClickUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
