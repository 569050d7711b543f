import { describe, expect, it } from 'vitest';
import { plannedSeconds, rehearsalResult, wordCount } from './rehearsal';

// 29 words a part: at 145 words a minute, 12 s each.
const PART =
  'Profissionais em home office em Campinas perdem quarenta minutos por dia para almoçar e pedir delivery todo dia custa trinta e cinco reais por refeição sem contar a taxa.';

describe('a rehearsal against the clock', () => {
  it('counts a part’s words as spoken, figures included', () => {
    expect(wordCount(PART)).toBe(29);
    expect(wordCount('Temos 140 clientes, R$ 49 por mês.')).toBe(7);
    expect(wordCount('  ')).toBe(0);
  });

  it('plans the script’s time at the middle of a listener’s pace', () => {
    expect(plannedSeconds({ oneLiner: PART, problem: PART })).toBe(24);
  });

  it('holds each part to its share of the kind’s time and names the parts that ran over', () => {
    // Investor pitch: 180 s; the problem's share is 12 %, 22 s; the one-liner's 5 %, 9 s.
    const result = rehearsalResult(
      'investor',
      { oneLiner: PART, problem: PART, solution: PART },
      { oneLiner: 13, problem: 20, solution: 12 },
    );
    expect(result.parts.slice(0, 3)).toEqual([
      { part: 'oneLiner', words: 29, targetSeconds: 9, seconds: 13, over: true },
      { part: 'problem', words: 29, targetSeconds: 22, seconds: 20, over: false },
      { part: 'solution', words: 29, targetSeconds: 22, seconds: 12, over: false },
    ]);
    expect(result.parts[3]).toMatchObject({ part: 'whyNow', seconds: null, over: false });
    expect(result).toMatchObject({
      totalSeconds: 45,
      targetSeconds: 180,
      wordsPerMinute: 116,
      pace: 'slow',
      overTime: false,
    });
  });

  it('reads the pace against 130–160 words a minute, and the whole against the kind’s time', () => {
    const fast = rehearsalResult('elevator', { oneLiner: PART, problem: PART }, { oneLiner: 10, problem: 10 });
    expect(fast).toMatchObject({ wordsPerMinute: 174, pace: 'fast', overTime: false });
    const steady = rehearsalResult('elevator', { oneLiner: PART, problem: PART }, { oneLiner: 12, problem: 12 });
    expect(steady.pace).toBe('steady');
    const long = rehearsalResult('elevator', { oneLiner: PART, problem: PART }, { oneLiner: 40, problem: 30 });
    expect(long.overTime).toBe(true);
    expect(rehearsalResult('elevator', {}, {})).toMatchObject({ wordsPerMinute: null, pace: null, totalSeconds: 0 });
  });
});
