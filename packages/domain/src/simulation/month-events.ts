import type { CompanyStore } from './company-store';
import {
  LOYALTY_PRESSURE_RELIEF,
  LOYALTY_SATISFACTION_GAIN,
  REDISTRIBUTE_SATISFACTION_HIT,
  SWITCH_SUPPLIER_QUALITY_HIT,
} from './events';
import { roundCents } from './money';
import type { MonthContext } from './month-context';
import { EVENT_COUNT, FIRES_AT, SEEDS_AT } from './draw-layout';
import type { MonthTrace } from './month-trace';
import { uniformDraw } from './random';
import { appealOf, logPriceRatioOf, nextBrand, nextQuality } from './response-curves';
import { EVENT_TYPES, type MonthDecisions } from './types';

/** Satisfaction points lost per dismissal (see the target satisfaction in month-cash.ts). */
export const DISMISSAL_SATISFACTION_HIT = 2;

/** Index of each event type in EVENT_TYPES, the order in which the month draws them. */
const SUPPLIER_SHOCK = EVENT_TYPES.indexOf('supplierShock');
const VIRAL_POST = EVENT_TYPES.indexOf('viralPost');
const DOWNTURN = EVENT_TYPES.indexOf('downturn');
const KEY_EMPLOYEE_LEAVES = EVENT_TYPES.indexOf('keyEmployeeLeaves');
const EQUIPMENT_FAILURE = EVENT_TYPES.indexOf('equipmentFailure');

/** Steps 1–5: the answer to last month's event, this month's events, people, purchases, awareness, quality and appeal. */
export function monthEvents(
  ctx: MonthContext,
  s: CompanyStore,
  i: number,
  decisions: MonthDecisions,
  t: MonthTrace,
): void {
  const preset = ctx.preset;
  const difficulty = ctx.difficulty;
  const draws = t.draws;
  const pending = s.pendingEvent[i]!;

  let headcount = s.headcount[i]!;
  let quality = s.quality[i]!;
  let satisfactionShift = 0;
  let competitorPressure = s.competitorPressure[i]!;
  let supplierShock = s.supplierShock[i]!;
  let supplierShockMonths = s.supplierShockMonths[i]!;
  let downturn = s.downturn[i]!;
  let downturnMonths = s.downturnMonths[i]!;
  let capacityLoss = s.capacityLoss[i]!;
  let capacityLossMonths = s.capacityLossMonths[i]!;
  let brand = s.brand[i]!;

  // 1. Last month's event, answered by this month's decisions.
  let eventCostsCents = 0;
  let extraHires = 0;
  let extraRecruitingCents = 0;
  const choice = decisions.eventChoice;
  if (pending >= 0 && choice) {
    if (choice === 'switchSupplier') {
      supplierShock = 0;
      supplierShockMonths = 0;
      quality = Math.max(0, quality - SWITCH_SUPPLIER_QUALITY_HIT);
    } else if (choice === 'hireReplacement') {
      extraHires = 1;
      extraRecruitingCents = ctx.replacementRecruitingCents;
    } else if (choice === 'redistribute') {
      satisfactionShift -= REDISTRIBUTE_SATISFACTION_HIT;
    } else if (choice === 'repair') {
      eventCostsCents += ctx.repairCents;
      capacityLoss = 0;
      capacityLossMonths = 0;
    } else if (choice === 'loyaltyProgram') {
      eventCostsCents += ctx.loyaltyCents;
      competitorPressure = Math.max(difficulty.competitorPressure, competitorPressure - LOYALTY_PRESSURE_RELIEF);
      satisfactionShift += LOYALTY_SATISFACTION_GAIN;
    }
  }

  // 2. This month's events, each from its own stream; at most one asks a choice. The magnitude
  // is the stream's second draw, so it is only drawn for an event that fires.
  let eventCount = 0;
  let pendingNext = -1;
  for (let k = 0; k < EVENT_COUNT; k++) {
    if (!(draws[FIRES_AT + k]! < ctx.eventOdds[k]!)) continue;
    const magnitude = ctx.eventMinMagnitude[k]! + ctx.eventMagnitudeSpan[k]! * uniformDraw(draws[SEEDS_AT + k]!, 2);
    const asksChoice = ctx.eventAsksChoice[k] === 1;
    if (asksChoice && pendingNext >= 0) continue;
    if (k === SUPPLIER_SHOCK) {
      if (supplierShockMonths > 0) continue;
      supplierShock = magnitude;
      supplierShockMonths = ctx.eventMonths[k]!;
    } else if (k === VIRAL_POST) {
      brand += (1 - brand) * magnitude;
    } else if (k === DOWNTURN) {
      if (downturnMonths > 0) continue;
      downturn = magnitude;
      downturnMonths = ctx.eventMonths[k]!;
    } else if (k === KEY_EMPLOYEE_LEAVES) {
      if (headcount + decisions.headcountDelta < 2) continue;
      headcount -= 1;
    } else if (k === EQUIPMENT_FAILURE) {
      if (capacityLossMonths > 0) continue;
      capacityLoss = magnitude;
      capacityLossMonths = ctx.eventMonths[k]!;
    } else {
      competitorPressure += magnitude;
    }
    t.eventTypes[eventCount] = k;
    t.eventMagnitudes[eventCount] = magnitude;
    eventCount++;
    if (asksChoice) pendingNext = k;
  }
  t.eventCount = eventCount;
  t.pendingNext = pendingNext;

  // 3. People.
  const headcountDelta = decisions.headcountDelta;
  const hires = Math.max(0, headcountDelta) + extraHires;
  const dismissals = Math.max(0, -headcountDelta);
  headcount = Math.max(0, headcount + hires - dismissals);
  const recruitingCents = Math.max(0, headcountDelta) * ctx.recruitingCents + extraRecruitingCents;
  const severanceCents = dismissals * ctx.severanceCents;
  satisfactionShift -= dismissals * DISMISSAL_SATISFACTION_HIT;

  // 4. Stock and equipment bought at the start of the month.
  const unitCostCents = roundCents(preset.unitCostCents * (1 + supplierShock));
  const purchaseCents = decisions.purchaseUnits * unitCostCents;
  s.inventoryUnits[i] = s.inventoryUnits[i]! + decisions.purchaseUnits;
  s.inventoryValueCents[i] = s.inventoryValueCents[i]! + purchaseCents;
  s.equipmentCents[i] = s.equipmentCents[i]! + decisions.capacityInvestmentCents;

  // 5. Awareness, quality, appeal.
  brand = nextBrand(preset, brand, decisions.marketingCents);
  quality = nextQuality(preset, quality, decisions.qualityInvestmentCents);
  const priceRatio = decisions.priceCents / preset.referencePriceCents;
  t.appeal = appealOf(preset, quality, competitorPressure, priceRatio);
  t.priceRatio = priceRatio;
  t.logPriceRatio = logPriceRatioOf(priceRatio);

  s.headcount[i] = headcount;
  s.quality[i] = quality;
  s.brand[i] = brand;
  s.competitorPressure[i] = competitorPressure;
  s.supplierShock[i] = supplierShock;
  s.supplierShockMonths[i] = supplierShockMonths;
  s.downturn[i] = downturn;
  s.downturnMonths[i] = downturnMonths;
  s.capacityLoss[i] = capacityLoss;
  s.capacityLossMonths[i] = capacityLossMonths;
  t.satisfactionShift = satisfactionShift;
  t.eventCostsCents = eventCostsCents;
  t.hires = hires;
  t.hiringAndSeveranceCents = recruitingCents + severanceCents;
  t.unitCostCents = unitCostCents;
  t.purchaseCents = purchaseCents;
}
