import type { BoardQueryView, ExamAnswersRequest } from '@alavanca/contracts/certificate';
import type { NumberFormat } from '@alavanca/domain/constants';
import { parseMoneyText } from '@alavanca/domain/locale/money-text';
import type { ValidationMessage } from '@/hooks/use-validation-text';
import { unreadableMessage } from '@/features/simulations/month/utils/decision-draft';

/** What the candidate typed or picked for each part of each board query (by query id); '' for nothing yet. */
export type BoardDraft = Readonly<Record<string, readonly string[]>>;

/** The parts that cannot be read, by `queryId:partIndex`. */
export type BoardErrors = Readonly<Record<string, ValidationMessage>>;

export const partKey = (queryId: string, part: number) => `${queryId}:${part}`;

const MINUS = /^[-−]/;

/**
 * A figure as typed in the user's number format, in the query's own unit (money in the currency's
 * units, a percentage in points): a sign allowed (a month's gross margin can be below zero).
 */
function readFigure(text: string, numberFormat: NumberFormat) {
  const trimmed = text.trim();
  const negative = MINUS.test(trimmed);
  const parsed = parseMoneyText(trimmed.replace(MINUS, ''), numberFormat);
  return parsed.ok ? { ok: true as const, value: ((negative ? -1 : 1) * parsed.value) / 100 } : parsed;
}

/**
 * The board's answers as the server reads them: a month as its number, an option as its key, a
 * figure as a number; a part left blank is null (it scores nothing). A figure that cannot be read
 * is an error beside its field, and no answers are sent while there is one.
 */
export function readBoardAnswers(
  queries: readonly BoardQueryView[],
  draft: BoardDraft,
  numberFormat: NumberFormat,
): { board: ExamAnswersRequest['board']; errors: BoardErrors } {
  const errors: Record<string, ValidationMessage> = {};
  const board = queries.map((query) => ({
    id: query.id,
    answer: query.parts.map((part, index) => {
      const text = draft[query.id]?.[index] ?? '';
      if (text.trim() === '') return null;
      if (part.kind === 'month') return Number(text);
      if (part.kind === 'choice') return text;
      const figure = readFigure(text, numberFormat);
      if (figure.ok) return figure.value;
      errors[partKey(query.id, index)] = unreadableMessage(figure, true, numberFormat);
      return null;
    }),
  }));
  return { board, errors };
}

/** How many queries have every part answered. */
export function answeredQueries(queries: readonly BoardQueryView[], draft: BoardDraft): number {
  return queries.filter((query) => query.parts.every((_, index) => (draft[query.id]?.[index] ?? '').trim() !== ''))
    .length;
}
