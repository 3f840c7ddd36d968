import type { MailMessage } from './mailer';
import type { MailFrom } from './smtp';

/**
 * SendGrid's Web API v3 over fetch: sending (POST /v3/mail/send) and the admin's key and sender
 * check. `fetch` is the outbound one (net/outbound.ts), so the API address is judged by the
 * address policy at every connection.
 */

type Fetch = typeof globalThis.fetch;

export const SENDGRID_API_URL = 'https://api.sendgrid.com';
const TIMEOUT_MS = 15_000;

export interface SendgridConfig {
  apiKey: string;
  /** https://api.sendgrid.com, or a stand-in's address in tests. */
  apiUrl: string;
}

/** SendGrid refuses these in `headers`: they are set from the message's own fields. */
const RESERVED_HEADERS = new Set(['to', 'from', 'subject', 'cc', 'bcc', 'reply-to', 'content-type', 'content-transfer-encoding', 'date', 'message-id', 'mime-version', 'x-sg-id', 'x-sg-eid', 'received', 'dkim-signature', 'return-path']);

async function call(fetch: Fetch, config: SendgridConfig, method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${config.apiUrl.replace(/\/+$/, '')}${path}`, {
    method,
    headers: { authorization: `Bearer ${config.apiKey}`, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
    redirect: 'error',
  });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: response.status, json };
}

/** SendGrid's `{ errors: [{ message, field }] }`, as one line. */
function errorText(status: number, json: unknown): string {
  const errors = (json as { errors?: { message?: unknown; field?: unknown }[] } | null)?.errors;
  const parts = Array.isArray(errors)
    ? errors.map((e) => [typeof e.field === 'string' && e.field ? `${e.field}:` : '', typeof e.message === 'string' ? e.message : ''].filter(Boolean).join(' '))
    : [];
  const detail = parts.filter(Boolean).join('; ');
  return `SendGrid answered ${status}${detail ? `: ${detail}` : ''}`;
}

function describeFetchError(err: unknown): string {
  if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')) return `SendGrid did not answer within ${TIMEOUT_MS / 1000} s`;
  const cause = err instanceof Error && err.cause instanceof Error ? `: ${err.cause.message}` : '';
  return `SendGrid could not be reached${cause}`;
}

export async function sendgridSend(fetch: Fetch, config: SendgridConfig, message: MailMessage, from: MailFrom): Promise<void> {
  const headers = Object.fromEntries(Object.entries(message.headers ?? {}).filter(([name]) => !RESERVED_HEADERS.has(name.toLowerCase())));
  // SendGrid sets the Message-ID itself: the key travels as a header and a custom arg (echoed in its events).
  if (message.idempotencyKey) headers['X-Idempotency-Key'] = message.idempotencyKey;
  const customArgs = {
    ...(message.campaignId !== undefined ? { campaign_id: String(message.campaignId) } : {}),
    ...(message.idempotencyKey ? { idempotency_key: message.idempotencyKey } : {}),
  };
  const body = {
    personalizations: [{ to: [{ email: message.to }] }],
    from: from.name ? { email: from.address, name: from.name } : { email: from.address },
    subject: message.subject,
    content: [{ type: 'text/plain', value: message.text }, ...(message.html ? [{ type: 'text/html', value: message.html }] : [])],
    ...(Object.keys(headers).length ? { headers } : {}),
    ...(message.category ? { categories: [message.category.slice(0, 255)] } : {}),
    ...(Object.keys(customArgs).length ? { custom_args: customArgs } : {}),
  };
  let result: { status: number; json: unknown };
  try {
    result = await call(fetch, config, 'POST', '/v3/mail/send', body);
  } catch (err) {
    throw new Error(describeFetchError(err));
  }
  if (result.status < 200 || result.status >= 300) throw new Error(errorText(result.status, result.json));
}

export interface SendgridCheck {
  name: string;
  ok: boolean;
  detail: string;
}

/**
 * Checks what sending needs: the key is accepted (GET /v3/scopes), it may send mail ('mail.send'
 * scope), and the from address is a verified single sender (GET /v3/verified_senders) or on an
 * authenticated domain (GET /v3/whitelabel/domains).
 */
export async function sendgridVerify(fetch: Fetch, config: SendgridConfig, fromAddress: string): Promise<SendgridCheck[]> {
  const checks: SendgridCheck[] = [];
  let scopes: { status: number; json: unknown };
  try {
    scopes = await call(fetch, config, 'GET', '/v3/scopes');
  } catch (err) {
    return [{ name: 'API key', ok: false, detail: describeFetchError(err) }];
  }
  if (scopes.status === 401 || scopes.status === 403) {
    return [{ name: 'API key', ok: false, detail: `SendGrid refused the key (${errorText(scopes.status, scopes.json)})` }];
  }
  if (scopes.status !== 200) return [{ name: 'API key', ok: false, detail: errorText(scopes.status, scopes.json) }];
  const list = (scopes.json as { scopes?: unknown } | null)?.scopes;
  const granted = Array.isArray(list) ? list.filter((s): s is string => typeof s === 'string') : [];
  checks.push({ name: 'API key', ok: true, detail: `SendGrid accepted the key (${granted.length} permission${granted.length === 1 ? '' : 's'})` });
  checks.push(
    granted.includes('mail.send')
      ? { name: 'Send permission', ok: true, detail: "The key has the 'mail.send' permission" }
      : { name: 'Send permission', ok: false, detail: "The key lacks the 'mail.send' permission: give it Mail Send access in SendGrid's API key settings" },
  );

  const address = fromAddress.toLowerCase();
  const domain = address.split('@')[1] ?? '';
  const found: string[] = [];
  let senderOk = false;
  try {
    const senders = await call(fetch, config, 'GET', '/v3/verified_senders');
    if (senders.status === 200) {
      const results = (senders.json as { results?: { from_email?: unknown; verified?: unknown }[] } | null)?.results ?? [];
      const match = results.find((s) => typeof s.from_email === 'string' && s.from_email.toLowerCase() === address);
      if (match?.verified === true) {
        senderOk = true;
        found.push(`${fromAddress} is a verified single sender`);
      } else if (match) found.push(`${fromAddress} is a single sender awaiting verification (check its inbox)`);
    } else found.push(`verified senders could not be read (${errorText(senders.status, senders.json)})`);
  } catch (err) {
    found.push(`verified senders could not be read (${describeFetchError(err)})`);
  }
  if (!senderOk) {
    try {
      const domains = await call(fetch, config, 'GET', '/v3/whitelabel/domains');
      if (domains.status === 200 && Array.isArray(domains.json)) {
        const match = (domains.json as { domain?: unknown; valid?: unknown }[]).find(
          (d) => typeof d.domain === 'string' && (domain === d.domain.toLowerCase() || domain.endsWith(`.${d.domain.toLowerCase()}`)),
        );
        if (match?.valid === true) {
          senderOk = true;
          found.push(`${domain} is an authenticated domain`);
        } else if (match) found.push(`${domain} is set up for domain authentication but its DNS records are not valid yet`);
      } else found.push(`authenticated domains could not be read (${errorText(domains.status, domains.json)})`);
    } catch (err) {
      found.push(`authenticated domains could not be read (${describeFetchError(err)})`);
    }
  }
  checks.push({
    name: 'Sender',
    ok: senderOk,
    detail: senderOk
      ? found.filter((f) => f.includes(' is a verified') || f.includes(' is an authenticated')).join('; ')
      : `${fromAddress} is neither a verified single sender nor on an authenticated domain${found.length ? ` (${found.join('; ')})` : ''}`,
  });
  return checks;
}
