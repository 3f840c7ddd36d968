import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NewsletterSignupForm } from '../../src/web/features/newsletter/components/newsletter-signup-form';
import { renderInApp } from './support/app';
import { heldAnswer, json, standInFetch, validationError } from './support/fetch-stand-in';

const subscribe = () => screen.getByRole('button', { name: /Subscribe|Subscribing/ });

describe('NewsletterSignupForm', () => {
  it('shows the schema messages, focuses the first bad field and sends nothing', async () => {
    const sent = standInFetch(() => json(201, { message: 'ok', alreadySubscribed: false }));
    const { user } = renderInApp(<NewsletterSignupForm siteName="Sprig" />);
    await user.type(screen.getByLabelText('Email address'), 'not-an-email');
    await user.click(screen.getByRole('checkbox', { name: /I agree to receive/ }));
    await user.click(subscribe());

    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByLabelText('Email address').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Email address'));
    expect(sent).toEqual([]);

    // After the first submit the messages follow the fields as they change.
    await user.clear(screen.getByLabelText('Email address'));
    await user.type(screen.getByLabelText('Email address'), 'cook@example.com');
    await waitFor(() => expect(screen.queryByText('Please enter a valid email address')).toBeNull());
    expect(await screen.findByText('You must agree to receive our newsletter')).toBeTruthy();
  });

  it("shows the server's field message under the field and its message in a toast", async () => {
    standInFetch(() => validationError('Address refused', [{ field: 'email', message: 'is invalid' }]));
    const { user } = renderInApp(<NewsletterSignupForm siteName="Sprig" />);
    await user.type(screen.getByLabelText('Email address'), 'cook@example.com');
    await user.click(subscribe());

    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(await screen.findByText('Subscription failed')).toBeTruthy();
    expect(screen.getByText('Address refused')).toBeTruthy();
    expect(screen.getByLabelText('Email address').getAttribute('aria-invalid')).toBe('true');
  });

  it('disables Subscribe while the request is out, then thanks the visitor', async () => {
    const held = heldAnswer(json(201, { message: 'ok', alreadySubscribed: false }));
    const sent = standInFetch(() => held.promise);
    const { user } = renderInApp(<NewsletterSignupForm siteName="Sprig" />);
    await user.type(screen.getByLabelText('Email address'), ' Cook@Example.com ');
    await user.type(screen.getByLabelText(/First name/), 'Ada');
    await user.click(subscribe());

    await waitFor(() => expect(subscribe()).toHaveProperty('disabled', true));
    expect(subscribe().textContent).toBe('Subscribing...');
    expect(sent.map((r) => r.body)).toEqual([{ email: 'cook@example.com', firstName: 'Ada', consent: true }]);

    held.release();
    expect(await screen.findByRole('heading', { name: 'Thank you for subscribing!' })).toBeTruthy();
  });
});
