import { expectDrawnFlags } from '@/test/flags';
import { initTestI18n } from '@/test/i18n';
import { LANGUAGE_OPTIONS } from '@alavanca/domain/locale/languages';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { Flag, FlagLabel } from './flag';
import { LanguageSwitcher } from './language-switcher';

describe('Flag', () => {
  it('draws a country we offer as a decorative SVG, whatever the letter case', () => {
    const { container } = render(<Flag country="br" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('data-flag', 'BR');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws nothing for a country it has no flag for, nor for an inherited property name', () => {
    expect(render(<Flag country="JP" />).container).toBeEmptyDOMElement();
    expect(render(<Flag country="constructor" />).container).toBeEmptyDOMElement();
  });

  it('leaves the name as the whole accessible text of a labelled choice', () => {
    render(
      <button type="button">
        <FlagLabel country="FR">Français</FlagLabel>
      </button>,
    );
    expect(screen.getByRole('button')).toHaveAccessibleName('Français');
  });
});

describe('LanguageSwitcher', () => {
  beforeAll(() => initTestI18n());

  it('names each language and draws its flag, with no emoji flag, on the trigger and in the menu', async () => {
    const user = userEvent.setup();
    render(<LanguageSwitcher showCurrent />);
    const trigger = screen.getByTestId('language-switcher');
    expectDrawnFlags(trigger, [trigger], ['Português']);
    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    const items = screen.getAllByRole('menuitemradio');
    expectDrawnFlags(
      menu,
      items,
      LANGUAGE_OPTIONS.map((option) => option.languageName),
    );
    for (const [index, option] of LANGUAGE_OPTIONS.entries()) {
      expect(items[index]).toHaveAccessibleName(option.languageName);
    }
  });
});
