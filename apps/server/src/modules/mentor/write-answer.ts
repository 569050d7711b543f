import type { WhatIf } from '@alavanca/domain/mentor/analysis';
import type { AnswerPlan } from '@alavanca/domain/mentor/answer';
import type { BoardPlan } from '@alavanca/domain/mentor/board';
import type { Fact, FactValue } from '@alavanca/domain/mentor/facts';
import { factSourcePath, NEW_SOURCE_PATH, type MentorContext } from '@alavanca/domain/mentor/grounding';
import { knowledgeCard, topicKnowledge } from '@alavanca/domain/mentor/knowledge';
import { personaById, type PersonaId } from '@alavanca/domain/mentor/personas';
import { formatCurrency, formatDateTime, formatNumber, formatPercent } from '@alavanca/domain/locale/format';
import { formatRisk } from '@alavanca/domain/simulation/risk-figure';
import { whatIfQuery, type WhatIfOutcome } from '@alavanca/domain/simulation/what-if';
import { sharedText } from '../../i18n/shared-catalogs';

/**
 * Writes the built-in mentor's plans out as Markdown in the user's language: the `mentor`
 * catalogs' sentences with the user's numbers formatted in their locale, the cards' own texts,
 * links to the screens the numbers come from. The Markdown is shown by a renderer that allows
 * no HTML; the user's own names are escaped so that they stay text.
 */

function text(context: MentorContext, key: string, values: Record<string, string> = {}, count?: number): string {
  const found = sharedText('mentor', key, context.language, values, count);
  if (found === undefined) throw new Error(`The mentor catalog has no text at ${key}`);
  return found;
}

/** Markdown's own characters in a link's text, escaped: a name "[Loja] *1*" stays those characters. */
function escapeMarkdown(value: string): string {
  return value.replace(/[\\`*_[\]<>|~]/g, (char) => `\\${char}`);
}

/**
 * A text of the `canvas` catalog: a canvas's findings, blocks and quotation marks are told in the
 * words the canvas screen uses. With a `count`, its plural form when the text has one.
 */
function canvasText(context: MentorContext, key: string, values: Record<string, string> = {}, count?: number): string {
  const found =
    (count === undefined ? undefined : sharedText('canvas', key, context.language, values, count)) ??
    sharedText('canvas', key, context.language, values);
  if (found === undefined) throw new Error(`The canvas catalog has no text at ${key}`);
  return found;
}

/** Items as a list in the user's language: "a, b e c", "a, b and c". */
function listOf(items: readonly string[], context: MentorContext): string {
  return new Intl.ListFormat(context.language, { style: 'long', type: 'conjunction' }).format(items);
}

/** The founder's own statements, each in the language's quotation marks, as a list; their Markdown stays text. */
function quotes(texts: readonly string[], context: MentorContext): string {
  return listOf(
    texts.map((text) => canvasText(context, 'quoted', { text: escapeMarkdown(text) })),
    context,
  );
}

/**
 * A canvas's finding in the canvas catalog's words, as the canvas screen states it: its money in
 * the canvas's currency, its counts in the user's number format, the cards and blocks it names.
 * `short` names it; `detail` is its sentence with the cards and numbers (when it names any) and
 * why it matters.
 */
function findingText(value: Extract<FactValue, { kind: 'finding' }>, context: MentorContext): string {
  const { finding, currency } = value;
  const prefs = { language: context.language, numberFormat: context.numberFormat };
  const numbers = Object.fromEntries(
    Object.entries(finding.values).map(([key, number]) => [
      key,
      key.endsWith('Cents')
        ? formatCurrency(number, currency, prefs)
        : formatNumber(number, prefs, { maximumFractionDigits: 0 }),
    ]),
  );
  const customers = finding.values['customers'] ?? 0;
  const values = {
    ...numbers,
    cards: quotes(finding.cards, context),
    plan: canvasText(
      context,
      'numbers.customers',
      { customers: formatNumber(customers, prefs, { maximumFractionDigits: 0 }) },
      customers,
    ),
    block: canvasText(context, `blocks.${finding.blocks.at(-1)}.name`),
    blocks: listOf(
      finding.blocks.map((block) => canvasText(context, `blocks.${block}.name`)),
      context,
    ),
  };
  // The one sentence with a plural turns on the payback's months.
  const count = finding.values['paybackMonths'] ?? finding.cards.length;
  const text = (part: 'short' | 'title' | 'why') =>
    canvasText(context, `findings.${finding.rule}.${part}`, values, part === 'title' ? count : undefined);
  if (value.text === 'short') return text('short');
  // A finding with neither cards nor numbers ("no cost") says nothing more in its title than its name.
  const named = finding.cards.length > 0 || Object.keys(finding.values).length > 0;
  return named ? `${text('title')}. ${text('why')}` : text('why');
}

function formatValue(value: FactValue, context: MentorContext): string {
  const prefs = { language: context.language, numberFormat: context.numberFormat };
  switch (value.kind) {
    case 'money':
      return formatCurrency(value.cents, value.currency, prefs);
    case 'decimal':
      return formatNumber(value.value, prefs, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    case 'percent':
      return formatPercent(value.value, prefs, { maximumFractionDigits: 0 });
    case 'risk':
      return formatRisk(value.value, prefs);
    case 'count':
    case 'score':
      return formatNumber(value.value, prefs, { maximumFractionDigits: 0 });
    case 'label':
      return text(context, `labels.${value.key}`);
    case 'dateTime':
      return formatDateTime(new Date(value.iso), context);
    case 'counted':
      return text(
        context,
        `counts.${value.noun}`,
        { count: formatNumber(value.value, prefs, { maximumFractionDigits: 0 }) },
        value.value,
      );
    case 'month':
      return new Intl.DateTimeFormat(context.language, { month: 'long', timeZone: 'UTC' }).format(
        new Date(Date.UTC(2024, value.month - 1, 15)),
      );
    case 'name':
      // Another person's words (a teacher's class name) stay text, as the link's name does.
      return escapeMarkdown(value.value);
    case 'quotes':
      return quotes(value.texts, context);
    case 'blocks':
      return listOf(
        value.blocks.map((block) => canvasText(context, `blocks.${block}.name`)),
        context,
      );
    case 'finding':
      return findingText(value, context);
  }
}

/** A fact's sentence, with a link to the screen its numbers come from. */
export function writeFact(fact: Fact, context: MentorContext): string {
  const values = Object.fromEntries(
    Object.entries(fact.values).map(([name, value]) => [name, formatValue(value, context)]),
  );
  const count = fact.values['count'];
  const sentence = text(
    context,
    `facts.${fact.id}`,
    values,
    count?.kind === 'count' || count?.kind === 'decimal' ? count.value : undefined,
  );
  return `${sentence} ([${escapeMarkdown(fact.source.name)}](${factSourcePath(fact.source)}))`;
}

/** The first `count` sentences of a text (all of them when null). */
function firstSentences(body: string, count: number | null): string {
  if (count === null) return body;
  const sentences = body.split(/(?<=[.!?…])\s+(?=\p{Lu}|\p{N})/u);
  return sentences.slice(0, count).join(' ');
}

function cardParagraph(cardId: string, sentences: number | null, context: MentorContext): string {
  const found = knowledgeCard(cardId);
  if (!found) throw new Error(`No card ${cardId}`);
  const cardText = found.card.text[context.language];
  return `**${cardText.title}.** ${firstSentences(cardText.body, sentences)}`;
}

function sourcesLine(cardIds: string[], context: MentorContext): string | null {
  const seen = new Set<string>();
  const links: string[] = [];
  for (const id of cardIds) {
    for (const source of knowledgeCard(id)?.card.sources ?? []) {
      if (seen.has(source.url)) continue;
      seen.add(source.url);
      links.push(`[${source.publisher}, ${source.title} (${source.year})](${source.url})`);
    }
  }
  return links.length > 0 ? `*${text(context, 'sourcesTitle')}:* ${links.join('; ')}` : null;
}

function missingParagraph(what: 'simulation' | 'validation', context: MentorContext): string {
  const link = what === 'simulation' ? 'links.newSimulation' : 'links.newValidation';
  return `${text(context, `missing.${what}`)} [${text(context, link)}](${NEW_SOURCE_PATH[what]})`;
}

function moveOf(persona: PersonaId, plan: { topic: AnswerPlan['topic'] }, context: MentorContext): string | null {
  return plan.topic === null ? null : topicKnowledge(plan.topic).moves[context.language][persona];
}

/** An alternative in words: "preço de R$ 13,20", "contratar 1 pessoa", "não pegar empréstimo". */
function choiceText(whatIf: WhatIf, outcome: WhatIfOutcome, context: MentorContext): string {
  const { lever } = whatIf.runs;
  const { value } = outcome;
  const amount = formatValue({ kind: 'money', cents: Math.abs(value), currency: whatIf.currency }, context);
  const units = formatValue({ kind: 'count', value: Math.abs(value) }, context);
  const key = (() => {
    switch (lever) {
      case 'price':
      case 'marketing':
        return lever;
      case 'hiring':
        return value > 0 ? 'hire' : value < 0 ? 'dismiss' : 'sameTeam';
      case 'stock':
        return 'stock';
      case 'loan':
        return value > 0 ? 'borrow' : value < 0 ? 'repay' : 'noLoan';
      case 'equipment':
        return value > 0 ? 'equipment' : 'noEquipment';
    }
  })();
  const counted = key === 'hire' || key === 'dismiss' || key === 'stock';
  return text(context, `whatIf.choice.${key}`, { amount, count: units }, counted ? Math.abs(value) : undefined);
}

/** The persona's pick among the what-if runs, in the terms it weighs (profit, customers, a bad run's cash, a small step). */
function leanSentence(persona: PersonaId, whatIf: WhatIf, choice: number, context: MentorContext): string {
  const { outcomes, months } = whatIf.runs;
  const picked = outcomes[choice]!;
  const current = outcomes[0]!;
  const money = (cents: number) => formatValue({ kind: 'money', cents, currency: whatIf.currency }, context);
  const values = {
    choice: choiceText(whatIf, picked, context),
    months: formatValue({ kind: 'counted', noun: 'months', value: months }, context),
    cash: money(picked.cashCents),
    cashLow: money(picked.cashLowCents),
    profit: money(picked.profitCents),
    risk: formatValue({ kind: 'risk', value: picked.runOutRisk }, context),
    customers: formatValue({ kind: 'counted', noun: 'customers', value: Math.round(picked.customers) }, context),
    baseCash: money(current.cashCents),
    baseCashLow: money(current.cashLowCents),
    baseProfit: money(current.profitCents),
    baseRisk: formatValue({ kind: 'risk', value: current.runOutRisk }, context),
    baseCustomers: formatValue({ kind: 'counted', noun: 'customers', value: Math.round(current.customers) }, context),
  };
  return `**${personaById(persona).name}:** ${text(context, `lean.${persona}.${choice === 0 ? 'keep' : 'change'}`, values)}`;
}

/**
 * The what-if runs as a table: one row per alternative (the current decisions first), its
 * median cash at the end, the cash of a bad run (one future in ten ends lower), the profit of
 * the months, the customers at the end and the risk of running out; a simulation's rows link to
 * the month screen with the alternative filled in. The caption says it is a forecast, and of what.
 */
function whatIfTable(whatIf: WhatIf, context: MentorContext): string {
  const { runs, source } = whatIf;
  const months = formatValue({ kind: 'counted', noun: 'months', value: runs.months }, context);
  const money = (cents: number) => formatValue({ kind: 'money', cents, currency: whatIf.currency }, context);
  const link = source.kind === 'simulation';
  const cell = (value: string) => value.replace(/\|/g, '\\|');
  const header = [
    text(context, 'whatIf.columns.alternative'),
    text(context, 'whatIf.columns.cash', { months }),
    text(context, 'whatIf.columns.cashLow'),
    text(context, 'whatIf.columns.profit', { months }),
    text(context, 'whatIf.columns.customers'),
    // Not the one risk figure (by the end of the simulation): the chance within these months, named so.
    text(context, 'whatIf.columns.risk', { months }),
    ...(link ? [text(context, 'whatIf.columns.open')] : []),
  ];
  const align = [':--', '--:', '--:', '--:', '--:', '--:', ...(link ? [':--'] : [])];
  const rows = runs.outcomes.map((outcome) => {
    const name = choiceText(whatIf, outcome, context);
    const path = `${factSourcePath(source)}${whatIfQuery(whatIf.month, runs.lever, outcome.value)}`;
    return [
      outcome.current ? text(context, 'whatIf.current', { choice: name }) : name,
      money(outcome.cashCents),
      money(outcome.cashLowCents),
      money(outcome.profitCents),
      formatValue({ kind: 'count', value: Math.round(outcome.customers) }, context),
      formatValue({ kind: 'risk', value: outcome.runOutRisk }, context),
      ...(link ? [`[${text(context, 'whatIf.openLink')}](${path})`] : []),
    ];
  });
  const line = (cells: string[]) => `| ${cells.map(cell).join(' | ')} |`;
  const caption = text(context, `whatIf.caption.${runs.lever}`, {
    months,
    paths: formatValue({ kind: 'counted', noun: 'futures', value: runs.paths }, context),
    company: escapeMarkdown(source.name),
  });
  return [caption, '', line(header), `| ${align.join(' | ')} |`, ...rows.map(line)].join('\n');
}

export function writeAnswer(plan: AnswerPlan, context: MentorContext): string {
  const lead: string[] = [];
  const paragraphs: string[] = [];
  for (const block of plan.blocks) {
    switch (block.kind) {
      case 'lean':
        lead.push(leanSentence(plan.persona, block.whatIf, block.choice, context));
        break;
      case 'fact':
        lead.push(writeFact(block.fact, context));
        break;
      case 'whatIf':
        paragraphs.push(whatIfTable(block.whatIf, context));
        break;
      case 'unknown':
        lead.push(text(context, 'unknown'));
        break;
      case 'missing':
        paragraphs.push(missingParagraph(block.what, context));
        break;
      case 'card':
        paragraphs.push(cardParagraph(block.cardId, block.sentences, context));
        break;
      case 'move': {
        const move = moveOf(plan.persona, plan, context);
        if (move) paragraphs.push(`**${personaById(plan.persona).name}:** ${move}`);
        break;
      }
      case 'sources': {
        const line = sourcesLine(block.cardIds, context);
        if (line) paragraphs.push(line);
        break;
      }
    }
  }
  return [lead.join(' '), ...paragraphs].filter((part) => part !== '').join('\n\n');
}

/** The board meeting: each persona's seat, where they disagree, and the synthesis. */
export function writeBoard(plan: BoardPlan, context: MentorContext): string {
  const seats = plan.seats.map((seat) => {
    const persona = personaById(seat.persona);
    const parts: string[] = [];
    if (plan.whatIf && seat.choice !== null) {
      // The seat's name is its heading: the pick is told without the name in front.
      parts.push(leanSentence(seat.persona, plan.whatIf, seat.choice, context).replace(/^\*\*[^*]+:\*\* /, ''));
    }
    if (seat.fact) parts.push(writeFact(seat.fact, context));
    const move = moveOf(seat.persona, plan, context);
    if (move) parts.push(move);
    return `### ${persona.name}\n\n${parts.join(' ')}`;
  });
  const cashFact = plan.cashFact ? writeFact(plan.cashFact, context) : '';
  const evidenceFact = plan.evidenceFact ? writeFact(plan.evidenceFact, context) : '';
  const sections = [
    ...seats,
    ...(plan.whatIf ? [whatIfTable(plan.whatIf, context)] : []),
    `### ${text(context, 'board.disagreements')}\n\n- ${text(context, 'board.maxLeo')}\n- ${text(context, 'board.evaBia')}`,
    `### ${text(context, 'board.synthesis')}\n\n${text(context, `board.cash.${plan.cash}`, { fact: cashFact }).trim()} ${text(
      context,
      `board.evidence.${plan.evidence}`,
      { fact: evidenceFact },
    ).trim()}`,
  ];
  if (plan.cardId) {
    sections.push(cardParagraph(plan.cardId, 2, context));
    const line = sourcesLine([plan.cardId], context);
    if (line) sections.push(line);
  }
  return sections.join('\n\n');
}
