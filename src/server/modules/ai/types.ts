import type { z } from 'zod';
import type { CreditFeature } from '../../../contracts/credits';
import type { Db } from '../../../db/client';

/**
 * What the AI features are built on (implemented by runner.ts). A call runs in this order:
 * hold the feature's credits (402 INSUFFICIENT_CREDITS when the balance does not cover them),
 * call the provider outside any database transaction with a timeout, validate the answer with
 * zod, then settle the hold on success or release it on an error, a timeout or an invalid answer,
 * and record the call in ai_calls whatever happened.
 */

/** What a call is recorded as: the paid features, plus calls nobody pays for. */
export type AiCallFeature = CreditFeature | 'recipe_expand' | 'kitchen_tool' | 'provider_test';

export interface AiJsonRequest<T> {
  /** Recorded on the call. */
  feature: AiCallFeature;
  /** The feature whose cost is held and settled; null for calls nobody pays for. */
  charge: CreditFeature | null;
  /** The member making the call (null for the site's own calls). */
  userId: string | null;
  /** Instructions to the model. User-given text never goes here: it goes in `input`. */
  system: string;
  /** The data to work on, sent as its own message and marked as data, not instructions. */
  input: string;
  /** The answer's shape; an answer that does not fit is an invalid output (credits released). */
  schema: z.ZodType<T>;
  /** A name for the JSON schema sent to the provider. */
  schemaName: string;
}

/**
 * The caller's last step before the credits are settled (store a picture, work out nutrition,
 * save a result): if it throws, the hold is released and the error reaches the caller.
 */
export type Accept<T, R> = (data: T) => Promise<R>;

/**
 * Stores the accepted result inside the transaction that settles its credits (or its own, for a
 * call nobody pays for), so a paid result exists the moment it is charged. When storing fails the
 * charge is rolled back with it and the hold released: the member is never charged for a result
 * that was not kept.
 */
export type Keep<R> = (tx: Db, result: R) => Promise<void>;

export interface AiImageRequest {
  feature: 'image_generation';
  charge: 'image_generation' | null;
  userId: string | null;
  prompt: string;
}

export interface AiResult<T> {
  data: T;
  /** Credits taken (0 for free calls) and the member's balance after (null for the site's own calls). */
  credits: number;
  balance: number | null;
}

export interface AiRunner {
  /** Whether a provider is configured now (environment, else admin settings). */
  status(): Promise<{ configured: boolean; images: boolean }>;
  /** 503 AI_NOT_CONFIGURED without a provider (nothing charged). */
  json<T, R = T>(request: AiJsonRequest<T>, accept?: Accept<T, R>, keep?: Keep<R>): Promise<AiResult<R>>;
  /** `accept` gets the picture's bytes as the provider sends them (PNG, JPEG or WebP) and stores them re-encoded. */
  image<R>(request: AiImageRequest, accept: Accept<Buffer, R>): Promise<AiResult<R>>;
}

/**
 * The provider in force: the environment's (config.ai) when set, else the admin's settings.
 * An empty imageModel means no pictures.
 */
export interface ProviderConfig {
  baseUrl: string;
  apiKey: string;
  textModel: string;
  imageModel: string;
}
