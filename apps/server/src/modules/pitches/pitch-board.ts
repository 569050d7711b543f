import type { PitchBoardResponse } from '@alavanca/contracts/pitches';
import type { Language } from '@alavanca/domain/constants';
import type { NumberPreferences } from '@alavanca/domain/locale/format';
import { personaById, type PersonaId } from '@alavanca/domain/mentor/personas';
import { groundName, type BoardGround, type BoardSeat } from '@alavanca/domain/pitch/board';
import { figureText } from '@alavanca/domain/pitch/figure-text';
import type { FastifyBaseLogger } from 'fastify';
import type { LanguageModel } from '../mentor/language-model';
import { LANGUAGE_NAMES } from '../mentor/prompt';
import { pitchSentences } from './pitch-sentences';

/*
 * The board's reactions in words (decision 032): the engine's sentences from the `pitch` catalog,
 * one seat at a time, in the user's language and number format. With a language model configured,
 * it rewrites the four in the personas' voices from those same sentences; a rewrite that drops a
 * seat, adds a number the sentences do not hold, or fails or comes late, is set aside whole and the
 * engine's sentences are the answer. The scores and the checks are never the model's.
 */

type Board = PitchBoardResponse['board'];
type Reaction = Board['reactions'][number];

function groundSentence(ground: BoardGround, persona: PersonaId, prefs: NumberPreferences): string {
  const say = pitchSentences(prefs);
  const { text } = say;
  switch (ground.kind) {
    case 'claim':
      return `${say.claim(ground.claim)} ${text('board.claimWhy')}`;
    case 'finding':
      return text('board.finding', say.finding(ground.finding));
    case 'runway':
      return text('board.runway', { count: figureText(ground.months, 'plain', null, prefs) }, ground.months);
    case 'unitEconomics':
      return text('board.unitEconomics', { percent: figureText(ground.percent, 'percent', null, prefs) });
    case 'strongest':
      return text('board.strongest', { part: say.partName(ground.part), score: String(ground.score) });
    case 'holds':
      return text(`board.holds.${persona}`);
  }
}

/** The engine's reactions: each seat's lead line, then a sentence for each of its grounds. */
export function boardReactions(seats: readonly BoardSeat[], prefs: NumberPreferences): Reaction[] {
  const { text } = pitchSentences(prefs);
  return seats.map((seat) => ({
    persona: seat.persona,
    text: [
      text(`board.lead.${seat.persona}`),
      ...seat.grounds.map((ground) => groundSentence(ground, seat.persona, prefs)),
    ].join(' '),
    grounds: seat.grounds.map(groundName),
  }));
}

/** How long the board waits for the model's rewrite, and the longest reaction kept. */
export const BOARD_MODEL_LIMITS = { timeoutMs: 15_000, maxLength: 1_200 } as const;

/** Runs of digits with the marks that join them: the numbers a text writes. */
const NUMBER = /\d+(?:[.,\u00a0\u202f ]\d+)*/g;
const numbersIn = (value: string) => new Set([...value.matchAll(NUMBER)].map(([written]) => written));

/** A line that opens a mentor's paragraph: "EVA: …", "**MAX:** …". */
const OPENS = /^\s*\**\s*(EVA|MAX|LEO|BIA)\s*\**\s*:\s*\**\s*(.*)$/;

/** The model's four reactions, each kept only if it says no number the engine's does not. */
function parseRewrite(written: string, engine: readonly Reaction[]): Reaction[] | null {
  const said = new Map<string, string>();
  let current: string | null = null;
  for (const line of written.split('\n')) {
    const opens = OPENS.exec(line);
    if (opens) {
      current = opens[1]!;
      said.set(current, opens[2]!.trim());
    } else if (current) said.set(current, `${said.get(current)} ${line.trim()}`.trim());
  }
  const rewritten = engine.map((reaction) => {
    const own = said.get(personaById(reaction.persona).name) ?? '';
    const allowed = numbersIn(reaction.text);
    const keeps =
      own !== '' &&
      own.length <= BOARD_MODEL_LIMITS.maxLength &&
      [...numbersIn(own)].every((number) => allowed.has(number));
    return keeps ? { ...reaction, text: own } : null;
  });
  return rewritten.every((reaction) => reaction !== null) ? rewritten : null;
}

/**
 * The board's answer: the model's rewrite of the engine's reactions when it keeps to them, else
 * the engine's own.
 */
export async function writeBoard(
  engine: Reaction[],
  score: number,
  language: Language,
  model: LanguageModel | null,
  log: FastifyBaseLogger,
): Promise<Board> {
  const own: Board = { score, reactions: engine, writtenBy: 'engine' };
  if (!model) return own;
  const system = [
    'You are the advisory board of the Alavanca platform: four mentors reacting to a founder’s pitch.',
    'EVA is analytical and cites figures; MAX is bold and pushes to act now; LEO is conservative and weighs risk; BIA is encouraging and names what works.',
    `Rewrite each mentor's notes as two or three sentences in ${LANGUAGE_NAMES[language]}, in that mentor's voice, speaking to the founder.`,
    'Keep every fact and figure exactly as given; add no number, statistic, name or claim of your own.',
    'Answer with four paragraphs, each starting with the mentor’s name and a colon: "EVA:", "MAX:", "LEO:", "BIA:".',
  ].join(' ');
  const notes = engine.map((reaction) => `${personaById(reaction.persona).name}: ${reaction.text}`).join('\n');
  const signal = AbortSignal.timeout(BOARD_MODEL_LIMITS.timeoutMs);
  try {
    let written = '';
    for await (const piece of model.stream({ system, turns: [{ role: 'user', content: notes }] }, signal)) {
      written += piece;
    }
    const reactions = parseRewrite(written, engine);
    if (reactions) return { score, reactions, writtenBy: 'model' };
    log.warn('The board’s rewrite dropped a mentor or wrote numbers of its own; the engine’s reactions were kept.');
  } catch (error) {
    log.warn({ err: error }, 'The board’s rewrite failed; the engine’s reactions were kept.');
  }
  return own;
}
