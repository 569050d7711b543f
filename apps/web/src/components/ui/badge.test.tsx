import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Badge, badgeVariants } from '@/components/ui/badge';

const variants = ['default', 'secondary', 'destructive', 'outline', 'success', 'warning', 'info'] as const;

describe('Badge', () => {
  it('gives every variant its own classes', () => {
    const classes = variants.map((variant) => badgeVariants({ variant }));
    expect(new Set(classes).size).toBe(variants.length);
  });

  it.each(['success', 'warning', 'info'] as const)(
    'keeps the small type size on the %s status, whose colour is an arbitrary value',
    (variant) => {
      render(<Badge variant={variant}>Ativo</Badge>);
      expect(screen.getByText('Ativo')).toHaveClass('text-xs');
    },
  );

  it('renders its child instead of a span with asChild', () => {
    render(
      <Badge asChild variant="outline">
        <a href="/planos">Pro</a>
      </Badge>,
    );
    const link = screen.getByRole('link', { name: 'Pro' });
    expect(link).toHaveAttribute('data-slot', 'badge');
    expect(link).toHaveClass('text-foreground');
  });
});
