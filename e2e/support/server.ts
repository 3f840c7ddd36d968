/**
 * The e2e web server: local stand-ins for the AI provider and for Stripe (API and hosted checkout
 * page) on loopback, then the site itself configured to use them, in this one process. The site
 * talks to them over real HTTP with the real clients (the openai and stripe SDKs); nothing in the
 * app knows it is under test.
 */
import { startOpenAiStandIn } from '../../tests/support/openai-stand-in';
import { StripeStandIn } from '../../tests/support/stripe-stand-in';
import { e2eAiAnswer } from './ai-answers';

/** The webhook signing secret the stand-in signs with and the site checks. */
const WEBHOOK_SECRET = 'whsec_e2e_stand_in_signing_secret';

const port = Number(process.env.PORT ?? 3100);
const ai = await startOpenAiStandIn(e2eAiAnswer);
const stripe = await new StripeStandIn({ webhookSecret: WEBHOOK_SECRET, webhookUrl: `http://127.0.0.1:${port}/api/payments/stripe/webhook` }).start();

Object.assign(process.env, {
  AI_BASE_URL: ai.baseUrl,
  AI_API_KEY: 'sk-e2e-stand-in',
  AI_TEXT_MODEL: 'stand-in/text',
  AI_IMAGE_MODEL: 'stand-in/image',
  STRIPE_SECRET_KEY: 'sk_test_e2e_stand_in',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_URL: stripe.url,
  // The stand-ins listen on loopback, which the outbound address policy refuses unless allowed.
  ALLOW_PRIVATE_NETWORKS: 'true',
});

await import('../../src/server/main');
