import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Button, buttonVariants } from '@/components/ui/button';

const variants = ['default', 'destructive', 'outline', 'secondary', 'ghost', 'link'] as const;
const sizes = ['default', 'sm', 'lg', 'icon'] as const;

describe('Button', () => {
  it('gives every variant its own classes', () => {
    const classes = variants.map((variant) => buttonVariants({ variant }));
    expect(new Set(classes).size).toBe(variants.length);
  });

  it('gives every size its own classes', () => {
    const classes = sizes.map((size) => buttonVariants({ size }));
    expect(new Set(classes).size).toBe(sizes.length);
  });

  it('renders the chosen variant and size on a button', () => {
    render(
      <Button variant="destructive" size="sm">
        Excluir
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Excluir' });
    expect(button).toHaveAttribute('data-slot', 'button');
    expect(button).toHaveClass('bg-destructive', 'h-8');
    expect(button).not.toHaveClass('bg-primary', 'h-9');
  });

  it('lets a caller className override a conflicting variant class', () => {
    render(<Button className="px-8">Salvar</Button>);
    const button = screen.getByRole('button', { name: 'Salvar' });
    expect(button).toHaveClass('px-8');
    expect(button).not.toHaveClass('px-4');
  });

  it('renders its child instead of a button with asChild', () => {
    render(
      <Button asChild variant="outline">
        <a href="/planos">Ver planos</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Ver planos' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '/planos');
    expect(link).toHaveClass('border-input');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
