import type { CompanyStore } from './company-store';
import { roundCents } from './money';
import type { MonthContext } from './month-context';
import { ACQUISITION_AT, CHURN_AT, DEMAND_AT } from './draw-layout';
import type { MonthTrace } from './month-trace';
import { irwinHallNormal, stochasticRound } from './random';
import { churnRateOf, priceResponseOf, staffCapacityOf, wordOfMouthOf } from './response-curves';
import { calendarIndex } from './calendar-month';
import { willingShare } from './market';
import type { MonthDecisions } from './types';

/** Demand noise never takes a month below 20% of its expectation. */
export const NOISE_FLOOR = 0.2;
/** Share of the customers beyond the market's reach at the month's price that leave each month. */
export const EXCESS_LAPSE = 0.3;
/** Share of the subscribers beyond the team's support capacity that cancel each month (saas). */
export const UNSUPPORTED_LAPSE = 0.25;

/** Steps 6–8: customers won and lost, demand, capacity, sales and their cost. */
export function monthSales(
  ctx: MonthContext,
  s: CompanyStore,
  i: number,
  month: number,
  decisions: MonthDecisions,
  t: MonthTrace,
): void {
  const preset = ctx.preset;
  const difficulty = ctx.difficulty;
  const stocked = ctx.stocked;
  const subscription = ctx.subscription;
  const draws = t.draws;
  const season = preset.seasonality[calendarIndex(ctx.setup.firstCalendarMonth, month)]!;
  const openingSatisfaction = s.satisfaction[i]!;
  const priceRatio = t.priceRatio;

  // 6. Customers: Bass adoption (innovation from awareness, imitation from satisfied customers) and churn,
  // in the market this company met (market.ts): its size, the share willing to pay the price, and
  // its word of mouth.
  const market = 1 - s.downturn[i]!;
  const reachable = preset.marketPotential * s.marketSize[i]!;
  const gap = t.logPriceRatio - s.marketLogPrice[i]!;
  const steepness = preset.priceSteepness * s.marketSteepness[i]!;
  if (gap !== s.willingGap[i] || steepness !== s.willingSteepness[i]) {
    s.willingShare[i] = willingShare(gap, steepness);
    s.willingGap[i] = gap;
    s.willingSteepness[i] = steepness;
  }
  const willing = s.willingShare[i]!;
  const potential = reachable * willing * market;
  const opening = s.customers[i]!;
  const acquisitionNoise = Math.max(
    NOISE_FLOOR,
    1 +
      difficulty.demandNoise *
        irwinHallNormal(
          draws[ACQUISITION_AT]!,
          draws[ACQUISITION_AT + 1]!,
          draws[ACQUISITION_AT + 2]!,
          draws[ACQUISITION_AT + 3]!,
        ),
  );
  const p = preset.bassOrganicP + preset.bassMarketingP * s.brand[i]!;
  const q = preset.bassQ * s.marketWordOfMouth[i]! * wordOfMouthOf(openingSatisfaction);
  const adoption = (p + (q * opening) / reachable) * Math.max(0, potential - opening);
  const expectedNew = adoption * t.appeal * (subscription ? season : 1) * acquisitionNoise;
  const newCustomers = Math.min(
    Math.max(0, Math.floor(potential) - opening),
    stochasticRound(expectedNew, draws[ACQUISITION_AT + 4]!),
  );
  const churnRate = churnRateOf(preset, s.quality[i]!, openingSatisfaction, priceRatio);
  // Customers beyond what the market holds at this price (the price went up, or a downturn came)
  // leave over a few months, on top of the usual churn; so do subscribers beyond what the team
  // can support (saas: unanswered tickets end subscriptions).
  const capacity = Math.max(
    0,
    staffCapacityOf(preset, s.headcount[i]!, t.hires, s.equipmentCents[i]!, s.capacityLoss[i]!),
  );
  const excess = Math.max(0, opening - potential);
  const unsupported = subscription ? Math.max(0, opening - capacity) : 0;
  const lostCustomers = Math.min(
    opening,
    stochasticRound(opening * churnRate + EXCESS_LAPSE * excess + UNSUPPORTED_LAPSE * unsupported, draws[CHURN_AT]!),
  );
  const customers = opening + newCustomers - lostCustomers;

  // 7. Demand, capacity, sales.
  let inventoryUnits = s.inventoryUnits[i]!;
  let inventoryValueCents = s.inventoryValueCents[i]!;
  const priceResponse = priceResponseOf(preset, priceRatio);
  /** Demand before noise (non-saas). */
  let expectedDemand = 0;
  let demandUnits: number;
  let unitsSold: number;
  let capacityUnits: number;
  if (subscription) {
    // Subscriptions have no demand noise: the demand stream is not drawn.
    demandUnits = customers;
    unitsSold = customers;
    capacityUnits = capacity;
  } else {
    const demandNoise = Math.max(
      NOISE_FLOOR,
      1 +
        difficulty.demandNoise *
          irwinHallNormal(draws[DEMAND_AT]!, draws[DEMAND_AT + 1]!, draws[DEMAND_AT + 2]!, draws[DEMAND_AT + 3]!),
    );
    expectedDemand = customers * preset.purchasesPerCustomer * season * priceResponse * market;
    demandUnits = stochasticRound(expectedDemand * demandNoise, draws[DEMAND_AT + 4]!);
    capacityUnits = stocked ? Math.min(capacity, inventoryUnits) : capacity;
    unitsSold = Math.min(demandUnits, capacityUnits);
  }
  const grossRevenueCents = unitsSold * decisions.priceCents;

  // 8. Cost of sales.
  let costOfSalesCents: number;
  let inventoryLossesCents = 0;
  if (stocked) {
    costOfSalesCents = inventoryUnits > 0 ? roundCents((inventoryValueCents * unitsSold) / inventoryUnits) : 0;
    inventoryUnits -= unitsSold;
    inventoryValueCents -= costOfSalesCents;
    if (preset.spoilageRate > 0 && inventoryUnits > 0) {
      const spoiled = Math.round(inventoryUnits * preset.spoilageRate);
      inventoryLossesCents = roundCents((inventoryValueCents * spoiled) / inventoryUnits);
      inventoryUnits -= spoiled;
      inventoryValueCents -= inventoryLossesCents;
    }
  } else {
    costOfSalesCents = unitsSold * t.unitCostCents;
  }

  s.customers[i] = customers;
  s.inventoryUnits[i] = inventoryUnits;
  s.inventoryValueCents[i] = inventoryValueCents;
  t.newCustomers = newCustomers;
  t.lostCustomers = lostCustomers;
  t.capacity = capacity;
  t.capacityUnits = capacityUnits;
  t.demandUnits = demandUnits;
  t.unitsSold = unitsSold;
  t.lostSalesUnits = demandUnits - unitsSold;
  t.season = season;
  t.priceResponse = priceResponse;
  t.market = market;
  t.potential = potential;
  // The noise factor includes the rounding of demand to whole units, so the fill rate is exactly
  // 1 whenever capacity was not the limit (and the capacity driver exactly 0).
  t.noise = subscription || expectedDemand <= 0 ? 1 : demandUnits / expectedDemand;
  t.fillRate = demandUnits > 0 ? unitsSold / demandUnits : 1;
  t.grossRevenueCents = grossRevenueCents;
  t.costOfSalesCents = costOfSalesCents;
  t.inventoryLossesCents = inventoryLossesCents;
  t.holdingCostsCents = roundCents(inventoryValueCents * preset.holdingCostRate);
}
