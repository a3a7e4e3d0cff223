import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormAlert } from './FormAlert';

describe('FormAlert', () => {
  it('announces the refusal with the alert part', () => {
    render(<FormAlert message="The code has expired." />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('The code has expired.');
    expect(alert.getAttribute('part')).toBe('alert');
  });
  it('draws nothing while there is no refusal', () => {
    const { container } = render(<FormAlert message={null} />);
    expect(container.innerHTML).toBe('');
  });
});
