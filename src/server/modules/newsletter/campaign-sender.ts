import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../mail/mailer';
import type { CampaignRepo, ClaimedRecipient } from './campaigns';
import type { NewsletterMail } from './mail';

export interface CampaignSenderOptions {
  repo: CampaignRepo;
  mailer: Mailer;
  mail: NewsletterMail;
  log: FastifyBaseLogger;
  /** Recipients claimed per round trip. */
  batchSize?: number;
  /** How often campaigns in 'sending' are looked for (resume after a restart, work left by another process). */
  intervalMs?: number;
  /**
   * A row claimed this long ago and still 'sending' belongs to a process that stopped mid-send:
   * it is sent again (see CampaignRepo.requeueInterrupted). At start, `staleOnStartMs` (0 when
   * this process is the only one on the database, as with PGlite's data-directory lock).
   */
  staleAfterMs?: number;
  staleOnStartMs?: number;
}

/**
 * Sends campaigns in batches, outside any transaction: claim pending rows (pending -> sending,
 * conditional UPDATE … RETURNING), send each mail, mark it sent or failed. A row is never handed
 * to the mailer unless this sender claimed it. Delivery is at least once: a crash can leave rows
 * 'sending' (handed to the provider or still queued for one of its connections), and the next pass
 * sends them again with the same idempotency key, so the receiver can drop a copy.
 */
export class CampaignSender {
  private readonly repo: CampaignRepo;
  private readonly mailer: Mailer;
  private readonly mail: NewsletterMail;
  private readonly log: FastifyBaseLogger;
  private readonly batchSize: number;
  private readonly intervalMs: number;
  private readonly staleAfterMs: number;
  private readonly staleOnStartMs: number;
  private timer: ReturnType<typeof setInterval> | undefined;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;
  private firstSweep = true;

  constructor(options: CampaignSenderOptions) {
    this.repo = options.repo;
    this.mailer = options.mailer;
    this.mail = options.mail;
    this.log = options.log;
    this.batchSize = options.batchSize ?? 20;
    this.intervalMs = options.intervalMs ?? 30_000;
    this.staleAfterMs = options.staleAfterMs ?? 10 * 60_000;
    this.staleOnStartMs = options.staleOnStartMs ?? this.staleAfterMs;
  }

  /** Resumes interrupted campaigns now and looks again every intervalMs. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.firstSweep = true;
    this.timer = setInterval(() => this.kick(), this.intervalMs);
    this.timer.unref();
    this.kick();
  }

  /**
   * Stops taking new recipients and drains: resolves when the batch in flight has been sent and
   * recorded, or after `waitMs` when a send hangs (the row it holds stays 'sending' and is sent
   * again after a restart).
   */
  async stop(waitMs = 10_000): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.timer = undefined;
    const running = this.running;
    if (!running) return;
    let timeout: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([running, new Promise<void>((resolve) => (timeout = setTimeout(resolve, waitMs)))]);
    clearTimeout(timeout);
  }

  /** Asks for a pass over the campaigns being sent (after an admin starts one). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.loop()
      .catch((err: unknown) => this.log.error({ err }, 'newsletter campaign sender failed; retrying on the next pass'))
      .finally(() => {
        this.running = null;
        if (this.again && !this.stopped) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Resolves once no pass is running (tests). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async loop(): Promise<void> {
    const stale = this.firstSweep ? this.staleOnStartMs : this.staleAfterMs;
    this.firstSweep = false;
    const interrupted = await this.repo.requeueInterrupted(stale);
    if (interrupted.requeued > 0) this.log.warn({ requeued: interrupted.requeued }, 'newsletter recipients interrupted mid-send: sending them again');
    if (interrupted.unknown > 0) this.log.warn({ unknown: interrupted.unknown }, 'newsletter recipients interrupted too often marked unknown (the admin can retry them)');
    for (const campaignId of await this.repo.sendingIds()) {
      if (this.stopped) return;
      await this.sendCampaign(campaignId);
    }
  }

  private async sendCampaign(campaignId: number): Promise<void> {
    const campaign = await this.repo.getRow(campaignId);
    for (;;) {
      if (this.stopped) return;
      const batch = await this.repo.claim(campaignId, this.batchSize);
      if (batch.length === 0) break;
      const active = await this.repo.stillActive(batch.map((b) => b.subscriptionId));
      await Promise.all(batch.map((recipient) => this.sendOne(campaignId, campaign, recipient, active.has(recipient.subscriptionId))));
    }
    if (await this.repo.finishIfDone(campaignId)) this.log.info({ campaignId }, 'newsletter campaign sent');
  }

  private async sendOne(
    campaignId: number,
    campaign: { subject: string; markdown: string },
    recipient: ClaimedRecipient,
    active: boolean,
  ): Promise<void> {
    if (!active) {
      await this.repo.markOutcome(campaignId, recipient.subscriptionId, { sent: false, error: 'Unsubscribed before this mail was sent' });
      return;
    }
    let outcome: { sent: true } | { sent: false; error: string };
    try {
      const idempotencyKey = this.mail.idempotencyKey(campaignId, recipient.subscriptionId);
      await this.mailer.send({ ...(await this.mail.campaign(campaign, recipient)), campaignId, idempotencyKey });
      outcome = { sent: true };
    } catch (err) {
      this.log.warn({ err, campaignId, to: recipient.email }, 'newsletter mail failed');
      outcome = { sent: false, error: err instanceof Error ? err.message : String(err) };
    }
    await this.repo.markOutcome(campaignId, recipient.subscriptionId, outcome);
  }
}
