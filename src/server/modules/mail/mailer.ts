export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post). */
  headers?: Record<string, string>;
  /** What the message is, for the outbox: 'password_reset', 'newsletter_welcome', 'campaign', 'test'... */
  category?: string;
  /** The newsletter campaign the message belongs to (recorded in the outbox). */
  campaignId?: number;
  /**
   * The same for every try of one message (a campaign's mail to one subscriber), so a receiver or
   * provider can drop a copy sent again after an interrupted try: SMTP sends it as the Message-ID
   * (`<key@from-domain>`), SendGrid as the custom arg `idempotency_key` and the header
   * `X-Idempotency-Key`. Letters, digits, '.', '_' and '-' only.
   */
  idempotencyKey?: string;
  /**
   * Text meant for the recipient alone (a password reset token). When the message went to a
   * provider (delivered or failed), the outbox copy shows it as REDACTED, so reading the outbox
   * never hands an admin a way into someone's account. With no provider the outbox is where the
   * message is read, so it stays.
   */
  secrets?: string[];
}

/**
 * What everything sends e-mail through. The app's mailer (outbox.ts) delivers with the configured
 * provider and records every message in mail_outbox; with no provider the message is stored there
 * only (no error). When the provider fails, the row is marked 'failed' and send() throws a
 * MailDeliveryError.
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** The provider refused or could not be reached; the message is in the outbox as 'failed'. */
export class MailDeliveryError extends Error {
  constructor(
    readonly provider: 'smtp' | 'sendgrid' | 'custom',
    message: string,
    readonly outboxId: number | null,
  ) {
    super(message);
    this.name = 'MailDeliveryError';
  }
}
