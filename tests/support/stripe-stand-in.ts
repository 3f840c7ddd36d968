import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local stand-in for the few Stripe API endpoints Sprig calls, plus Stripe's hosted checkout
 * page, so API and end-to-end tests run without network or a Stripe account. Point the SDK at it
 * with STRIPE_API_URL (config.stripe.apiUrl) = `standIn.url`.
 *
 * API: POST /v1/checkout/sessions, GET /v1/checkout/sessions/:id, GET /v1/checkout/sessions?payment_intent=,
 * GET /v1/payment_intents/:id. Page: GET /pay/:id shows Pay / Pay by bank debit / Cancel; paying
 * marks the session, sends the signed checkout.session.completed webhook to `webhookUrl` and
 * redirects to the session's success_url (cancel: its cancel_url). POST /pay/:id/settle with
 * `outcome=succeeded|failed` is the bank clearing a bank debit (what Stripe's dashboard does to a
 * test payment): it sends checkout.session.async_payment_succeeded or _failed, for tests that
 * reach the stand-in only over HTTP (end-to-end).
 *
 * Tests drive the rest directly: pay(), settleDelayed(), expire(), refund(), dispute() change the
 * session and answer the Stripe object; event() wraps it in an Event; signedDelivery()/deliver()
 * sign it with Stripe's own test helper.
 */

export interface StripeStandInOptions {
  /** Where paying on the hosted page sends its webhook (settable later: the app's port may be known only then). */
  webhookUrl?: string;
  webhookSecret: string;
  /** The secret key the API accepts; any sk_/rk_ key when omitted. */
  secretKey?: string;
  port?: number;
  host?: string;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  /** Form body decoded into nested objects (line_items[0][price_data][currency] -> body.line_items[0].price_data.currency). */
  body: Record<string, unknown>;
  headers: IncomingMessage['headers'];
}

type Json = Record<string, unknown>;

export interface StandInSession extends Json {
  id: string;
  object: 'checkout.session';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  mode: string;
  payment_intent: string | null;
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  status: 'open' | 'complete' | 'expired';
  success_url: string;
  cancel_url: string | null;
  url: string | null;
}

const API_VERSION = '2025-01-01.standin';

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Decodes Stripe's form encoding (a[b][0][c]=v) into nested objects and arrays. */
export function decodeStripeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> | unknown[] = root;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const slot = node as Record<string, unknown>;
      if (last) {
        slot[part] = value;
        return;
      }
      if (slot[part] === undefined) slot[part] = /^\d+$/.test(parts[i + 1]!) ? [] : {};
      node = slot[part] as Record<string, unknown>;
    });
  }
  return root;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export class StripeStandIn {
  readonly requests: RecordedRequest[] = [];
  readonly sessions = new Map<string, StandInSession>();
  /** Webhook deliveries made by the hosted page, with the app's answer. */
  readonly deliveries: { event: Json; status: number; body: string }[] = [];
  webhookUrl: string | undefined;
  private readonly server: Server;
  private baseUrl = '';
  /** Next API answer(s) forced to an error (tests of Stripe being down). */
  private failures: { status: number; type: string; message: string }[] = [];

  constructor(private readonly options: StripeStandInOptions) {
    this.webhookUrl = options.webhookUrl;
    this.server = createServer((req, res) => {
      this.route(req, res).catch((err: unknown) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { type: 'api_error', message: String(err) } }));
      });
    });
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(this.options.port ?? 0, this.options.host ?? '127.0.0.1', resolve));
    const { address, port } = this.server.address() as AddressInfo;
    this.baseUrl = `http://${address}:${port}`;
    return this;
  }

  /** http://127.0.0.1:<port>: the STRIPE_API_URL to configure. */
  get url(): string {
    return this.baseUrl;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Makes the next API call answer an error (e.g. 500 api_error, 401 authentication_error). */
  failNext(status = 500, type = 'api_error', message = 'Stand-in failure'): void {
    this.failures.push({ status, type, message });
  }

  session(id: string): StandInSession {
    const session = this.sessions.get(id);
    if (!session) throw new Error(`stand-in has no session ${id}`);
    return session;
  }

  /** The customer pays. `delayed`: a bank debit, complete but unpaid until settleDelayed(). */
  pay(sessionId: string, { delayed = false }: { delayed?: boolean } = {}): StandInSession {
    const session = this.session(sessionId);
    session.status = 'complete';
    session.payment_status = delayed ? 'unpaid' : 'paid';
    session.payment_intent ??= newId('pi');
    return { ...session };
  }

  /** A delayed payment settles (or fails). */
  settleDelayed(sessionId: string, succeeded = true): StandInSession {
    const session = this.session(sessionId);
    if (succeeded) session.payment_status = 'paid';
    return { ...session };
  }

  expire(sessionId: string): StandInSession {
    const session = this.session(sessionId);
    session.status = 'expired';
    session.url = null;
    return { ...session };
  }

  /** The charge of a paid session, refunded in full (or by `amount`). */
  refund(sessionId: string, amount?: number): Json {
    const session = this.session(sessionId);
    const refunded = amount ?? session.amount_total;
    return {
      ...this.charge(session),
      amount_refunded: refunded,
      refunded: refunded >= session.amount_total,
    };
  }

  /** A dispute (chargeback) opened on the session's payment. */
  dispute(sessionId: string): Json {
    const session = this.session(sessionId);
    const charge = this.charge(session);
    return {
      id: newId('dp'),
      object: 'dispute',
      amount: session.amount_total,
      currency: session.currency,
      charge: charge.id,
      payment_intent: session.payment_intent,
      reason: 'fraudulent',
      status: 'needs_response',
      created: nowSeconds(),
      livemode: false,
      metadata: {},
    };
  }

  /** A Stripe Event around `object` (a session, charge or dispute). */
  event(type: string, object: Json): Json {
    return {
      id: newId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: nowSeconds(),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
  }

  /** The exact body and Stripe-Signature header Stripe would send (signed with Stripe's own helper). */
  signedDelivery(event: Json, secret = this.options.webhookSecret): { payload: string; signature: string } {
    const payload = JSON.stringify(event, null, 2);
    return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
  }

  /** Sends the event to webhookUrl as Stripe does; answers the app's status and body. */
  async deliver(event: Json): Promise<{ status: number; body: string }> {
    if (!this.webhookUrl) throw new Error('stand-in has no webhookUrl to deliver to');
    const { payload, signature } = this.signedDelivery(event);
    const res = await fetch(this.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature, 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' },
      body: payload,
    });
    const answer = { status: res.status, body: await res.text() };
    this.deliveries.push({ event, ...answer });
    return answer;
  }

  private charge(session: StandInSession): Json {
    if (!session.payment_intent) throw new Error(`session ${session.id} has no payment yet`);
    return {
      id: `ch_${session.payment_intent.slice(3)}`,
      object: 'charge',
      amount: session.amount_total,
      amount_captured: session.amount_total,
      amount_refunded: 0,
      currency: session.currency,
      paid: true,
      refunded: false,
      status: 'succeeded',
      payment_intent: session.payment_intent,
      created: nowSeconds(),
      livemode: false,
      metadata: {},
    };
  }

  private async route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.baseUrl);
    const text = await readBody(req);
    const body = req.headers['content-type']?.startsWith('application/x-www-form-urlencoded') ? decodeStripeForm(text) : {};
    const path = url.pathname;
    const settle = /^\/pay\/([^/]+)\/settle$/.exec(path);
    if (settle && req.method === 'POST') return this.settleOverHttp(settle[1]!, body.outcome, res);
    const pay = /^\/pay\/([^/]+)(\/cancel)?$/.exec(path);
    if (pay) return this.hostedPage(req.method ?? 'GET', pay[1]!, Boolean(pay[2]), body, res);

    this.requests.push({ method: req.method ?? 'GET', path, query: Object.fromEntries(url.searchParams), body, headers: req.headers });
    const auth = req.headers.authorization ?? '';
    const key = auth.replace(/^Bearer /, '');
    if (!/^(sk|rk)_(test|live)_/.test(key) || (this.options.secretKey && key !== this.options.secretKey)) {
      return stripeError(res, 401, 'invalid_request_error', `Invalid API Key provided: ${key.slice(0, 8)}***`);
    }
    const failure = this.failures.shift();
    if (failure) return stripeError(res, failure.status, failure.type, failure.message);

    if (req.method === 'POST' && path === '/v1/checkout/sessions') return json(res, 200, this.createSession(body));
    const one = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && one) {
      const session = this.sessions.get(one[1]!);
      return session ? json(res, 200, session) : stripeError(res, 404, 'invalid_request_error', `No such checkout.session: '${one[1]}'`, 'resource_missing');
    }
    if (req.method === 'GET' && path === '/v1/checkout/sessions') {
      const pi = url.searchParams.get('payment_intent');
      const data = [...this.sessions.values()].filter((s) => !pi || s.payment_intent === pi).reverse();
      const limit = Number(url.searchParams.get('limit') ?? 10);
      return json(res, 200, { object: 'list', data: data.slice(0, limit), has_more: data.length > limit, url: '/v1/checkout/sessions' });
    }
    const intent = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && intent) {
      const session = [...this.sessions.values()].find((s) => s.payment_intent === intent[1]);
      if (!session) return stripeError(res, 404, 'invalid_request_error', `No such payment_intent: '${intent[1]}'`, 'resource_missing');
      return json(res, 200, {
        id: session.payment_intent,
        object: 'payment_intent',
        amount: session.amount_total,
        amount_received: session.payment_status === 'paid' ? session.amount_total : 0,
        currency: session.currency,
        status: session.payment_status === 'paid' ? 'succeeded' : 'processing',
        metadata: session.metadata,
        latest_charge: `ch_${session.payment_intent!.slice(3)}`,
        livemode: false,
      });
    }
    return stripeError(res, 404, 'invalid_request_error', `Unrecognized request URL (${req.method}: ${path}).`);
  }

  private createSession(body: Record<string, unknown>): StandInSession {
    const items = (body.line_items ?? []) as { quantity?: string; price_data?: { currency?: string; unit_amount?: string } }[];
    const amount = items.reduce((sum, item) => sum + Number(item.price_data?.unit_amount ?? 0) * Number(item.quantity ?? 1), 0);
    const id = `cs_test_${randomBytes(24).toString('hex')}`;
    const session: StandInSession = {
      id,
      object: 'checkout.session',
      amount_subtotal: amount,
      amount_total: amount,
      cancel_url: (body.cancel_url as string | undefined) ?? null,
      client_reference_id: (body.client_reference_id as string | undefined) ?? null,
      created: nowSeconds(),
      currency: items[0]?.price_data?.currency ?? 'usd',
      customer: null,
      customer_details: null,
      expires_at: nowSeconds() + 24 * 60 * 60,
      livemode: false,
      metadata: (body.metadata as Record<string, string> | undefined) ?? {},
      mode: (body.mode as string | undefined) ?? 'payment',
      payment_intent: null,
      payment_method_types: ['card'],
      payment_status: 'unpaid',
      status: 'open',
      success_url: body.success_url as string,
      url: `${this.baseUrl}/pay/${id}`,
    };
    this.sessions.set(id, session);
    return session;
  }

  /** The bank clears (or refuses) a bank debit; the app hears of it by webhook, as from Stripe. */
  private async settleOverHttp(id: string, outcome: unknown, res: ServerResponse): Promise<void> {
    const session = this.sessions.get(id);
    if (!session || session.status !== 'complete' || session.payment_status === 'paid' || (outcome !== 'succeeded' && outcome !== 'failed')) {
      return stripeError(res, 400, 'invalid_request_error', `Session ${id} has no bank debit to settle as '${String(outcome)}'`);
    }
    const settled = this.settleDelayed(id, outcome === 'succeeded');
    const delivery = await this.deliver(this.event(`checkout.session.async_payment_${outcome}`, settled));
    return json(res, 200, { delivered: delivery.status });
  }

  /** Stripe's hosted page, reduced to three buttons. */
  private async hostedPage(method: string, id: string, cancel: boolean, body: Record<string, unknown>, res: ServerResponse): Promise<void> {
    const session = this.sessions.get(id);
    if (!session || session.status === 'expired') {
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><title>Checkout not found</title><h1>This checkout session has expired or does not exist.</h1>');
      return;
    }
    if (cancel) return redirect(res, session.cancel_url ?? '/');
    if (method === 'POST') {
      const paid = this.pay(id, { delayed: body.method === 'bank_debit' });
      if (this.webhookUrl) await this.deliver(this.event('checkout.session.completed', paid));
      return redirect(res, session.success_url.replace('{CHECKOUT_SESSION_ID}', id));
    }
    const price = `${(session.amount_total / 100).toFixed(2)} ${session.currency.toUpperCase()}`;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Pay ${escapeHtml(price)} (Stripe stand-in)</title></head>
<body>
<main>
<h1>Stripe stand-in checkout</h1>
<p>Amount due: <strong data-testid="amount">${escapeHtml(price)}</strong></p>
<form method="post" action="/pay/${escapeHtml(id)}">
<button type="submit" name="method" value="card">Pay</button>
<button type="submit" name="method" value="bank_debit">Pay by bank debit</button>
</form>
<p><a href="/pay/${escapeHtml(id)}/cancel">Cancel</a></p>
</main>
</body></html>`);
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
  res.end(JSON.stringify(body));
}

function stripeError(res: ServerResponse, status: number, type: string, message: string, code?: string): void {
  json(res, status, { error: { type, message, ...(code ? { code } : {}) } });
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(302, { location });
  res.end();
}
