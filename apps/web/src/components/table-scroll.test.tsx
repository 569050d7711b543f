import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { TableScroll } from '@/components/table-scroll';

// The test DOM lays nothing out: the box's widths are given as a phone would measure them.
function measureAs({ content, box }: { content: number; box: number }) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(content);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(box);
}

function renderTable() {
  const { container } = render(
    <TableScroll label="Demonstrativo de resultado">
      <table>
        <tbody>
          <tr>
            <td>Receita</td>
          </tr>
        </tbody>
      </table>
    </TableScroll>,
  );
  const [before, after] = container.querySelectorAll('[aria-hidden="true"]');
  return { region: screen.getByRole('region', { name: 'Demonstrativo de resultado' }), before, after };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('TableScroll', () => {
  it('joins the tab order and shades the right edge while the table is wider than the box', () => {
    measureAs({ content: 600, box: 300 });
    const { region, before, after } = renderTable();
    expect(region).toHaveAttribute('tabindex', '0');
    expect(before).toHaveClass('opacity-0');
    expect(after).toHaveClass('opacity-100');
  });

  it('moves the shade to the left edge once scrolled to the end', () => {
    measureAs({ content: 600, box: 300 });
    const { region, before, after } = renderTable();
    region.scrollLeft = 300;
    fireEvent.scroll(region);
    expect(before).toHaveClass('opacity-100');
    expect(after).toHaveClass('opacity-0');
    expect(region).toHaveAttribute('tabindex', '0');
  });

  it('stays out of the tab order, with no shade, when the table fits', () => {
    measureAs({ content: 300, box: 300 });
    const { region, before, after } = renderTable();
    expect(region).not.toHaveAttribute('tabindex');
    expect(before).toHaveClass('opacity-0');
    expect(after).toHaveClass('opacity-0');
  });
});
