import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotificationTitle } from './NotificationTitle';

const html = (element: React.ReactElement) => render(<p>{element}</p>).container.innerHTML;

describe('NotificationTitle', () => {
  it('wraps the quoted words in their language and leaves the rest in the reader’s', () => {
    expect(html(<NotificationTitle title="Nuevo aviso: Holiday hours" titleQuote={{ text: 'Holiday hours', language: 'en' }} />)).toBe('<p>Nuevo aviso: <span lang="en">Holiday hours</span></p>');
  });

  it('is the title alone without a quote, or when the quote is not in it', () => {
    expect(html(<NotificationTitle title="Lección aprobada: Seguridad" titleQuote={null} />)).toBe('<p>Lección aprobada: Seguridad</p>');
    expect(html(<NotificationTitle title="Nuevo aviso: " titleQuote={{ text: 'Other', language: 'en' }} />)).toBe('<p>Nuevo aviso: </p>');
  });
});
