import { LANGUAGES, type Language } from '@alavanca/domain/constants';
import i18next, { type Resource, type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';

// Every catalog, keyed by './<language>/<namespace>.json'. The texts the server sends
// (packages/contracts/src/locales) are checked as their own namespaces, prefixed `server-`.
const FILES = {
  ...import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' }),
  ...Object.fromEntries(
    Object.entries(
      import.meta.glob<Record<string, unknown>>('../../../../packages/contracts/src/locales/*/*.json', {
        eager: true,
        import: 'default',
      }),
    ).map(([file, content]) => [file.replace(/^.*\/locales\/([^/]+)\//, './$1/server-'), content]),
  ),
};

const resources: Resource = {};
for (const [file, content] of Object.entries(FILES)) {
  const [, language = '', namespace = ''] = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
  resources[language] = { ...resources[language], [namespace]: content };
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every `namespace:path.to.key` of a language with its text. */
function flatten(language: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (value: unknown, prefix: string) => {
    if (typeof value === 'string') out.set(prefix, value);
    else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value))
        walk(item, prefix.endsWith(':') ? prefix + key : `${prefix}.${key}`);
    }
  };
  for (const [namespace, content] of Object.entries(resources[language] ?? {})) walk(content, `${namespace}:`);
  return out;
}

const reference = flatten('pt-BR');
/** The counted entries: keys written with plural suffixes, without the suffix. */
const pluralKeys = [
  ...new Set(
    [...reference.keys()].filter((key) => PLURAL_SUFFIX.test(key)).map((key) => key.replace(PLURAL_SUFFIX, '')),
  ),
];

// The counts the product shows stay below a million, where French, Spanish and Portuguese
// would need `many` (decision 003); a sample of that range finds every category a language uses.
const SAMPLE_COUNTS = [0, 1, 2, 3, 5, 11, 21, 101, 1001, 999_999];

/** Catalog texts where a number stands before a noun but is a fixed value, never 1 (why in each line). */
const FIXED_NUMBERS = new Set([
  'simulation:form.horizonOption', // the horizons: 12, 24 or 36 months
  'landing:demo.company.description', // the demo's fixed company: its team and its 12 months
  'simulationMonth:risk.summaryToEnd', // shown only from 6 months left to the end
  'simulationMonth:events.choices.switchSupplier.description', // engine constants, several points
  'simulationMonth:events.choices.redistribute.description',
  'simulationMonth:events.choices.loyaltyProgram.description',
  'app:billing.actions.startTrial', // the trial's and the period's days
  'billing:summary.renewal',
  'billing:trialOffer.label',
  'auth:fields.passwordHint', // the password's minimum length
  'simulationMonth:risk.method', // hundreds of simulated futures
  'simulationMonth:header.playedOf', // the noun goes with the horizon, 12 months at least
  'simulationResults:header.playedOf',
  'dashboard:simulations.playedOf',
  'server-reports:document.playedOf',
  'simulationResults:breakdown.points', // the noun goes with the component's maximum
  'account:settings.ai.contextCounter', // the noun goes with the maximum length
  'support:form.messageCounter',
  'server-reports:screen.usage', // the noun goes with the limit: Basic's 3, the one plan with a reports limit
  'server-canvas:findings.slowPayback.why', // the payback's bar, 12 months
  'server-achievementRules:rules.earlyBreakEven', // the rule's lead over standing still, 2 months
]);
const NOUN_AFTER_NUMBER =
  /\{\{\s*(?!count\b)\w+\s*\}\}\s+(meses|mês|dias|pessoas|unidades|pontos|clientes|novos|perdidos|futuros|caracteres|simulações|validações|consultas|relatórios|notificações)\b/;

/** The web app's source files, tests excluded, as text. */
const SOURCES = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

describe('counted texts', () => {
  let t: (language: Language) => TFunction;

  beforeAll(async () => {
    const instance = i18next.createInstance();
    await instance.init({
      resources,
      lng: 'pt-BR',
      // No fallback: a missing plural form must show, not borrow another language's text.
      fallbackLng: false,
      interpolation: { escapeValue: false },
    });
    t = (language) => instance.getFixedT(language);
  });

  it('are found in the catalogs', () => {
    expect(pluralKeys).toEqual(
      expect.arrayContaining(['simulationResults:header.finished', 'simulationMonth:finishDialog.description']),
    );
  });

  it.each(LANGUAGES)('has in %s every plural form its counts need', (language) => {
    const catalog = flatten(language);
    const rules = new Intl.PluralRules(language);
    const missing = pluralKeys.flatMap((key) =>
      [...new Set(SAMPLE_COUNTS.map((count) => rules.select(count)))]
        .map((category) => `${key}_${category}`)
        .filter((form) => !catalog.has(form)),
    );
    expect(missing).toEqual([]);
  });

  it('every key the code translates with a count has plural forms', () => {
    const call = /\bt\(\s*['"]([\w.:]+)['"]\s*,\s*\{([^{}]*)\}/g;
    const counted = Object.values(SOURCES).flatMap((source) =>
      [...source.matchAll(call)]
        // A `count` option, written out or shorthand; not a call such as format.count(…).
        .filter(([, , values]) => /(?<![.\w])count\s*(?:[:,]|$)/.test(values?.trim() ?? ''))
        .map(([, key = '']) => key),
    );
    expect(counted.length).toBeGreaterThan(5);
    const notPlural = counted.filter((key) => {
      const wanted = key.includes(':') ? key : `:${key}`;
      return !pluralKeys.some((plural) => plural.endsWith(wanted));
    });
    expect(notPlural).toEqual([]);
  });

  it('puts every number written before a noun through a count, unless the number is fixed', () => {
    const uncounted = [...reference]
      .filter(([key, text]) => NOUN_AFTER_NUMBER.test(text) && !PLURAL_SUFFIX.test(key) && !FIXED_NUMBERS.has(key))
      .map(([key]) => key);
    expect(uncounted).toEqual([]);
  });

  describe.each(LANGUAGES)('in %s', (language) => {
    it.each([0, 1, 2])('renders every counted text with %i from its own catalog', (count) => {
      const translate = t(language);
      for (const key of pluralKeys) {
        const [namespace, name = ''] = key.split(':');
        const text = translate(name, {
          ns: namespace,
          count,
          value: count,
          units: count,
          people: count,
          headcount: count,
          end: '5%',
          plan: 'X',
          lost: 1,
          amount: 'X',
          sold: 1,
          capacity: count,
          customers: count,
          extra: 'X',
          within: 'X',
          cost: 'X',
          cash: 'X',
          profit: 'X',
          next: 'X',
          months: count,
          finished: count,
          submitted: count,
          formatted: 'X',
          total: 'X',
          capital: 'X',
          target: 'X',
          first: 'X',
          last: 'X',
          low: 'X',
          high: 'X',
          breakEven: 'X',
          points: 'X',
          cards: 'X',
          paybackMonths: count,
          parts: 'X',
          used: 'X',
          limit: 'X',
        });
        expect(text, `${key} with ${count}`).not.toBe(name);
        expect(text, `${key} with ${count}`).not.toMatch(/\{\{/);
      }
    });
  });

  it.each([
    ['pt-BR', 'simulationResults', 'header.finished', ['sem nenhum mês jogado', '1 mês jogado', '2 meses jogados']],
    ['en-US', 'simulationResults', 'header.finished', ['before any month', 'after 1 month.', 'after 2 months.']],
    ['es-ES', 'simulationResults', 'header.finished', ['sin ningún mes jugado', '1 mes jugado', '2 meses jugados']],
    ['fr-FR', 'simulationResults', 'header.finished', ['sans aucun mois joué', '1 mois joué.', '2 mois joués']],
    [
      'de-DE',
      'simulationResults',
      'header.finished',
      ['ohne dass ein Monat', '1 gespieltem Monat', '2 gespielten Monaten'],
    ],
    ['pt-BR', 'simulationMonth', 'finishDialog.description', ['Nenhum mês', '1 mês jogado', '2 meses jogados']],
    ['fr-FR', 'simulationMonth', 'finishDialog.description', ['Aucun mois', '1 mois joué ', '2 mois joués']],
    ['pt-BR', 'simulationMonth', 'kpis.months', ['0 meses', '1 mês', '2 meses']],
    ['de-DE', 'simulationMonth', 'kpis.months', ['0 Monate', '1 Monat', '2 Monate']],
    ['pt-BR', 'simulationMonth', 'preview.points', ['0 pontos', '1 ponto', '2 pontos']],
    ['en-US', 'simulationMonth', 'preview.points', ['0 points', '1 point', '2 points']],
    ['pt-BR', 'simulationMonth', 'kpis.customersWon', ['+0 novos', '+1 novo', '+2 novos']],
    ['fr-FR', 'simulationMonth', 'kpis.customersLost', ['−0 perdu', '−1 perdu', '−2 perdus']],
    ['pt-BR', 'simulationResults', 'reviews.decisions.purchaseValue', ['0 unidades', '1 unidade', '2 unidades']],
    ['es-ES', 'simulationResults', 'reviews.decisions.purchaseValue', ['0 unidades', '1 unidad', '2 unidades']],
    [
      'pt-BR',
      'common',
      'notifications.arrived',
      ['não tem notificações', '1 notificação não lida', '2 notificações não lidas'],
    ],
  ] as const)('%s %s:%s reads right with 0, 1 and 2', (language, namespace, key, expected) => {
    const translate = t(language);
    const texts = [0, 1, 2].map((count) => translate(key, { ns: namespace, count, value: count, units: count }));
    texts.forEach((text, index) => expect(text).toContain(expected[index]));
  });
});
