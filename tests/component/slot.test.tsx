import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../../src/web/components/ui/button';

describe('Button asChild (ui/slot)', () => {
  it('renders the child element with the button look, both click handlers (the child first) and both refs', async () => {
    const calls: string[] = [];
    const buttonRef = createRef<HTMLButtonElement>();
    const linkRef = createRef<HTMLAnchorElement>();
    render(
      <Button asChild variant="outline" ref={buttonRef} onClick={() => calls.push('button')} aria-describedby="hint">
        <a href="#top" ref={linkRef} className="w-full" style={{ color: 'red' }} aria-describedby="note" onClick={(event) => {
          event.preventDefault();
          calls.push('link');
        }}>
          Go
        </a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Go' });
    expect(link.className).toContain('border-border');
    expect(link.className).toContain('w-full');
    expect(link.getAttribute('aria-describedby')).toBe('hint note');
    expect(link.style.color).toBe('red');
    expect(buttonRef.current).toBe(link);
    expect(linkRef.current).toBe(link);
    await userEvent.click(link);
    expect(calls).toEqual(['link', 'button']);
  });
});
