import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../testing/widgetChecks';
import { Checkbox } from './Checkbox';
import { TextField } from './TextField';

function ControlledField({ error, hint }: { error?: string; hint?: string }) {
  const [value, setValue] = useState('');
  return <TextField label="Email" name="email" value={value} onChange={setValue} error={error} hint={hint} required type="email" />;
}

describe('<TextField>', () => {
  it('is labelled by its visible label and reports typed text', () => {
    const onChange = vi.fn();
    render(<TextField label="User Name" name="account" value="" onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('User Name'), { target: { value: 'ana' } });
    expect(onChange).toHaveBeenCalledWith('ana');
  });

  it('marks itself invalid and describes itself with the hint and the error', () => {
    render(<ControlledField hint="We send the code here." error="Email format error" />);
    const input = screen.getByRole('textbox', { name: /Email/ });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-required')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['We send the code here.', 'Email format error']);
  });

  it('keeps a polite live region for errors even before there is one', () => {
    render(<ControlledField />);
    const input = screen.getByRole('textbox', { name: /Email/ });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
    expect(document.querySelector('.tc-error')?.getAttribute('aria-live')).toBe('polite');
  });

  it('has no axe violations with an error shown', async () => {
    const { container } = render(<ControlledField hint="Hint" error="Email format error" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('<Checkbox>', () => {
  it('toggles through its label and reports the new state', () => {
    const onChange = vi.fn();
    render(<Checkbox label="Remember me" name="rememberMe" checked={false} onChange={onChange} />);
    fireEvent.click(screen.getByText('Remember me'));
    expect(onChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeTruthy();
  });
});
