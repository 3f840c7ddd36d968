import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CreditPack } from '../../src/contracts/payments';
import { CreditPacksForm } from '../../src/web/features/admin/settings/components/credit-packs-form';
import { renderInApp } from './support/app';
import { heldAnswer, json, standInFetch, validationError, type SentRequest } from './support/fetch-stand-in';

const starter: CreditPack = { id: 'starter', name: 'Starter', credits: 50, priceCents: 499, currency: 'usd', active: true };
const cook: CreditPack = { id: 'cook', name: 'Cook', credits: 120, priceCents: 999, currency: 'usd', active: false };

function openForm(packs: CreditPack[], onSave: (request: SentRequest) => Response | Promise<Response>) {
  const sent = standInFetch((request) => (request.method === 'GET' ? json(200, { packs }) : onSave(request)));
  const rendered = renderInApp(<CreditPacksForm initial={packs} />);
  const row = (index: number) => within(screen.getAllByRole('listitem')[index]!);
  return { ...rendered, row, saves: () => sent.filter((r) => r.method !== 'GET') };
}

describe('CreditPacksForm', () => {
  it("checks every row with the contract's messages under its boxes, focuses the first, and sends nothing", async () => {
    const { user, row, saves } = openForm([starter, cook], () => json(200, { packs: [] }));
    await user.clear(row(1).getByLabelText('Id'));
    await user.type(row(1).getByLabelText('Id'), 'starter');
    await user.clear(row(0).getByLabelText('Price'));
    await user.type(row(0).getByLabelText('Price'), '0');
    await user.clear(row(1).getByLabelText('Credits'));
    await user.click(screen.getByRole('button', { name: 'Save Packs' }));

    expect(await row(0).findByText('Price must be more than 0 and at most 10000')).toBeTruthy();
    expect(row(1).getByText('Credits must be a number')).toBeTruthy();
    expect(row(0).getByLabelText('Price').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(row(0).getByLabelText('Price'));
    expect(saves()).toEqual([]);

    // Messages stay on an edit, until the next save.
    await user.type(row(0).getByLabelText('Price'), '.5');
    expect(row(0).getByText('Price must be more than 0 and at most 10000')).toBeTruthy();

    // Once every pack is well formed, the list's own rule: one id per pack.
    await user.type(row(1).getByLabelText('Credits'), '120');
    await user.click(screen.getByRole('button', { name: 'Save Packs' }));
    expect(await row(1).findByText('id starter is used by two packs')).toBeTruthy();
    expect(row(0).queryByText(/price must be/)).toBeNull();
    expect(saves()).toEqual([]);
  });

  it('adds, removes and saves the packs as the contract shapes them, disabled while saving', async () => {
    const held = heldAnswer(json(200, { packs: [starter] }));
    const { user, row, saves } = openForm([starter, cook], () => held.promise);
    await user.click(row(1).getByRole('button', { name: 'Remove' }));
    await user.click(screen.getByRole('button', { name: 'Add pack' }));
    await user.type(row(1).getByLabelText('Id'), ' family ');
    await user.type(row(1).getByLabelText('Name'), 'Family');
    await user.type(row(1).getByLabelText('Credits'), '500');
    await user.type(row(1).getByLabelText('Price'), '29.99');
    await user.clear(row(1).getByLabelText('Currency'));
    await user.type(row(1).getByLabelText('Currency'), 'EUR');
    await user.click(row(1).getByRole('checkbox', { name: 'Active (offered to members)' }));
    await user.click(screen.getByRole('button', { name: 'Save Packs' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Saving...' })).toHaveProperty('disabled', true));
    expect(saves()).toEqual([
      {
        method: 'PUT',
        path: '/api/admin/credits/packs',
        body: { packs: [starter, { id: 'family', name: 'Family', credits: 500, priceCents: 2999, currency: 'eur', active: false }] },
      },
    ]);
    held.release();
    expect(await screen.findByText('Credit packs saved')).toBeTruthy();
  });

  it("puts the server's field messages under the boxes of their row, and says saving failed", async () => {
    const { user, row } = openForm([starter, cook], () =>
      validationError('Invalid packs', [
        { field: 'packs.1.name', message: 'name is taken by a retired pack' },
        { field: 'packs.1.priceCents', message: 'priceCents must be at most 1000000' },
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Save Packs' }));

    expect(await row(1).findByText('name is taken by a retired pack')).toBeTruthy();
    expect(row(1).getByText('Price must be more than 0 and at most 10000')).toBeTruthy();
    expect(screen.getByText('Saving failed')).toBeTruthy();
    expect(screen.getByText('Invalid packs')).toBeTruthy();
  });

  it('says when there are no packs', () => {
    openForm([], () => json(200, { packs: [] }));
    expect(screen.getByText('No packs: members cannot buy credits.')).toBeTruthy();
  });
});
