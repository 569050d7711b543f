import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

function renderTabs() {
  render(
    <Tabs defaultValue="receita">
      <TabsList aria-label="Relatório">
        <TabsTrigger value="receita">Receita</TabsTrigger>
        <TabsTrigger value="custos">Custos</TabsTrigger>
        <TabsTrigger value="lucro">Lucro</TabsTrigger>
      </TabsList>
      <TabsContent value="receita">Receita do mês</TabsContent>
      <TabsContent value="custos">Custos do mês</TabsContent>
      <TabsContent value="lucro">Lucro do mês</TabsContent>
    </Tabs>,
  );
}

describe('Tabs', () => {
  it('moves between tabs with the arrow keys and shows the matching panel', async () => {
    const user = userEvent.setup();
    renderTabs();
    const receita = screen.getByRole('tab', { name: 'Receita' });
    const custos = screen.getByRole('tab', { name: 'Custos' });
    const lucro = screen.getByRole('tab', { name: 'Lucro' });
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Receita do mês');

    await user.tab();
    expect(receita).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(custos).toHaveFocus();
    expect(custos).toHaveAttribute('aria-selected', 'true');
    expect(receita).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Custos do mês');

    await user.keyboard('{ArrowRight}');
    expect(lucro).toHaveAttribute('aria-selected', 'true');

    // Focus wraps from the last tab back to the first.
    await user.keyboard('{ArrowRight}');
    expect(receita).toHaveFocus();
    expect(receita).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowLeft}');
    expect(lucro).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Lucro' })).toHaveTextContent('Lucro do mês');
  });
});
