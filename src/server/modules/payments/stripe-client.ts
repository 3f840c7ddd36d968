import type Stripe from 'stripe';
import type { Outbound } from '../../net/outbound';
import type { StripeKeys } from './settings';

const TIMEOUT_MS = 20_000;
type StripeOptions = NonNullable<ConstructorParameters<typeof Stripe>[1]>;

/** The Stripe SDK's options for a custom API address (the tests' stand-in), else Stripe's own. */
function addressOf(apiUrl: string | undefined): Pick<StripeOptions, 'host' | 'port' | 'protocol'> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/**
 * One SDK client per key and address: the admin may change keys at any time, so the client is
 * looked up per call rather than built once at start. Its sockets come from `outbound`, so the
 * address policy judges the API address at every connection. The SDK itself is loaded with the
 * first client, not at start (ADR 0016).
 */
export function createStripeClients(outbound: Outbound) {
  const clients = new Map<string, Stripe>();
  return async (keys: StripeKeys): Promise<Stripe> => {
    const id = `${keys.apiUrl ?? ''} ${keys.secretKey}`;
    let client = clients.get(id);
    if (!client) {
      const { default: Stripe } = await import('stripe');
      // Retries reuse the SDK's idempotency key, so a retried create cannot make two sessions.
      const address = addressOf(keys.apiUrl);
      client = new Stripe(keys.secretKey, {
        ...address,
        httpAgent: outbound.agent(address.protocol === 'http' ? 'http' : 'https'),
        timeout: TIMEOUT_MS,
        maxNetworkRetries: 2,
      });
      if (clients.size > 8) clients.clear();
      clients.set(id, client);
    }
    return client;
  };
}

export type StripeClients = ReturnType<typeof createStripeClients>;
