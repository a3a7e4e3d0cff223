import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConfirmRow } from './ConfirmRow';

const noop = () => undefined;

describe('<ConfirmRow>', () => {
  it('marks the quoted title with its lang, and is named by its question', () => {
    render(<ConfirmRow question="Take “Almacén cerrado” down? Readers will no longer see it." quote={{ text: 'Almacén cerrado', lang: 'es' }} confirmLabel="Take down" busy={false} onConfirm={noop} onCancel={noop} confirmPart="confirm" />);
    const group = document.querySelector('[role="group"]')!;
    expect(screen.getByRole('group', { name: 'Take “Almacén cerrado” down? Readers will no longer see it.' })).toBe(group);
    expect(group.querySelector('[lang]')?.outerHTML).toBe('<span lang="es">Almacén cerrado</span>');
    expect(group.querySelector('span')?.textContent).toBe('Take “Almacén cerrado” down? Readers will no longer see it.');
  });

  it('leaves the question unmarked when the language of what it quotes is not known, or the quote is not in it', () => {
    const { container, rerender } = render(<ConfirmRow question="Delete guide.pdf for good?" confirmLabel="Delete" busy={false} onConfirm={noop} onCancel={noop} confirmPart="confirm" />);
    expect(container.querySelector('[lang]')).toBeNull();
    rerender(<ConfirmRow question="Delete it for good?" quote={{ text: 'Guide', lang: 'en' }} confirmLabel="Delete" busy={false} onConfirm={noop} onCancel={noop} confirmPart="confirm" />);
    expect(container.querySelector('[lang]')).toBeNull();
    expect(screen.getByRole('group', { name: 'Delete it for good?' })).toBeTruthy();
  });
});
