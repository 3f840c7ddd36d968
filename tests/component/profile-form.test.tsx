import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ProfileForm } from '../../src/web/features/profile/components/profile-form';
import { renderInApp } from './support/app';
import { heldAnswer, json, standInFetch, validationError } from './support/fetch-stand-in';
import { member } from './support/users';

const save = () => screen.getByRole('button', { name: /Save Changes|Saving/ });

describe('ProfileForm', () => {
  it('shows the schema messages, focuses the first bad field and sends nothing', async () => {
    const sent = standInFetch(() => json(200, member()));
    const { user } = renderInApp(<ProfileForm user={member()} onSaved={vi.fn()} />);
    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), 'a b');
    await user.type(screen.getByLabelText('Age'), '-3');
    await user.click(save());

    expect(await screen.findByText('Username may contain only letters, numbers and underscores')).toBeTruthy();
    expect(screen.getByText('Age must be positive')).toBeTruthy();
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Username'));
    expect(sent).toEqual([]);
  });

  it('checks feet and inches of an imperial height', async () => {
    standInFetch(() => json(200, member()));
    const { user } = renderInApp(<ProfileForm user={member({ measurement_unit: 'imperial' })} onSaved={vi.fn()} />);
    await user.type(screen.getByLabelText('Height, inches'), '14');
    await user.click(save());
    expect(await screen.findByText('Inches must be a whole number from 0 to 11')).toBeTruthy();
  });

  it("shows the server's field message under the field and its message in a toast", async () => {
    standInFetch(() => validationError('Username is taken', [{ field: 'username', message: 'Username is taken' }]));
    const { user } = renderInApp(<ProfileForm user={member()} onSaved={vi.fn()} />);
    await user.click(save());

    expect(await screen.findByText('Update Failed')).toBeTruthy();
    expect(screen.getAllByText('Username is taken')).toHaveLength(2);
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
  });

  it('disables Save while the request is out, then reports success', async () => {
    const saved = member({ first_name: 'Ada', age: 40 });
    const held = heldAnswer(json(200, saved));
    const sent = standInFetch(() => held.promise);
    const onSaved = vi.fn();
    const { user } = renderInApp(<ProfileForm user={member()} onSaved={onSaved} />);
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Age'), '40');
    await user.click(save());

    await waitFor(() => expect(save()).toHaveProperty('disabled', true));
    expect(save().textContent).toBe('Saving...');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'PUT', path: '/api/users/profile', body: { username: 'cook', first_name: 'Ada', age: '40', height: '', profile_visible: false } });

    held.release();
    expect(await screen.findByText('Profile Updated')).toBeTruthy();
    expect(onSaved).toHaveBeenCalledOnce();
  });
});
