import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

function AccountMenu({ onSelect }: { onSelect: (action: string) => void }) {
  const [compact, setCompact] = useState(false);
  const [currency, setCurrency] = useState('BRL');
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost">Conta</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>Minha conta</DropdownMenuLabel>
        <DropdownMenuItem onSelect={() => onSelect('perfil')}>Perfil</DropdownMenuItem>
        <DropdownMenuItem variant="destructive" onSelect={() => onSelect('sair')}>
          Sair
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuCheckboxItem checked={compact} onCheckedChange={setCompact}>
          Modo compacto
        </DropdownMenuCheckboxItem>
        <DropdownMenuRadioGroup value={currency} onValueChange={setCurrency}>
          <DropdownMenuRadioItem value="BRL">Real</DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="USD">Dólar</DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

// Selecting an item closes the menu and hands focus back to the trigger, so every step
// (re)opens the menu from a focused trigger.
async function openFromTrigger(user: ReturnType<typeof userEvent.setup>) {
  expect(screen.getByRole('button', { name: 'Conta' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('menu')).toBeInTheDocument();
}

describe('DropdownMenu', () => {
  it('opens from the keyboard, focuses the first item and selects with Enter', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<AccountMenu onSelect={onSelect} />);
    await user.tab();

    await openFromTrigger(user);
    expect(screen.getByRole('menuitem', { name: 'Perfil' })).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    const signOut = screen.getByRole('menuitem', { name: 'Sair' });
    expect(signOut).toHaveFocus();
    expect(signOut).toHaveAttribute('data-variant', 'destructive');
    await user.keyboard('{Enter}');

    expect(onSelect).toHaveBeenCalledExactlyOnceWith('sair');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Conta' })).toHaveFocus();
  });

  it('toggles checkbox items and picks radio items from the keyboard', async () => {
    const user = userEvent.setup();
    render(<AccountMenu onSelect={vi.fn()} />);
    await user.tab();

    await openFromTrigger(user);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitemcheckbox', { name: 'Modo compacto' })).toHaveFocus();
    await user.keyboard(' ');

    await openFromTrigger(user);
    expect(screen.getByRole('menuitemcheckbox', { name: 'Modo compacto' })).toBeChecked();
    expect(screen.getByRole('menuitemradio', { name: 'Real' })).toBeChecked();
    await user.keyboard('{End}{Enter}');

    await openFromTrigger(user);
    expect(screen.getByRole('menuitemradio', { name: 'Dólar' })).toBeChecked();
    expect(screen.getByRole('menuitemradio', { name: 'Real' })).not.toBeChecked();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    render(<AccountMenu onSelect={vi.fn()} />);
    await user.tab();

    await openFromTrigger(user);
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
