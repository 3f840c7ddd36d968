import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OpenRouterTestPage } from '../../src/web/features/admin/openrouter-test/openrouter-test-page';
import { renderInApp } from './support/app';
import { heldAnswer, json, standInFetch, type SentRequest } from './support/fetch-stand-in';

const provider = { source: 'settings', baseUrl: 'https://openrouter.ai/api/v1', textModel: 'openai/gpt-4o-mini', imageModel: '', apiKey: { set: true, last4: 'abcd' } };

function openPage(onSend: (request: SentRequest) => Response | Promise<Response>) {
  const sent = standInFetch((request) => (request.method === 'GET' ? json(200, provider) : onSend(request)));
  const rendered = renderInApp(<OpenRouterTestPage />);
  return { ...rendered, prompt: () => screen.getByLabelText('Prompt'), sends: () => sent.filter((r) => r.method !== 'GET') };
}

describe('OpenRouterTestPage', () => {
  it('asks for a prompt, focuses it, and takes the message away on an edit', async () => {
    const { user, prompt, sends } = openPage(() => json(200, { answer: 'Hi', model: 'm', ms: 5 }));
    await user.clear(prompt());
    await user.type(prompt(), '   ');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Enter a prompt to send')).toBeTruthy();
    expect(document.activeElement).toBe(prompt());
    expect(sends()).toEqual([]);

    await user.type(prompt(), 'x');
    await waitFor(() => expect(screen.queryByText('Enter a prompt to send')).toBeNull());
  });

  it('sends the prompt as typed, disabled while waiting, and shows the answer', async () => {
    const held = heldAnswer(json(200, { answer: 'Oats with berries.', model: 'openai/gpt-4o-mini', ms: 1234 }));
    const { user, sends } = openPage(() => held.promise);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(screen.getByRole('button', { name: /Sending\.\.\./ })).toHaveProperty('disabled', true));
    expect(sends()).toEqual([{ method: 'POST', path: '/api/admin/ai/test', body: { prompt: 'Suggest one quick, healthy breakfast in one sentence.' } }]);
    held.release();
    expect((await screen.findByTestId('test-answer')).textContent).toBe('Oats with berries.');
  });
});
