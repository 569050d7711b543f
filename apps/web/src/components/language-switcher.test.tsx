import { initTestI18n } from '@/test/i18n';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LanguageSwitcher } from './language-switcher';

const changeLanguage = vi.hoisted(() => vi.fn());
vi.mock('@/lib/change-language', () => ({ changeLanguage }));

describe('LanguageSwitcher', () => {
  beforeAll(() => initTestI18n());
  beforeEach(() => changeLanguage.mockClear());

  it('reads as a closed menu button before its menu has loaded', () => {
    render(<LanguageSwitcher />);
    const trigger = screen.getByRole('button', { name: 'Idioma: Português. Trocar idioma' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens its menu at the first press from the keyboard, and gives the focus back when closed', async () => {
    const user = userEvent.setup();
    render(<LanguageSwitcher />);
    await user.tab();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    // The open menu is modal: the rest of the page, its trigger included, is hidden from the tree.
    expect(screen.getByTestId('language-switcher')).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Idioma: Português. Trocar idioma' })).toHaveFocus();
  });

  it('switches to the language chosen', async () => {
    const user = userEvent.setup();
    render(<LanguageSwitcher />);
    await user.click(screen.getByRole('button', { name: 'Idioma: Português. Trocar idioma' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'English' }));
    expect(changeLanguage).toHaveBeenCalledWith('en-US');
  });
});
