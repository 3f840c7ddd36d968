import OpenAI from 'openai';
import { describe, expect, it } from 'vitest';
import { classify, imageApiFor, isPicture, ProviderFailure } from './provider';

describe('imageApiFor', () => {
  it('uses chat with the image modality on OpenRouter and the images endpoint elsewhere', () => {
    expect(imageApiFor('https://openrouter.ai/api/v1')).toBe('chat');
    expect(imageApiFor('https://api.openai.com/v1')).toBe('images');
    expect(imageApiFor('http://127.0.0.1:11434/v1')).toBe('images');
  });
});

describe('isPicture', () => {
  it('accepts PNG, JPEG and WebP signatures only', () => {
    expect(isPicture(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(true);
    expect(isPicture(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    expect(isPicture(Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1'))).toBe(true);
    expect(isPicture(Buffer.from('<svg></svg>'))).toBe(false);
  });
});

describe('classify', () => {
  const idle = new AbortController().signal;
  it('calls an aborted call a timeout, whatever was thrown', async () => {
    const controller = new AbortController();
    controller.abort();
    expect((await classify(new Error('boom'), controller.signal)).kind).toBe('timeout');
    expect((await classify(new OpenAI.APIConnectionTimeoutError(), idle)).kind).toBe('timeout');
  });

  it('keeps the status and a short first line of a provider error', async () => {
    const error = OpenAI.APIError.generate(429, { message: 'slow down\nsecret details' }, undefined, new Headers());
    const failure = await classify(error, idle);
    expect(failure).toMatchObject({ kind: 'error', status: 429 });
    expect(failure.message).not.toContain('secret details');
  });

  it('passes its own failures through', async () => {
    const own = new ProviderFailure('invalid_output', 'no picture');
    expect(await classify(own, idle)).toBe(own);
  });
});
