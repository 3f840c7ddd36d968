import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { KitchenTool } from '../../src/contracts/kitchen-tools';
import { ToolFormDialog } from '../../src/web/features/admin/kitchen-tools/tool-form-dialog';
import { renderInApp } from './support/app';
import { heldAnswer, json, standInFetch } from './support/fetch-stand-in';

const stripper = {
  id: 7,
  toolName: 'Herb Stripper',
  category: 'Dinner',
  priority: 1,
  purpose: 'Pulls leaves off stems.',
  recommendedProduct: 'Steel herb stripper',
  amazonLink: 'https://www.amazon.com/dp/B0HERBS',
} as KitchenTool;

function openDialog(tool: KitchenTool | null, answer: () => Response | Promise<Response>) {
  const sent = standInFetch(answer);
  const onSaved = vi.fn();
  const rendered = renderInApp(<ToolFormDialog open tool={tool} onClose={() => undefined} onSaved={onSaved} />);
  return { ...rendered, sent, onSaved, field: (name: string) => screen.getByRole('textbox', { name }) };
}

describe('ToolFormDialog', () => {
  it("checks the tool with the shared contract's messages, focuses the first, and sends nothing", async () => {
    const { user, sent, field } = openDialog(null, () => json(201, stripper));
    await user.type(field('Tool name'), 'K');
    await user.type(field('Affiliate link'), 'http://example.com/herbs');
    await user.click(screen.getByRole('button', { name: 'Add tool' }));

    expect(await screen.findByText('Tool name must be at least 2 characters')).toBeTruthy();
    expect(screen.getByText('Purpose is required')).toBeTruthy();
    expect(screen.getByText('Recommended product is required')).toBeTruthy();
    expect(screen.getByText(/Affiliate link must be an https:\/\/ address/)).toBeTruthy();
    expect(document.activeElement).toBe(field('Tool name'));
    expect(sent).toEqual([]);
  });

  it("puts a taken name's 409 under the name, and another failure below the form", async () => {
    let answer = json(409, { message: 'A tool with this name already exists', errorCode: 'CONFLICT' });
    const { user } = openDialog(stripper, () => answer);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('A tool with this name already exists')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Tool name' }).getAttribute('aria-invalid')).toBe('true');

    answer = json(404, { message: 'Kitchen tool not found', errorCode: 'NOT_FOUND' });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Kitchen tool not found');
    expect(screen.queryByText('A tool with this name already exists')).toBeNull();
  });

  it('disables the button while saving, sends the tool, then confirms', async () => {
    const held = heldAnswer(json(200, stripper));
    const { user, sent, onSaved, field } = openDialog(stripper, () => held.promise);
    await user.clear(field('Affiliate link'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Saving…' })).toHaveProperty('disabled', true));
    expect(sent[0]).toMatchObject({
      method: 'PUT',
      path: '/api/admin/kitchen-tools/7',
      body: { toolName: 'Herb Stripper', category: 'Dinner', priority: 1, purpose: 'Pulls leaves off stems.', recommendedProduct: 'Steel herb stripper', amazonLink: '' },
    });
    held.release();
    expect(await screen.findByText('Tool saved')).toBeTruthy();
    expect(onSaved).toHaveBeenCalledWith(stripper);
  });
});
