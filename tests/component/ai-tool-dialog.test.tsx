import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { KitchenTool } from '../../src/contracts/kitchen-tools';
import { AiToolDialog } from '../../src/web/features/admin/kitchen-tools/ai-tool-dialog';
import { renderInApp } from './support/app';
import { heldAnswer, json, standInFetch, validationError, type SentRequest } from './support/fetch-stand-in';

const skillet = {
  id: 3,
  toolName: 'Cast Iron Skillet',
  category: 'Dinner',
  priority: 1,
  purpose: 'Sears and bakes.',
  recommendedProduct: 'Lodge 10.25 inch skillet',
  amazonLink: 'https://www.amazon.com/dp/B00006JSUA',
} as KitchenTool;
const press = { ...skillet, id: 9, toolName: 'Tortilla Press', category: 'General', recommendedProduct: 'Cast aluminium press' } as KitchenTool;

function openDialog(answer: (request: SentRequest) => Response | Promise<Response>) {
  const sent = standInFetch(answer);
  const onShow = vi.fn();
  const rendered = renderInApp(<AiToolDialog open tools={[skillet]} onClose={() => undefined} onShow={onShow} />);
  return { ...rendered, sent, onShow, name: () => screen.getByRole('textbox', { name: 'Tool name' }), create: () => screen.getByRole('button', { name: 'Create with AI' }) };
}

describe('AiToolDialog', () => {
  it("checks the name with the shared contract's message, focuses it, and asks nothing", async () => {
    const { user, sent, name, create } = openDialog(() => json(201, { created: true, tool: press }));
    await user.type(name(), 'K');
    await user.click(create());

    expect(await screen.findByText('Tool name must be at least 2 characters')).toBeTruthy();
    expect(name().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name());
    expect(sent).toEqual([]);
  });

  it('shows the catalogue tool for a close name without asking the AI, until the name changes', async () => {
    const { user, sent, onShow, name, create } = openDialog(() => json(201, { created: true, tool: press }));
    await user.type(name(), 'cast-iron skilet');
    await user.click(create());

    expect(await screen.findByTestId('existing-tool-match')).toBeTruthy();
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Show it in the table' }));
    expect(onShow).toHaveBeenCalledWith(skillet, 'Existing match');

    await user.type(name(), 's');
    expect(screen.queryByTestId('existing-tool-match')).toBeNull();
  });

  it('asks the AI with the name and category, disabled while it writes, and hands the new tool on', async () => {
    const held = heldAnswer(json(201, { created: true, tool: press }));
    const { user, sent, onShow, name, create } = openDialog(() => held.promise);
    await user.type(name(), 'Tortilla press');
    await user.click(create());

    await waitFor(() => expect(screen.getByRole('button', { name: 'Creating…' })).toHaveProperty('disabled', true));
    expect(name()).toHaveProperty('disabled', true);
    expect(sent).toEqual([{ method: 'POST', path: '/api/admin/kitchen-tools/create-with-ai', body: { toolName: 'Tortilla press', category: 'General' } }]);
    held.release();
    await waitFor(() => expect(onShow).toHaveBeenCalledWith(press, 'Created with AI'));
  });

  it("puts the server's message about the name under it, and any other failure below the form", async () => {
    const answers = [
      validationError('Invalid tool', [{ field: 'toolName', message: 'Tool name must not be a brand name' }]),
      json(502, { message: 'The AI service failed to answer. Nothing was charged. Please try again in a moment.', errorCode: 'AI_FAILED' }),
    ];
    const { user, name, create } = openDialog(() => answers.shift()!);
    await user.type(name(), 'Lodge');
    await user.click(create());
    expect(await screen.findByText('Tool name must not be a brand name')).toBeTruthy();
    expect(name().getAttribute('aria-invalid')).toBe('true');

    await user.type(name(), ' press');
    await user.click(create());
    expect(await screen.findByText('The AI service failed to answer. Nothing was charged. Please try again in a moment.')).toBeTruthy();
    expect(screen.queryByText('Tool name must not be a brand name')).toBeNull();
  });
});
