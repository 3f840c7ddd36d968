import type { Transporter } from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import type { Socket } from 'node:net';
import type { Outbound } from '../../net/outbound';
import type { MailMessage } from './mailer';

export interface SmtpConfig {
  host: string;
  port: number;
  /** TLS from the first byte (465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  user: string;
  password: string;
}

export interface MailFrom {
  address: string;
  name: string;
}

const CONNECT_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 30_000;

/**
 * Parses SMTP_URL: smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465
 * (TLS). User and password are percent-decoded; the port defaults to 587 / 465.
 */
export function parseSmtpUrl(value: string): SmtpConfig {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('SMTP_URL must look like smtp://user:password@smtp.example.com:587');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new Error('SMTP_URL must start with smtp:// or smtps://');
  if (!url.hostname) throw new Error('SMTP_URL must name a host');
  const secure = url.protocol === 'smtps:';
  return {
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
  };
}

/** A Message-ID stable across tries of one message: receiving systems de-duplicate on it. */
export function messageIdFor(idempotencyKey: string, fromAddress: string): string {
  const domain = fromAddress.split('@').pop() || 'localhost';
  return `<${idempotencyKey}@${domain}>`;
}

export interface SmtpTransport {
  send(message: MailMessage, from: MailFrom): Promise<void>;
  close(): void;
}

/**
 * One pooled nodemailer transport for one server; callers keep it while the settings stay the same.
 * Its sockets come from `outbound`, so the address policy judges the host at every connection
 * (TLS, from the first byte or by STARTTLS, then runs over that socket with the host's name).
 * nodemailer is loaded with the first message, not at start (ADR 0016).
 */
export function createSmtpTransport(config: SmtpConfig, outbound: Outbound): SmtpTransport {
  const options: SMTPPool.Options = {
    getSocket(_options: unknown, callback: (err: Error | null, socket?: { connection: Socket }) => void) {
      outbound.connect(config.host, config.port, CONNECT_TIMEOUT_MS).then(
        (connection) => callback(null, { connection }),
        (err: Error) => callback(err),
      );
    },
    host: config.host,
    port: config.port,
    secure: config.secure,
    auth: config.user ? { user: config.user, pass: config.password } : undefined,
    pool: true,
    maxConnections: 3,
    connectionTimeout: CONNECT_TIMEOUT_MS,
    greetingTimeout: CONNECT_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
  };
  let opened: Promise<Transporter> | undefined;
  const open = () => (opened ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(options)));
  return {
    async send(message, from) {
      const transporter = await open();
      await transporter.sendMail({
        from: from.name ? { name: from.name, address: from.address } : from.address,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.headers ? { headers: message.headers } : {}),
        ...(message.idempotencyKey ? { messageId: messageIdFor(message.idempotencyKey, from.address) } : {}),
      });
    },
    close() {
      void opened?.then((transporter) => transporter.close());
    },
  };
}
