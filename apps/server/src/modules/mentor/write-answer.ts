import type { AnswerPlan } from '@alavanca/domain/mentor/answer';
import type { BoardPlan } from '@alavanca/domain/mentor/board';
import {
  factSourcePath,
  NEW_SOURCE_PATH,
  type Fact,
  type FactValue,
  type MentorContext,
} from '@alavanca/domain/mentor/grounding';
import { knowledgeCard, topicKnowledge } from '@alavanca/domain/mentor/knowledge';
import { personaById, type PersonaId } from '@alavanca/domain/mentor/personas';
import { formatCurrency, formatDateTime, formatNumber, formatPercent } from '@alavanca/domain/locale/format';
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

function formatValue(value: FactValue, context: MentorContext): string {
  const prefs = { language: context.language, numberFormat: context.numberFormat };
  switch (value.kind) {
    case 'money':
      return formatCurrency(value.cents, value.currency, prefs);
    case 'decimal':
      return formatNumber(value.value, prefs, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    case 'percent':
      return formatPercent(value.value, prefs, { maximumFractionDigits: 0 });
    case 'count':
    case 'score':
      return formatNumber(value.value, prefs, { maximumFractionDigits: 0 });
    case 'label':
      return text(context, `labels.${value.key}`);
    case 'dateTime':
      return formatDateTime(new Date(value.iso), context);
    case 'name':
      // Another person's words (a teacher's class name) stay text, as the link's name does.
      return escapeMarkdown(value.value);
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

export function writeAnswer(plan: AnswerPlan, context: MentorContext): string {
  const opening = text(context, `openings.${plan.persona}.${context.tone}`);
  const closing = text(context, `closings.${plan.persona}.${context.tone}`);
  const lead: string[] = [];
  const paragraphs: string[] = [];
  for (const block of plan.blocks) {
    switch (block.kind) {
      case 'opening':
        lead.push(opening);
        break;
      case 'fact':
        lead.push(writeFact(block.fact, context));
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
      case 'closing':
        paragraphs.push(closing);
        break;
      case 'sources': {
        const line = sourcesLine(block.cardIds, context);
        if (line) paragraphs.push(line);
        break;
      }
    }
  }
  return [lead.join(' '), ...paragraphs].join('\n\n');
}

/** The board meeting: each persona's seat, where they disagree, and the synthesis. */
export function writeBoard(plan: BoardPlan, context: MentorContext): string {
  const seats = plan.seats.map((seat) => {
    const persona = personaById(seat.persona);
    const parts = [text(context, `openings.${seat.persona}.${context.tone}`)];
    if (seat.fact) parts.push(writeFact(seat.fact, context));
    const move = moveOf(seat.persona, plan, context);
    if (move) parts.push(move);
    return `### ${persona.name}\n\n${parts.join(' ')}`;
  });
  const cashFact = plan.cashFact ? writeFact(plan.cashFact, context) : '';
  const evidenceFact = plan.evidenceFact ? writeFact(plan.evidenceFact, context) : '';
  const sections = [
    ...seats,
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
