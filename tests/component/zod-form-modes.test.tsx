import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { useZodForm, type OnEdit } from '../../src/web/lib/zod-form';

const schema = z.object({ name: z.string().min(3, 'At least 3 letters') });

/** The smallest form on the kit: one field, its message and a submit button. */
function NameForm({ onEdit }: { onEdit: OnEdit }) {
  const form = useZodForm(schema, { defaultValues: { name: '' }, onEdit });
  const message = form.formState.errors.name?.message;
  return (
    <form noValidate onSubmit={form.handleSubmit(() => undefined)}>
      <label htmlFor="name">Name</label>
      <input id="name" {...form.register('name')} />
      {message ? <p role="alert">{message}</p> : null}
      <button type="submit">Save</button>
    </form>
  );
}

async function submitEmptyThenType(onEdit: OnEdit, typed: string) {
  const user = userEvent.setup();
  render(<NameForm onEdit={onEdit} />);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toBeTruthy();
  expect(document.activeElement).toBe(screen.getByLabelText('Name'));
  await user.type(screen.getByLabelText('Name'), typed);
  return user;
}

describe('useZodForm edit modes', () => {
  it("'keep' leaves the message until the next submit", async () => {
    const user = await submitEmptyThenType('keep', 'Ann');
    expect(screen.getByRole('alert').textContent).toBe('At least 3 letters');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("'clear' takes the message away on the first edit, even while still too short", async () => {
    await submitEmptyThenType('clear', 'A');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("'recheck' follows every edit after the first submit", async () => {
    const user = await submitEmptyThenType('recheck', 'A');
    expect(screen.getByRole('alert').textContent).toBe('At least 3 letters');
    await user.type(screen.getByLabelText('Name'), 'nn');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(screen.getByLabelText('Name'), '{Backspace}{Backspace}');
    expect((await screen.findByRole('alert')).textContent).toBe('At least 3 letters');
  });
});
