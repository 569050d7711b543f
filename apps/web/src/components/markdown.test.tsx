import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown';

function renderMarkdown(text: string) {
  return render(
    <MemoryRouter>
      <Markdown text={text} />
    </MemoryRouter>,
  ).container;
}

describe('Markdown shown as elements', () => {
  it('shows headings, lists, emphasis and links to the app’s screens and to the web', () => {
    const box = renderMarkdown(
      '### EVA\n\n- **Caixa:** 4,2 meses\n- *Preço*\n\nVeja [a simulação](/simulacao-negocio/1) e [o Sebrae](https://sebrae.com.br/x).',
    );
    expect(screen.getByRole('heading', { name: 'EVA' })).toBeInTheDocument();
    expect(box.querySelectorAll('li')).toHaveLength(2);
    expect(screen.getByText('Caixa:').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'a simulação' })).toHaveAttribute('href', '/simulacao-negocio/1');
    const external = screen.getByRole('link', { name: 'o Sebrae' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('never renders HTML or a script address: they stay text', () => {
    const box = renderMarkdown(
      'Olá <img src=x onerror="alert(1)"> <script>alert(2)</script>\n\n<div onclick="x">bloco</div>\n\n[clique](javascript:alert(3)) ![foto](https://x.example/a.png)',
    );
    expect(box.querySelector('img, script, div[onclick]')).toBeNull();
    expect(box.textContent).toContain('<img src=x onerror="alert(1)">');
    expect(box.textContent).toContain('<div onclick="x">bloco</div>');
    expect(screen.queryByRole('link')).toBeNull();
    expect(box.textContent).toContain('clique');
  });
});
