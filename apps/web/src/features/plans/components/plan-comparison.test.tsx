import { initTestI18n } from '@/test/i18n';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlanComparison } from './plan-comparison';

describe('PlanComparison', () => {
  it('shows monthly prices in the given currency and number format, and Free as free', async () => {
    await initTestI18n();
    render(<PlanComparison pricing={{ currency: 'BRL', numberFormat: 'decimal' }} />);
    expect(screen.getByTestId('price-free')).toHaveTextContent('Grátis');
    expect(screen.getByTestId('price-basic')).toHaveTextContent('R$ 29,00/mês');
    expect(screen.getByTestId('price-pro')).toHaveTextContent('R$ 79,00/mês');
    expect(screen.getByTestId('price-enterprise')).toHaveTextContent('R$ 299,00/mês');
  });

  it('follows the number format, not only the currency', async () => {
    await initTestI18n();
    render(<PlanComparison pricing={{ currency: 'USD', numberFormat: 'thousand' }} />);
    expect(screen.getByTestId('price-pro')).toHaveTextContent('US$ 24.00/mês');
  });

  it('lists the specification limits, unlimited where the limit is -1', async () => {
    await initTestI18n();
    render(<PlanComparison pricing={{ currency: 'BRL', numberFormat: 'decimal' }} currentPlan="free" />);
    expect(screen.getByText('1 simulação por mês')).toBeInTheDocument();
    expect(screen.getByText('Sem relatórios exportáveis')).toBeInTheDocument();
    expect(screen.getAllByText('Consultas ao mentor ilimitadas')).toHaveLength(2);
    expect(screen.getByText('Plano atual')).toBeInTheDocument();
  });
});
