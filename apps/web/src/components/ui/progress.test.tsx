import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { clampProgress, Progress } from '@/components/ui/progress';

describe('clampProgress', () => {
  it.each([
    { value: 42, max: 100, expected: 42 },
    { value: -5, max: 100, expected: 0 },
    { value: 150, max: 100, expected: 100 },
    { value: 30, max: 50, expected: 30 },
    { value: 80, max: 50, expected: 50 },
    { value: 0, max: 100, expected: 0 },
    { value: 100, max: 100, expected: 100 },
    { value: Number.NaN, max: 100, expected: 0 },
    { value: Number.POSITIVE_INFINITY, max: 100, expected: 100 },
  ])('clamps $value of $max to $expected', ({ value, max, expected }) => {
    expect(clampProgress(value, max)).toBe(expected);
  });
});

function renderProgress(value: number, max?: number) {
  render(<Progress aria-label="Uso do plano" value={value} max={max} />);
  const bar = screen.getByRole('progressbar', { name: 'Uso do plano' });
  const indicator = bar.querySelector<HTMLElement>('[data-slot="progress-indicator"]');
  return { bar, indicator };
}

describe('Progress', () => {
  it('reports the value and a default max of 100', () => {
    const { bar, indicator } = renderProgress(40);
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(indicator).toHaveStyle({ width: '40%' });
  });

  it('shows a negative value as empty', () => {
    const { bar, indicator } = renderProgress(-10);
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(indicator).toHaveStyle({ width: '0%' });
  });

  it('shows a value above max as full instead of indeterminate', () => {
    const { bar, indicator } = renderProgress(130);
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar).toHaveAttribute('data-state', 'complete');
    expect(indicator).toHaveStyle({ width: '100%' });
  });

  it('sizes the indicator by value / max for a custom max', () => {
    const { bar, indicator } = renderProgress(5, 20);
    expect(bar).toHaveAttribute('aria-valuenow', '5');
    expect(bar).toHaveAttribute('aria-valuemax', '20');
    expect(indicator).toHaveStyle({ width: '25%' });
  });

  it('clamps to a custom max', () => {
    const { bar, indicator } = renderProgress(35, 20);
    expect(bar).toHaveAttribute('aria-valuenow', '20');
    expect(indicator).toHaveStyle({ width: '100%' });
  });
});
