import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post). */
  headers?: Record<string, string>;
  /** What the message is, for the outbox: 'password_reset', 'newsletter_welcome', 'campaign', 'test'... */
  category?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Until e-mail delivery and the outbox arrive (admin issue), messages are written to the server log
 * at info level, where the operator can read a reset link and pass it on.
 */
export function createLogMailer(log: FastifyBaseLogger): Mailer {
  return {
    async send(message) {
      log.info({ mail: message }, `mail to ${message.to}: ${message.subject}`);
    },
  };
}
