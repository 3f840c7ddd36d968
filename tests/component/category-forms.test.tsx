import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminCategory } from '../../src/contracts/admin-categories';
import { CreateCategoryForm } from '../../src/web/features/admin/categories/create-category-form';
import { EditCategoryDialog } from '../../src/web/features/admin/categories/edit-category-dialog';
import { renderInApp } from './support/app';
import { heldAnswer, json, standInFetch } from './support/fetch-stand-in';

const soups: AdminCategory = { id: 1, name: 'Soups', description: null, sortOrder: 1, recipeCount: 0 };
const conflict = (message: string) => json(409, { message, errorCode: 'CONFLICT' });

describe('CreateCategoryForm', () => {
  it('asks for a name, focuses it and sends nothing', async () => {
    const sent = standInFetch(() => json(201, soups));
    const { user } = renderInApp(<CreateCategoryForm />);
    await user.type(screen.getByLabelText('Name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Add category' }));

    expect(await screen.findByText('Enter a name for the category')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    expect(sent).toEqual([]);
  });

  it("puts a taken name's message under the name", async () => {
    standInFetch(() => conflict("A category named 'Soups' exists"));
    const { user } = renderInApp(<CreateCategoryForm />);
    await user.type(screen.getByLabelText('Name'), 'soups');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    expect(await screen.findByText("A category named 'Soups' exists")).toBeTruthy();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
  });

  it('disables Add while sending, sends the trimmed entries, then empties the form', async () => {
    const held = heldAnswer(json(201, soups));
    const sent = standInFetch(() => held.promise);
    const { user } = renderInApp(<CreateCategoryForm />);
    await user.type(screen.getByLabelText('Name'), ' Soups ');
    await user.type(screen.getByLabelText('Description (optional)'), ' Warm bowls ');
    await user.click(screen.getByRole('button', { name: 'Add category' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Adding…' })).toHaveProperty('disabled', true));
    expect(sent[0]).toMatchObject({ method: 'POST', body: { name: 'Soups', description: 'Warm bowls' } });
    held.release();
    expect(await screen.findByText('Category added')).toBeTruthy();
    expect(screen.getByLabelText('Name')).toHaveProperty('value', '');
  });
});

describe('EditCategoryDialog', () => {
  it('asks for a name, and shows a failure that is not about a field under the form', async () => {
    standInFetch(() => json(500, { message: 'The database is busy', errorCode: 'INTERNAL_ERROR' }));
    const { user } = renderInApp(<EditCategoryDialog category={soups} categories={[soups]} onClose={vi.fn()} onMergeInto={vi.fn()} />);
    await user.clear(screen.getByLabelText('Name'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a name for the category')).toBeTruthy();

    await user.type(screen.getByLabelText('Name'), 'Stews');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'The database is busy');
  });
});
