import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server (the `smtp-server` package) on 127.0.0.1 at a random port that accepts every
 * message and keeps it, parsed, for the test to read. No TLS (STARTTLS is not offered, so clients
 * send in plain text on loopback); AUTH PLAIN/LOGIN is accepted with any credentials, which are
 * recorded so a test can check what the client sent. Used by the e-mail and newsletter tests and by
 * the end-to-end specs (the app under test runs on the same machine).
 */

export interface CaughtMessage {
  /** Envelope sender (MAIL FROM). */
  envelopeFrom: string;
  /** Envelope recipients (RCPT TO). */
  envelopeTo: string[];
  /** The From header, decoded (e.g. `"Sprig" <mail@sprig.example>`). */
  from: string;
  /** The To header, decoded. */
  to: string;
  subject: string;
  /** The text/plain part, decoded ('' when none). */
  text: string;
  /** The text/html part, decoded; undefined when none. */
  html: string | undefined;
  /** Top-level headers, lower-cased names, decoded values (the last one wins for repeated names). */
  headers: Record<string, string>;
  /** The raw message as received. */
  raw: string;
  /** The user name the client authenticated with, if it did. */
  authUser: string | undefined;
  authPassword: string | undefined;
}

export interface SmtpCatcher {
  host: string;
  port: number;
  /**
   * Milliseconds the server waits, after it has kept a message, before it acknowledges it (a slow
   * provider). A client that gives up meanwhile does not know the message arrived. Changeable at any time.
   */
  ackDelayMs: number;
  /** Recipients refused at RCPT TO with a permanent 550 (lower-case addresses). Changeable at any time. */
  refuse: Set<string>;
  /** Every message received, oldest first. */
  messages: CaughtMessage[];
  /** Resolves with the messages once at least n have arrived; rejects after ms (default 5000). */
  waitFor(n: number, ms?: number): Promise<CaughtMessage[]>;
  close(): Promise<void>;
}

export async function startSmtpCatcher(options: { requireAuth?: { user: string; pass: string } } = {}): Promise<SmtpCatcher> {
  const messages: CaughtMessage[] = [];
  const waiters = new Set<() => void>();
  const refuse = new Set<string>();
  let ackDelayMs = 0;
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: !options.requireAuth,
    allowInsecureAuth: true,
    logger: false,
    banner: 'sprig test catcher',
    size: 10 * 1024 * 1024,
    // close() ends connections a pooled client keeps open after this long, instead of 30 s.
    closeTimeout: 100,
    onAuth(auth, _session, callback) {
      const required = options.requireAuth;
      if (required && (auth.username !== required.user || auth.password !== required.pass)) {
        callback(new Error('Invalid username or password'));
        return;
      }
      callback(null, { user: { username: auth.username, password: auth.password } });
    },
    onRcptTo(address, _session, callback) {
      if (refuse.has(address.address.toLowerCase())) {
        callback(Object.assign(new Error(`Mailbox ${address.address} unavailable`), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const user = session.user as { username?: string; password?: string } | undefined;
        try {
          const parsed = parseMessage(raw);
          messages.push({
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            envelopeTo: session.envelope.rcptTo.map((r) => r.address),
            ...parsed,
            raw,
            authUser: user?.username,
            authPassword: user?.password,
          });
        } catch (err) {
          callback(err as Error);
          return;
        }
        for (const wake of [...waiters]) wake();
        if (ackDelayMs > 0) setTimeout(() => callback(), ackDelayMs);
        else callback();
      });
    },
  });
  server.on('error', () => {
    // A client dropping its connection is not the test's concern.
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    host: '127.0.0.1',
    port,
    get ackDelayMs() {
      return ackDelayMs;
    },
    set ackDelayMs(ms: number) {
      ackDelayMs = ms;
    },
    refuse,
    messages,
    waitFor(n, ms = 5000) {
      if (messages.length >= n) return Promise.resolve(messages);
      return new Promise((resolve, reject) => {
        const check = () => {
          if (messages.length < n) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(messages);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`SMTP catcher: expected ${n} message(s) within ${ms} ms, got ${messages.length}`));
        }, ms);
        waiters.add(check);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// ---- a minimal MIME reader: enough for what nodemailer writes (multipart, quoted-printable, base64, encoded words)

interface Part {
  headers: Record<string, string>;
  body: string;
}

function splitHeaders(raw: string): Part {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? '' : normalized.slice(end + 2);
  const headers: Record<string, string> = {};
  // Unfold continuation lines, then split name: value.
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function param(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  const match = new RegExp(`${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(header);
  return match ? (match[1] ?? match[2]) : undefined;
}

function decodeQuotedPrintable(text: string): Buffer {
  const soft = text.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const ch = soft[i]!;
    const hex = soft.slice(i + 1, i + 3);
    if (ch === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      for (const b of Buffer.from(ch, 'utf8')) bytes.push(b);
    }
  }
  return Buffer.from(bytes);
}

function decodeBody(part: Part): string {
  const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const charset = (param(part.headers['content-type'], 'charset') ?? 'utf-8').toLowerCase();
  let bytes: Buffer;
  if (encoding === 'base64') bytes = Buffer.from(part.body.replace(/\s+/g, ''), 'base64');
  else if (encoding === 'quoted-printable') bytes = decodeQuotedPrintable(part.body);
  else bytes = Buffer.from(part.body, 'utf8');
  const text = charset === 'utf-8' || charset === 'utf8' ? bytes.toString('utf8') : bytes.toString('latin1');
  // Drop the line break that ends the part before its boundary.
  return text.replace(/\n$/, '');
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=). */
export function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')).toString('utf8'),
    );
}

function leafParts(part: Part): Part[] {
  const type = part.headers['content-type'] ?? 'text/plain';
  if (!/^multipart\//i.test(type)) return [part];
  const boundary = param(type, 'boundary');
  if (!boundary) return [];
  const pieces = part.body.split(`--${boundary}`);
  // pieces[0] is the preamble; the piece starting with '--' is the epilogue.
  return pieces
    .slice(1)
    .filter((piece) => !piece.startsWith('--'))
    .flatMap((piece) => leafParts(splitHeaders(piece.replace(/^\n/, ''))));
}

function parseMessage(raw: string) {
  const top = splitHeaders(raw);
  const headers = Object.fromEntries(Object.entries(top.headers).map(([k, v]) => [k, decodeWords(v)]));
  let text = '';
  let html: string | undefined;
  for (const part of leafParts(top)) {
    const type = (part.headers['content-type'] ?? 'text/plain').toLowerCase();
    if (/attachment/i.test(part.headers['content-disposition'] ?? '')) continue;
    if (type.startsWith('text/plain') && !text) text = decodeBody(part);
    else if (type.startsWith('text/html') && html === undefined) html = decodeBody(part);
  }
  return { from: headers.from ?? '', to: headers.to ?? '', subject: headers.subject ?? '', text, html, headers };
}
