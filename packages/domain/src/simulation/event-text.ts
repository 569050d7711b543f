import {
  LOYALTY_COST_MARKETING_SHARE,
  LOYALTY_SATISFACTION_GAIN,
  REDISTRIBUTE_SATISFACTION_HIT,
  REPAIR_EQUIPMENT_SHARE,
  REPAIR_MIN_FIXED_COST_SHARE,
  REPLACEMENT_RECRUITING_SALARIES,
  SWITCH_SUPPLIER_QUALITY_HIT,
} from './events';
import { DIFFICULTY_RULES, companyPreset } from './presets';
import { roundCents } from './money';
import type { EventChoice, MonthEvent, SimulationSetup } from './types';

/**
 * The numbers the event texts quote, taken from the engine's own constants so the words never
 * drift from the mechanics: what an event did, and what each answer costs or changes.
 */

/** Quality and satisfaction are shown on a 0–100 scale. */
const POINTS = 100;

export interface EventTextValues {
  /** The event's size as a ratio (formatted as a percentage by the caller). */
  share: number;
}

/** What the event's magnitude means for its description. */
export function eventTextValues(event: MonthEvent, setup: SimulationSetup): EventTextValues {
  if (event.type === 'newCompetitor') {
    // Acquisition is divided by (1 + pressure): the share of new customers the rival takes away,
    // from the difficulty's baseline pressure.
    const base = DIFFICULTY_RULES[setup.difficulty].competitorPressure;
    return { share: 1 - (1 + base) / (1 + base + event.magnitude) };
  }
  return { share: event.magnitude };
}

/** Cost (in cents of the simulation's currency) and points of each answer, for its description. */
export function choiceTextValues(choice: EventChoice, setup: SimulationSetup): { costCents: number; points: number } {
  const preset = companyPreset(setup);
  switch (choice) {
    case 'switchSupplier':
      return { costCents: 0, points: SWITCH_SUPPLIER_QUALITY_HIT * POINTS };
    case 'hireReplacement':
      return { costCents: roundCents(preset.salaryCents * REPLACEMENT_RECRUITING_SALARIES), points: 0 };
    case 'redistribute':
      return { costCents: 0, points: REDISTRIBUTE_SATISFACTION_HIT };
    case 'repair':
      return {
        costCents: Math.max(
          roundCents(preset.equipmentScaleCents * REPAIR_EQUIPMENT_SHARE),
          roundCents(preset.fixedCostsCents * REPAIR_MIN_FIXED_COST_SHARE),
        ),
        points: 0,
      };
    case 'loyaltyProgram':
      return {
        costCents: roundCents(preset.marketingScaleCents * LOYALTY_COST_MARKETING_SHARE),
        points: LOYALTY_SATISFACTION_GAIN,
      };
    default:
      return { costCents: 0, points: 0 };
  }
}
