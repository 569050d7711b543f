import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';

function renderCurrencySelect(onValueChange = vi.fn()) {
  render(
    <div>
      <Label htmlFor="currency">Moeda</Label>
      <Select onValueChange={onValueChange}>
        <SelectTrigger id="currency">
          <SelectValue placeholder="Escolha a moeda" />
        </SelectTrigger>
        <SelectContent>
          <SelectGroup>
            <SelectLabel>Américas</SelectLabel>
            <SelectItem value="BRL">Real</SelectItem>
            <SelectItem value="USD">Dólar</SelectItem>
          </SelectGroup>
          <SelectSeparator />
          <SelectItem value="EUR">Euro</SelectItem>
        </SelectContent>
      </Select>
    </div>,
  );
  return onValueChange;
}

describe('Select', () => {
  it('shows the placeholder until a value is chosen', () => {
    renderCurrencySelect();
    const trigger = screen.getByRole('combobox', { name: 'Moeda' });
    expect(trigger).toHaveTextContent('Escolha a moeda');
    expect(trigger).toHaveAttribute('data-placeholder');
  });

  it('opens from the keyboard and chooses an option', async () => {
    const user = userEvent.setup();
    const onValueChange = renderCurrencySelect();
    const trigger = screen.getByRole('combobox', { name: 'Moeda' });

    await user.tab();
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Real', 'Dólar', 'Euro']);
    expect(screen.getByRole('option', { name: 'Real' })).toHaveFocus();

    await user.keyboard('{ArrowDown}{Enter}');

    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('USD');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger).toHaveTextContent('Dólar');
    expect(trigger).not.toHaveAttribute('data-placeholder');
    expect(trigger).toHaveFocus();
  });

  it('opens and chooses with the pointer', async () => {
    const user = userEvent.setup();
    const onValueChange = renderCurrencySelect();
    const trigger = screen.getByRole('combobox', { name: 'Moeda' });

    await user.click(trigger);
    await user.click(screen.getByRole('option', { name: 'Euro' }));

    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('EUR');
    expect(trigger).toHaveTextContent('Euro');
  });

  it('marks the chosen option when reopened', async () => {
    const user = userEvent.setup();
    renderCurrencySelect();

    await user.tab();
    await user.keyboard('{Enter}{End}{Enter}');
    await user.keyboard('{Enter}');

    const euro = screen.getByRole('option', { name: 'Euro' });
    expect(euro).toHaveAttribute('aria-selected', 'true');
    expect(euro).toHaveFocus();
  });
});
