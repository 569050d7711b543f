import { PERSONA_IDS, type PersonaId } from '../mentor/personas';
import type { CheckedClaim } from './claims';
import type { PitchPart } from './pitch';
import type { DrillFacts } from './questions';
import type { RubricCheck, RubricFinding, RubricResult } from './rubric';

/*
 * "Ask the board" on a pitch (decision 032): EVA, MAX, LEO and BIA each react to what their lane
 * of the rubric found, so four seats never say the same thing and none says anything the analysis
 * did not find. EVA, the analyst, takes the figures: the claim furthest beyond the evidence, or
 * one with none. MAX, who pushes to act, takes the ask and the customer it is told to. LEO, the
 * careful one, takes the risks: a short runway, a customer that costs too much of what it brings,
 * a missing part, an undated "why now". BIA, who encourages, names the strongest part first and
 * then one thing that would make it clearer. A seat with nothing in its lane says so.
 */

/** What a seat's reaction stands on. */
export type BoardGround =
  | { kind: 'claim'; claim: CheckedClaim & { part: PitchPart } }
  | { kind: 'finding'; finding: RubricFinding }
  | { kind: 'runway'; months: number }
  | { kind: 'unitEconomics'; percent: number }
  | { kind: 'strongest'; part: PitchPart; score: number }
  | { kind: 'holds' };

export interface BoardSeat {
  persona: PersonaId;
  /** The lead ground first; at most two. */
  grounds: BoardGround[];
}

/** The rubric's checks each seat reacts to, the one it weighs most first. */
const LANES: Record<PersonaId, readonly RubricCheck[]> = {
  eva: ['claimsHold', 'figures'],
  max: ['askAmount', 'askUse', 'askWhen', 'namedCustomer', 'oneLiner'],
  leo: ['partsPresent', 'datedWhyNow', 'partsBalanced'],
  bia: ['oneLiner', 'plainWords', 'sentenceLength'],
};

/** As the drill: a runway under six months, a customer costing more than a third of what it brings. */
const RUNWAY_MONTHS_LIMIT = 6;
const CAC_TO_LTV_LIMIT = 1 / 3;
const GROUNDS_PER_SEAT = 2;

/** How far a flagged claim is from its evidence, as a ratio above 1 either way. */
function gap(claim: CheckedClaim): number {
  const evidence = claim.evidence?.value;
  if (!evidence || !claim.claimed) return 1;
  return Math.max(claim.claimed / evidence, evidence / claim.claimed);
}

/** A stable name of what a ground stands on, for the answer's `grounds`. */
export function groundName(ground: BoardGround): string {
  switch (ground.kind) {
    case 'claim':
      return `claim:${ground.claim.metric}`;
    case 'finding':
      return `finding:${ground.finding.check}`;
    case 'strongest':
      return `strongest:${ground.part}`;
    default:
      return ground.kind;
  }
}

export function pitchBoard(result: RubricResult, facts: DrillFacts): BoardSeat[] {
  const used = new Set<RubricCheck>();
  /** The seat's own grounds, then its lane's findings no other seat took, up to a seat's room. */
  const seat = (persona: PersonaId, own: BoardGround[]): BoardGround[] => {
    const grounds = own.slice(0, GROUNDS_PER_SEAT);
    for (const check of LANES[persona]) {
      const found = result.findings.find((entry) => entry.check === check);
      if (grounds.length >= GROUNDS_PER_SEAT) break;
      if (!found || used.has(check)) continue;
      used.add(check);
      grounds.push({ kind: 'finding', finding: found });
    }
    return grounds.length > 0 ? grounds : [{ kind: 'holds' }];
  };

  const flagged = result.claims
    .filter((claim) => claim.verdict === 'beyond' || claim.verdict === 'differs')
    .sort((a, b) => gap(b) - gap(a));
  const claim = flagged[0] ?? result.claims.find((entry) => entry.verdict === 'unsupported');
  // A claim told is the evidence finding made concrete: the seat quotes it instead of the count.
  if (claim) used.add('claimsHold');
  const eva = seat('eva', claim ? [{ kind: 'claim', claim }] : []);

  const leo = seat('leo', [
    ...(facts.runwayMonths !== null && facts.runwayMonths < RUNWAY_MONTHS_LIMIT
      ? [{ kind: 'runway', months: Math.round(facts.runwayMonths * 10) / 10 } as const]
      : []),
    ...(facts.cacToLtv !== null && facts.cacToLtv > CAC_TO_LTV_LIMIT
      ? [{ kind: 'unitEconomics', percent: Math.round(facts.cacToLtv * 100) } as const]
      : []),
  ]);
  const max = seat('max', []);

  const strongest = (Object.entries(result.parts) as [PitchPart, number][]).reduce<[PitchPart, number] | null>(
    (best, entry) => (best === null || entry[1] > best[1] ? entry : best),
    null,
  );
  const bia = seat(
    'bia',
    strongest && strongest[1] > 0 ? [{ kind: 'strongest', part: strongest[0], score: strongest[1] }] : [],
  );

  const seats: Record<PersonaId, BoardGround[]> = { eva, max, leo, bia };
  return PERSONA_IDS.map((persona) => ({ persona, grounds: seats[persona] }));
}
