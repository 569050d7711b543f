import { describe, expect, it } from 'vitest';
import { groundName, pitchBoard } from './board';
import { scorePitch } from './rubric';
import { NO_FACTS, SIMULATION_EVIDENCE } from './testing/drill-fixtures';
import { PITCH_CORPUS } from './testing/pitch-corpus';

const EVIDENCE = SIMULATION_EVIDENCE;

const PARTS = {
  oneLiner: 'Entregamos kits semanais de marmitas congeladas para quem trabalha de casa em Campinas.',
  problem: 'Profissionais em home office em Campinas perdem 40 minutos por dia para almoçar.',
  solution: 'Um kit de 10 marmitas congeladas entregue no domingo.',
  market: 'Um mercado de R$ 1,2 mi por ano em Campinas.',
  businessModel: 'O kit custa R$ 229 por semana, com margem de 30 %.',
  traction: 'Temos 280 clientes pagantes.',
  ask: 'Queremos crescer muito.',
};

const names = (seats: ReturnType<typeof pitchBoard>) =>
  Object.fromEntries(seats.map((seat) => [seat.persona, seat.grounds.map(groundName)]));

describe('the board’s reactions to a pitch', () => {
  it('gives each persona its own lane of the findings, the furthest claim to EVA and the risks to LEO', () => {
    const result = scorePitch({ kind: 'investor', language: 'pt-BR', parts: PARTS, evidence: EVIDENCE });
    const board = pitchBoard(result, { cacToLtv: 0.5, runwayMonths: 4, weakestScore: null });
    expect(board.map((seat) => seat.persona)).toEqual(['eva', 'max', 'leo', 'bia']);
    const grounds = names(board);
    // Margin 30 against 12 (2.5×) is further than customers 280 against 140 (2×).
    expect(grounds.eva![0]).toBe('claim:margin');
    expect(grounds.leo).toEqual(['runway', 'unitEconomics']);
    expect(grounds.max).toEqual(['finding:askAmount', 'finding:askUse']);
    expect(grounds.bia![0]).toMatch(/^strongest:/);
    // No finding is told by two seats.
    const findings = Object.values(grounds)
      .flat()
      .filter((name) => name.startsWith('finding:'));
    expect(new Set(findings).size).toBe(findings.length);
  });

  it('stands only on what the analysis found: a seat with nothing in its lane says the pitch holds there', () => {
    const strong = PITCH_CORPUS.find((entry) => entry.quality === 'strong' && entry.language === 'pt-BR')!;
    const result = scorePitch({
      kind: strong.kind,
      language: strong.language,
      parts: strong.parts,
      evidence: strong.evidence,
    });
    const board = pitchBoard(result, NO_FACTS);
    const checks = new Set(result.findings.map((finding) => finding.check));
    for (const seat of board) {
      for (const ground of seat.grounds) {
        if (ground.kind === 'finding') expect(checks.has(ground.finding.check)).toBe(true);
        if (ground.kind === 'claim') expect(result.claims).toContainEqual(ground.claim);
      }
    }
    expect(names(board).leo).toEqual(['holds']);
    // The same analysis, the same board.
    expect(pitchBoard(result, NO_FACTS)).toEqual(board);
  });
});
