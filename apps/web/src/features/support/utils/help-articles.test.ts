import { LANGUAGES } from '@alavanca/domain/constants';
import { describe, expect, it } from 'vitest';
import { createHelpSearch, HELP_CATEGORIES, loadHelpArticles } from './help-articles';

const fold = (text: string) => text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

/* The help as shipped: the same articles in every language, each in a known section. */

describe('the help articles', () => {
  it('are at least 25, the same slugs in every language, each section with articles', async () => {
    const reference = await loadHelpArticles('pt-BR');
    expect(reference.length).toBeGreaterThanOrEqual(25);
    for (const language of LANGUAGES) {
      const articles = await loadHelpArticles(language);
      expect(articles.map((article) => article.slug).sort(), language).toEqual(
        reference.map((article) => article.slug).sort(),
      );
      for (const article of articles) {
        expect(article.body.trim().split(/\s+/).length, `${language} ${article.slug}`).toBeGreaterThan(80);
        // Links go to the app's own screens only.
        for (const [, href] of article.body.matchAll(/\]\(([^)]*)\)/g)) expect(href, article.slug).toMatch(/^\/[a-z]/);
      }
    }
    for (const category of HELP_CATEGORIES) {
      expect(
        reference.some((article) => article.category === category),
        category,
      ).toBe(true);
    }
  });

  it('are found by words of their title, without accents and from the first letters typed', async () => {
    const articles = await loadHelpArticles('pt-BR');
    const find = createHelpSearch(articles);
    const trial = articles.find((article) => article.slug === 'free-trial');
    expect(trial).toBeDefined();
    expect(find('teste gratis').map((article) => article.slug)).toContain('free-trial');
    expect(find('simula').length).toBeGreaterThan(0);
    expect(find('')).toEqual([]);
    expect(find('xyzzy inexistente')).toEqual([]);
  });

  it('finds the articles with some of the words when none has them all, for the screen to suggest', async () => {
    const articles = await loadHelpArticles('pt-BR');
    const find = createHelpSearch(articles);
    expect(find('nota fiscal')).toEqual([]);
    const related = find('nota fiscal', 'any');
    expect(related.length).toBeGreaterThan(0);
    // Best first: the first suggestion holds one of the words (others may hold a near spelling).
    const [best] = related;
    expect(fold(`${best!.title} ${best!.description} ${best!.body}`)).toMatch(/\bnota|\bfiscal/);
    expect(find('xyzzy inexistente', 'any')).toEqual([]);
  });
});
