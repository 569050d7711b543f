import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from '@/components/ui/sheet';

function renderSheet(side?: 'left' | 'top') {
  render(
    <Sheet>
      <SheetTrigger>Menu</SheetTrigger>
      <SheetContent side={side}>
        <SheetHeader>
          <SheetTitle>Navegação</SheetTitle>
          <SheetDescription>Escolha uma seção.</SheetDescription>
        </SheetHeader>
        <a href="/painel">Painel</a>
      </SheetContent>
    </Sheet>,
  );
}

describe('Sheet', () => {
  it('opens as a named dialog on the right by default', async () => {
    const user = userEvent.setup();
    renderSheet();

    await user.click(screen.getByRole('button', { name: 'Menu' }));

    const sheet = screen.getByRole('dialog', { name: 'Navegação' });
    expect(sheet).toHaveAttribute('data-side', 'right');
    expect(sheet).toHaveClass('right-0', 'border-l');
  });

  it('anchors to the requested side', async () => {
    const user = userEvent.setup();
    renderSheet('left');

    await user.click(screen.getByRole('button', { name: 'Menu' }));

    const sheet = screen.getByRole('dialog', { name: 'Navegação' });
    expect(sheet).toHaveAttribute('data-side', 'left');
    expect(sheet).toHaveClass('left-0', 'border-r');
    expect(sheet).not.toHaveClass('right-0');
  });

  it('closes with Escape and with its translated close button', async () => {
    const user = userEvent.setup();
    renderSheet();
    const trigger = screen.getByRole('button', { name: 'Menu' });

    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'ui.close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
