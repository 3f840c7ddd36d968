import { createHmac } from 'node:crypto';
import type { MailMessage } from '../mail/mailer';
import type { RenderedMail } from './render';
import { signUnsubscribeToken, unsubscribeLinks } from './unsubscribe';

/** The Markdown renderer is loaded with the first newsletter mail, not at every start (issue 17's cold start). */
const render = () => import('./render');

export interface NewsletterMailOptions {
  appSecret: string;
  /** The site's public origin (https://sprig.example), for the links in mails. */
  origin: () => string;
  siteName: () => Promise<string>;
}

/** Composes every newsletter e-mail: each carries its subscriber's signed unsubscribe link and headers. */
export function createNewsletterMail({ appSecret, origin, siteName }: NewsletterMailOptions) {
  function links(subscription: { id: number; email: string }) {
    return unsubscribeLinks(origin(), signUnsubscribeToken(appSecret, subscription));
  }

  return {
    links,

    /**
     * The idempotency key of a campaign's mail to one subscriber: the same on every try, and
     * signed with the app secret so two sites never share one (it becomes the SMTP Message-ID).
     */
    idempotencyKey(campaignId: number, subscriptionId: number): string {
      const tag = createHmac('sha256', appSecret).update(`campaign:${campaignId}:${subscriptionId}`).digest('hex').slice(0, 16);
      return `sprig-campaign-${campaignId}-${subscriptionId}-${tag}`;
    },

    async welcome(subscription: { id: number; email: string }): Promise<MailMessage> {
      const [name, { renderNewsletterMail, listUnsubscribeHeaders }] = await Promise.all([siteName(), render()]);
      const link = links(subscription);
      const markdown = [
        `# Welcome to the ${name} newsletter!`,
        '',
        'Thank you for subscribing. You will hear from us about new recipes, cooking tips and nutrition news.',
        '',
        `[Browse the latest recipes](${origin()}/recipes)`,
      ].join('\n');
      const mail = renderNewsletterMail({ subject: `Welcome to the ${name} newsletter`, markdown, siteName: name, unsubscribeUrl: link.page });
      return {
        to: subscription.email,
        subject: `Welcome to the ${name} newsletter`,
        text: mail.text,
        html: mail.html,
        headers: listUnsubscribeHeaders(link.oneClick),
        category: 'newsletter_welcome',
      };
    },

    async campaign(campaign: { subject: string; markdown: string }, recipient: { subscriptionId: number; email: string }): Promise<MailMessage> {
      const [name, { renderNewsletterMail, listUnsubscribeHeaders }] = await Promise.all([siteName(), render()]);
      const link = links({ id: recipient.subscriptionId, email: recipient.email });
      const mail = renderNewsletterMail({ subject: campaign.subject, markdown: campaign.markdown, siteName: name, unsubscribeUrl: link.page });
      return {
        to: recipient.email,
        subject: campaign.subject,
        text: mail.text,
        html: mail.html,
        headers: listUnsubscribeHeaders(link.oneClick),
        category: 'campaign',
      };
    },

    /** What the admin sees before sending; the unsubscribe link is a sample. */
    async preview(campaign: { subject: string; markdown: string }): Promise<RenderedMail> {
      const [name, { renderNewsletterMail }] = await Promise.all([siteName(), render()]);
      return renderNewsletterMail({
        subject: campaign.subject,
        markdown: campaign.markdown,
        siteName: name,
        unsubscribeUrl: `${origin()}/newsletter/unsubscribe?token=preview`,
      });
    },
  };
}

export type NewsletterMail = ReturnType<typeof createNewsletterMail>;
