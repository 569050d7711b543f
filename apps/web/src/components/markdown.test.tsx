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

  it('shows a table with its column headers, each row named by its first cell, and links in the cells', () => {
    renderMarkdown(
      '| Alternativa | Caixa | |\n| :-- | --: | :-- |\n| Preço de R$ 12,00 (atual) | R$ 40.000 | [Abrir](/simulacao-negocio/1?mes=5&preco=1200) |\n| Preço de R$ 13,20 | R$ 42.000 | <b>x</b> |',
    );
    const table = screen.getByRole('table');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Alternativa', 'Caixa', '']);
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Preço de R$ 12,00 (atual)',
      'Preço de R$ 13,20',
    ]);
    expect(screen.getByRole('cell', { name: 'R$ 42.000' })).toHaveClass('text-end');
    expect(screen.getByRole('link', { name: 'Abrir' })).toHaveAttribute(
      'href',
      '/simulacao-negocio/1?mes=5&preco=1200',
    );
    expect(table.querySelector('b')).toBeNull();
  });
});
