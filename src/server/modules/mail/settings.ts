import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { MAIL_PROVIDERS, type MailSettings, type MailSettingsUpdate } from '../../../contracts/mail';
import type { Db } from '../../../db/client';
import { siteSettings } from '../../../db/schema';
import type { MailEnvConfig } from '../../config';
import { AppError } from '../../errors';
import type { Audit } from '../admin/audit';
import type { SecretBox } from '../../secret-box';
import { SENDGRID_API_URL } from './sendgrid';
import { parseSmtpUrl, type MailFrom, type SmtpConfig } from './smtp';

export const MAIL_SETTING = 'mail_provider';
export type { MailEnvConfig };

/** The provider a message goes through right now. */
export type ActiveProvider =
  | { kind: 'none'; from: MailFrom }
  | { kind: 'smtp'; from: MailFrom; smtp: SmtpConfig }
  | { kind: 'sendgrid'; from: MailFrom; sendgrid: { apiKey: string; apiUrl: string } };

/** As stored in site_settings: secrets sealed by the secret box, never in plain text. */
const storedSchema = z.object({
  provider: z.enum(MAIL_PROVIDERS),
  fromAddress: z.string(),
  fromName: z.string(),
  smtp: z.object({ host: z.string(), port: z.number(), secure: z.boolean(), user: z.string(), password: z.string() }).nullable(),
  sendgrid: z.object({ apiKey: z.string() }).nullable(),
});
type Stored = z.infer<typeof storedSchema>;

const DEFAULT_FROM_NAME = 'Sprig';

/** "Sprig <hello@sprig.example>" or "hello@sprig.example". */
export function parseFrom(value: string): MailFrom {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(value);
  if (match) return { name: match[1]!.trim(), address: match[2]!.trim() };
  return { name: '', address: value.trim() };
}

/** PUBLIC_URL's host when it is a domain name; a reserved name otherwise (an IP or localhost is no sender address). */
function defaultDomain(publicUrl: string | undefined): string {
  const host = publicUrl ? new URL(publicUrl).hostname : '';
  return /^(?=.*[a-z])[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(host) ? host : 'sprig.localhost';
}

const last4 = (secret: string) => (secret.length > 4 ? secret.slice(-4) : null);

export interface MailSettingsOptions {
  db: Db;
  env: MailEnvConfig | undefined;
  box: SecretBox;
  /** PUBLIC_URL: the default from address is no-reply@ its host. */
  publicUrl?: string | undefined;
  log: { warn(obj: object, msg: string): void };
}

/** The provider in force (environment, else admin settings) and the admin's view and change of the settings. */
export function createMailSettings({ db, env, box, publicUrl, log }: MailSettingsOptions) {
  const envSmtp = env?.smtpUrl ? parseSmtpUrl(env.smtpUrl) : null;
  const envSendgrid = !envSmtp && env?.sendgridApiKey ? env.sendgridApiKey : null;
  const envFrom = env?.from ? parseFrom(env.from) : null;
  const sendgridApiUrl = env?.sendgridApiUrl ?? SENDGRID_API_URL;
  const defaultAddress = `no-reply@${defaultDomain(publicUrl)}`;

  async function stored(): Promise<Stored | null> {
    const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, MAIL_SETTING));
    const parsed = storedSchema.safeParse(row?.value);
    return parsed.success ? parsed.data : null;
  }

  /** A stored secret in plain text; null (logged) when sealed under another APP_SECRET. */
  function open(sealed: string | undefined, what: string): string | null {
    if (!sealed) return null;
    const plain = box.open(sealed);
    if (plain === null) log.warn({}, `the stored ${what} cannot be read (APP_SECRET changed?); enter it again in the admin e-mail settings`);
    return plain;
  }

  function fromOf(settings: Stored | null): MailFrom {
    if (envFrom) return envFrom;
    if (settings?.fromAddress) return { address: settings.fromAddress, name: settings.fromName };
    return { address: defaultAddress, name: DEFAULT_FROM_NAME };
  }

  function fromStored(settings: Stored | null): ActiveProvider {
    const from = fromOf(settings);
    if (settings?.provider === 'smtp' && settings.smtp) {
      const { host, port, secure, user } = settings.smtp;
      // A user without a readable password cannot sign in: treat it as not configured.
      const password = user ? open(settings.smtp.password, 'SMTP password') : '';
      if (password === null) return { kind: 'none', from };
      return { kind: 'smtp', from, smtp: { host, port, secure, user, password } };
    }
    if (settings?.provider === 'sendgrid' && settings.sendgrid) {
      const apiKey = open(settings.sendgrid.apiKey, 'SendGrid API key');
      if (!apiKey) return { kind: 'none', from };
      return { kind: 'sendgrid', from, sendgrid: { apiKey, apiUrl: sendgridApiUrl } };
    }
    return { kind: 'none', from };
  }

  return {
    source(): 'environment' | null {
      return envSmtp || envSendgrid ? 'environment' : null;
    },

    /** What the next message goes through. */
    async current(): Promise<ActiveProvider> {
      if (envSmtp) return { kind: 'smtp', from: fromOf(await stored()), smtp: envSmtp };
      if (envSendgrid) return { kind: 'sendgrid', from: fromOf(await stored()), sendgrid: { apiKey: envSendgrid, apiUrl: sendgridApiUrl } };
      return fromStored(await stored());
    },

    /** The SendGrid key to check: the environment's, else the stored one even while another provider is chosen. */
    async sendgridForCheck(): Promise<{ source: 'environment' | 'settings' | 'none'; apiKey: string | null; apiUrl: string; from: MailFrom }> {
      const settings = await stored();
      const from = fromOf(settings);
      if (env?.sendgridApiKey) return { source: 'environment', apiKey: env.sendgridApiKey, apiUrl: sendgridApiUrl, from };
      const apiKey = open(settings?.sendgrid?.apiKey, 'SendGrid API key');
      return { source: apiKey ? 'settings' : 'none', apiKey, apiUrl: sendgridApiUrl, from };
    },

    async view(): Promise<MailSettings> {
      const settings = await stored();
      const active = envSmtp ? 'smtp' : envSendgrid ? 'sendgrid' : fromStored(settings).kind;
      const password = settings?.smtp?.user ? open(settings.smtp.password, 'SMTP password') : null;
      const apiKey = open(settings?.sendgrid?.apiKey, 'SendGrid API key');
      return {
        source: envSmtp || envSendgrid ? 'environment' : active === 'none' ? 'none' : 'settings',
        active,
        environment: {
          provider: envSmtp ? 'smtp' : envSendgrid ? 'sendgrid' : 'none',
          host: envSmtp ? `${envSmtp.host}:${envSmtp.port}` : null,
          from: envFrom ? (envFrom.name ? `${envFrom.name} <${envFrom.address}>` : envFrom.address) : null,
        },
        provider: settings?.provider ?? 'none',
        fromAddress: settings?.fromAddress ?? defaultAddress,
        fromName: settings?.fromName ?? DEFAULT_FROM_NAME,
        smtp: {
          host: settings?.smtp?.host ?? '',
          port: settings?.smtp?.port ?? 587,
          secure: settings?.smtp?.secure ?? false,
          user: settings?.smtp?.user ?? '',
          password: { set: password !== null && password !== '', last4: password ? last4(password) : null },
        },
        sendgrid: { apiKey: { set: apiKey !== null, last4: apiKey ? last4(apiKey) : null } },
      };
    },

    /**
     * Only the chosen provider's settings are kept. An empty secret keeps the stored one only for
     * the same provider (and, for SMTP, the same host and port): the secret is sent there, so a new
     * destination must come with its secret (else whoever saves settings could have the stored
     * password sent to a server of theirs).
     */
    async save(input: MailSettingsUpdate, audit: Audit): Promise<MailSettings> {
      const before = await stored();
      const value: Stored = { provider: input.provider, fromAddress: input.fromAddress, fromName: input.fromName, smtp: null, sendgrid: null };
      if (input.provider === 'smtp') {
        const sameServer =
          before?.provider === 'smtp' && before.smtp !== null && before.smtp.host.toLowerCase() === input.smtpHost.toLowerCase() && before.smtp.port === input.smtpPort;
        let password = '';
        if (input.smtpPassword) password = box.seal(input.smtpPassword);
        else if (input.smtpUser && sameServer && before.smtp?.password && box.open(before.smtp.password) !== null) password = before.smtp.password;
        if (input.smtpUser && !password) {
          const message = before?.provider === 'smtp' && before.smtp?.password && !sameServer
            ? 'Enter the SMTP password again for the new server'
            : 'Enter the SMTP password for this user';
          throw AppError.field('smtpPassword', message, { said: message.toLowerCase() });
        }
        value.smtp = { host: input.smtpHost, port: input.smtpPort, secure: input.smtpSecure, user: input.smtpUser, password };
      } else if (input.provider === 'sendgrid') {
        const kept = before?.provider === 'sendgrid' && before.sendgrid && box.open(before.sendgrid.apiKey) !== null ? before.sendgrid.apiKey : null;
        const apiKey = input.sendgridApiKey ? box.seal(input.sendgridApiKey) : kept;
        if (!apiKey) {
          const message = 'Enter the SendGrid API key';
          throw AppError.field('sendgridApiKey', message, { said: message.toLowerCase() });
        }
        value.sendgrid = { apiKey };
      }
      await db.transaction(async (tx) => {
        await tx
          .insert(siteSettings)
          .values({ key: MAIL_SETTING, value })
          .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: new Date() } });
        await audit(tx);
      });
      return this.view();
    },
  };
}

export type MailSettingsStore = ReturnType<typeof createMailSettings>;
