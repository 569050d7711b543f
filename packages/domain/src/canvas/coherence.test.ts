import { describe, expect, it } from 'vitest';
import { COHERENCE_POINTS, checkCoherence, PAYBACK_MONTHS } from './coherence';
import { BAKERY, BAKERY_FACTS, CANVAS_CORPUS, SALON_SAAS, card } from './testing/canvas-corpus';

describe('the coherence check on the corpus', () => {
  it.each(CANVAS_CORPUS)('$name', ({ canvas, facts, expected }) => {
    const check = checkCoherence(canvas, facts);
    expect([...new Set(check.findings.map((finding) => finding.rule))].sort()).toEqual([...expected].sort());
    // The score is what the parts kept, and each lost point is a finding.
    const counted = check.parts.filter((part) => part.applies);
    const kept = counted.reduce((sum, part) => sum + part.points, 0);
    const max = counted.reduce((sum, part) => sum + part.max, 0);
    expect(check.score).toBe(Math.round((100 * kept) / max));
    const lost = check.findings.reduce((sum, finding) => sum + finding.points, 0);
    expect(max - kept).toBeCloseTo(lost, 0);
    if (expected.length === 0) expect(check.score).toBe(100);
    else expect(check.score).toBeLessThan(100);
  });

  it('ranks the heaviest finding first, and gives the same answer every time', () => {
    const incoherent = CANVAS_CORPUS.find((entry) => entry.name.startsWith('nine blocks'))!;
    const check = checkCoherence(incoherent.canvas);
    const points = check.findings.map((finding) => finding.points);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    expect(check.findings[0]!.rule).toBe('noRevenueNumbers');
    expect(checkCoherence(incoherent.canvas)).toEqual(check);
  });

  it('names each segment and the block it lacks', () => {
    const incoherent = CANVAS_CORPUS.find((entry) => entry.name.startsWith('nine blocks'))!;
    const missing = checkCoherence(incoherent.canvas)
      .findings.filter((finding) => finding.rule === 'segmentWithoutNeed')
      .map((finding) => `${finding.cardIds[0]} ${finding.blocks[1]}`);
    expect(missing.sort()).toEqual([
      'families channels',
      'families revenueStreams',
      'offices channels',
      'offices revenueStreams',
      'offices valuePropositions',
    ]);
  });

  it('states the numbers behind a slow payback', () => {
    const [finding] = checkCoherence(SALON_SAAS).findings;
    expect(finding).toMatchObject({
      rule: 'slowPayback',
      part: 'unitEconomics',
      cardIds: ['plan'],
      values: {
        paybackMonths: 17,
        limitMonths: PAYBACK_MONTHS,
        acquisitionCostCents: 1_200_00,
        contributionCents: 74_00,
      },
    });
  });

  it('checks an activity is paid for by a cost, not by any card', () => {
    const unpaid = {
      ...BAKERY,
      cards: BAKERY.cards.map((existing) =>
        existing.id === 'bake' ? { ...existing, links: ['neighbours'] } : existing,
      ),
    };
    const findings = checkCoherence(unpaid).findings;
    expect(findings.map((finding) => [finding.rule, finding.cardIds])).toEqual([['unpaidCard', ['bake']]]);
    expect(findings[0]!.points).toBe(COHERENCE_POINTS.costs / 2);
  });

  it('finds no shortfall where there are no fixed costs to cover', () => {
    const noRent = {
      ...BAKERY,
      cards: BAKERY.cards
        .filter((existing) => existing.cost?.costKind !== 'fixed')
        .map((existing) =>
          existing.id === 'basket' ? { ...existing, revenue: { ...existing.revenue!, customers: 0 } } : existing,
        )
        .map((existing) => ({
          ...existing,
          links: existing.links.filter((link) => link !== 'rent' && link !== 'staff'),
        })),
    };
    const rules = checkCoherence(noRent).findings.map((finding) => finding.rule);
    expect(rules).not.toContain('belowBreakEven');
    expect(checkCoherence(noRent).economics.breakEvenCustomers).toBe(0);
  });

  it('checks no price where the canvas has none, and says so', () => {
    const incoherent = CANVAS_CORPUS.find((entry) => entry.name.startsWith('nine blocks'))!;
    expect(checkCoherence(incoherent.canvas).parts.find((part) => part.key === 'price')).toMatchObject({
      applies: false,
    });
  });

  it('leaves the validation out of the score when there is none, and compares in the canvas’s currency', () => {
    const alone = checkCoherence(BAKERY);
    expect(alone.parts.find((part) => part.key === 'validation')).toMatchObject({ applies: false, points: 0 });
    expect(alone.score).toBe(100);
    // The same validation in euros: R$ 18 is about € 3, so a R$ 18 price is the validated one.
    const inEuros = { ...BAKERY_FACTS, currency: 'EUR' as const, priceCents: 3_00 };
    const check = checkCoherence(BAKERY, inEuros);
    expect(check.findings.filter((finding) => finding.rule === 'priceDiffersFromValidation')).toEqual([]);
  });

  it('lists the segments, offers and streams no evidence backs yet, segments first', () => {
    const tested = {
      ...BAKERY,
      cards: [
        ...BAKERY.cards.map((existing) =>
          existing.id === 'basket'
            ? {
                ...existing,
                evidence: {
                  kind: 'simulationMonth' as const,
                  simulationId: 'f1d2c3b4-0000-4000-8000-000000000001',
                  month: 3,
                },
              }
            : existing,
        ),
        card('tourists', 'customerSegments', 'Turistas do centro histórico'),
      ],
    };
    expect(checkCoherence(tested).untestedCardIds).toEqual(['neighbours', 'tourists', 'fresh', 'shop']);
  });
});
