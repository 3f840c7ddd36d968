import { z } from 'zod';
import { idParams, idText } from './ids';

/** Unsubscribing through the signed link of a newsletter or welcome e-mail. */
export const newsletterUnsubscribeBodySchema = z
  .object({
    token: z.string().trim().min(1, 'token is required').max(200).optional(),
    /** RFC 8058 one-click: a mail client POSTs `List-Unsubscribe=One-Click` with the token in the query. */
    'List-Unsubscribe': z.string().max(50).optional(),
  })
  .optional();
export const newsletterUnsubscribeQuerySchema = z.object({ token: z.string().trim().max(200).optional() });
export const newsletterUnsubscribeResultSchema = z.object({ message: z.string(), email: z.string() });
export type NewsletterUnsubscribeResult = z.infer<typeof newsletterUnsubscribeResultSchema>;

export const SUBSCRIBER_STATUSES = ['active', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

export const subscriberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  interests: z.array(z.string()),
  status: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;

export const subscriberFilterSchema = z
  .object({
    search: z.string().trim().max(200).optional(),
    status: z.enum(SUBSCRIBER_STATUSES, "status must be 'active' or 'unsubscribed'").optional(),
  })
  .strict();

export const subscriberListQuerySchema = subscriberFilterSchema
  .extend({
    cursor: idText('cursor must be a subscriber id').optional(),
    limit: z.coerce.number().int().min(1).max(100).default(25),
  })
  .strict();
export type SubscriberListQuery = z.input<typeof subscriberListQuerySchema>;

export const subscriberListSchema = z.object({
  items: z.array(subscriberSchema),
  nextCursor: z.string().nullable(),
  /** Everyone matching the search and status filter. */
  total: z.number().int(),
  counts: z.object({ active: z.number().int(), unsubscribed: z.number().int() }),
});
export type SubscriberList = z.infer<typeof subscriberListSchema>;

export const idParamSchema = idParams('id must be a positive integer');

export const CAMPAIGN_STATUSES = ['draft', 'sending', 'sent'] as const;
export const RECIPIENT_STATUSES = ['pending', 'sending', 'sent', 'failed', 'unknown'] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];

export const campaignInputSchema = z
  .object({
    subject: z.string().trim().min(1, 'Please enter a subject').max(200, 'The subject can be at most 200 characters'),
    markdown: z.string().min(1, 'Please write the newsletter').max(50_000, 'The newsletter can be at most 50,000 characters'),
  })
  .strict();
export type CampaignInput = z.infer<typeof campaignInputSchema>;

export const recipientCountsSchema = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  sending: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  unknown: z.number().int(),
});
export type RecipientCounts = z.infer<typeof recipientCountsSchema>;

export const campaignSummarySchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  /** 'sent' once every recipient was handled; `counts` says how many failed or are unknown. */
  status: z.enum(CAMPAIGN_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  counts: recipientCountsSchema,
});
export type CampaignSummary = z.infer<typeof campaignSummarySchema>;

export const campaignSchema = campaignSummarySchema.extend({ markdown: z.string() });
export type Campaign = z.infer<typeof campaignSchema>;

export const campaignListSchema = z.object({ items: z.array(campaignSummarySchema) });

export const campaignPreviewInputSchema = z
  .object({
    subject: z.string().max(200).optional(),
    markdown: z.string().max(50_000, 'The newsletter can be at most 50,000 characters'),
  })
  .strict();
export const campaignPreviewSchema = z.object({
  /** The Markdown as the e-mail shows it (raw HTML escaped). */
  bodyHtml: z.string(),
  /** The whole e-mail's HTML, unsubscribe footer included. */
  html: z.string(),
  text: z.string(),
});
export type CampaignPreview = z.infer<typeof campaignPreviewSchema>;

export const campaignTestInputSchema = z
  .object({ to: z.string().trim().toLowerCase().pipe(z.email('Please enter a valid email address').max(254)) })
  .strict();

export const campaignRecipientSchema = z.object({
  subscriptionId: z.number().int(),
  email: z.string(),
  status: z.enum(RECIPIENT_STATUSES),
  error: z.string().nullable(),
  claimedAt: z.string().nullable(),
  sentAt: z.string().nullable(),
});
export type CampaignRecipient = z.infer<typeof campaignRecipientSchema>;

export const campaignProgressSchema = z.object({
  id: z.number().int(),
  status: z.enum(CAMPAIGN_STATUSES),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  counts: recipientCountsSchema,
  /** The most recently handled recipients first, then those still waiting. */
  recipients: z.array(campaignRecipientSchema),
  /**
   * Failed, and 'unknown' (restarts interrupted their send 3 times: it may or may not have
   * arrived). POST …/retry sends them again.
   */
  problems: z.array(campaignRecipientSchema),
});
export type CampaignProgress = z.infer<typeof campaignProgressSchema>;

export const messageSchema = z.object({ message: z.string() });
