import { enhanceAccordions } from '@/site/enhance/accordion';
import { initTestI18n } from '@/test/i18n';
import { fireEvent, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { FaqAccordion } from './faq-accordion';

const QUESTIONS = [
  'Preciso pagar para começar?',
  'Como funciona o teste grátis?',
  'Em quais idiomas a Alavanca funciona?',
  'Meus dados estão seguros?',
  'Posso cancelar quando quiser?',
];

async function mount() {
  const i18n = await initTestI18n();
  document.body.innerHTML = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <FaqAccordion />
    </I18nextProvider>,
  );
  const questions = QUESTIONS.map((name) => screen.getByRole('button', { name }));
  const panels = questions.map((question) => {
    const panel = document.getElementById(question.getAttribute('aria-controls') ?? '');
    if (!panel) throw new Error(`${question.textContent} controls no panel`);
    return panel;
  });
  return { questions, panels };
}

let cleanup = () => {};
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('FaqAccordion markup', () => {
  it('has the five questions as buttons in h3 headings, each answer a region named by its question', async () => {
    const { questions, panels } = await mount();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(QUESTIONS);
    questions.forEach((question, index) => {
      expect(question.closest('h3')).not.toBeNull();
      expect(panels[index]).toHaveRole('region');
      expect(panels[index]).toHaveAccessibleName(QUESTIONS[index]);
    });
    expect(panels[0]).toHaveTextContent('Não. O plano Free é gratuito e você pode fazer upgrade a qualquer momento.');
  });

  it('is sent with every answer open, so it reads without JavaScript', async () => {
    const { questions, panels } = await mount();
    for (const panel of panels) expect(panel).toBeVisible();
    for (const question of questions) expect(question).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('accordion behaviour', () => {
  async function setUp() {
    const elements = await mount();
    cleanup = enhanceAccordions();
    return elements;
  }

  it('starts with every answer collapsed, findable by find-in-page', async () => {
    const { questions, panels } = await setUp();
    for (const question of questions) expect(question).toHaveAttribute('aria-expanded', 'false');
    for (const panel of panels) {
      expect(panel).not.toBeVisible();
      expect(panel.hidden).toBeTruthy();
    }
  });

  it('opens and closes an answer with its question, leaving the others as they are', async () => {
    const { questions, panels } = await setUp();
    const [first, second] = questions as [HTMLElement, HTMLElement];
    fireEvent.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(panels[1]).toBeVisible();
    fireEvent.click(first);
    expect(panels[0]).toBeVisible();
    expect(panels[1]).toBeVisible();
    fireEvent.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(panels[1]).not.toBeVisible();
    expect(panels[0]).toBeVisible();
  });

  it('marks a question expanded when find-in-page reveals its answer', async () => {
    const { questions, panels } = await setUp();
    panels[3]?.dispatchEvent(new Event('beforematch'));
    expect(questions[3]).toHaveAttribute('aria-expanded', 'true');
  });

  it('moves focus between the questions with ArrowDown, ArrowUp (both wrapping), Home and End', async () => {
    const { questions } = await setUp();
    const press = (key: string) => {
      const target = document.activeElement as HTMLElement;
      return fireEvent.keyDown(target, { key });
    };
    questions[0]?.focus();
    press('ArrowDown');
    expect(questions[1]).toHaveFocus();
    press('ArrowUp');
    press('ArrowUp');
    expect(questions[4]).toHaveFocus();
    press('ArrowDown');
    expect(questions[0]).toHaveFocus();
    press('End');
    expect(questions[4]).toHaveFocus();
    // The page must not scroll as well.
    expect(press('Home')).toBe(false);
    expect(questions[0]).toHaveFocus();
    expect(press('Tab')).toBe(true);
    expect(questions.every((question) => question.getAttribute('aria-expanded') === 'false')).toBe(true);
  });

  it('toggles once per click however often it was started', async () => {
    const { questions, panels } = await setUp();
    const again = enhanceAccordions();
    const first = cleanup;
    cleanup = () => {
      first();
      again();
    };
    fireEvent.click(questions[2] as HTMLElement);
    expect(panels[2]).toBeVisible();
  });
});
