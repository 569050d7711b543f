import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip';

describe('Tooltip', () => {
  it('describes its trigger on keyboard focus and hides on Escape', async () => {
    const user = userEvent.setup();
    render(
      <TooltipProvider delayDuration={0}>
        <Tooltip>
          <TooltipTrigger>Margem</TooltipTrigger>
          <TooltipContent>Lucro dividido pela receita</TooltipContent>
        </Tooltip>
      </TooltipProvider>,
    );
    const trigger = screen.getByRole('button', { name: 'Margem' });

    await user.tab();

    expect(await screen.findByRole('tooltip')).toHaveTextContent('Lucro dividido pela receita');
    expect(trigger).toHaveAccessibleDescription('Lucro dividido pela receita');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
