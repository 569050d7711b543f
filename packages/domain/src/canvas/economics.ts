import { cardsIn, type Canvas, type CanvasCard, type RevenueNumbers } from './canvas';

/** One revenue stream's unit economics, per paying customer and month. */
export interface StreamEconomics {
  cardId: string;
  /** Price times purchases in a month, for every customer it expects. */
  monthlyRevenueCents: number;
  /** What one customer leaves each month once each purchase's variable cost is paid. */
  contributionPerCustomerCents: number;
  /** The blended cost of winning a customer through the channels aimed at the stream's segments; null without one. */
  acquisitionCostCents: number | null;
  /** Months of one customer's contribution that pay back their acquisition; null when it never does or is unknown. */
  paybackMonths: number | null;
}

/** The canvas's numbers as a month of the running company: what the bar and the break-even show. */
export interface CanvasEconomics {
  monthlyRevenueCents: number;
  fixedCostsCents: number;
  /** Each purchase's variable cost (the sum of the variable cost cards). */
  variableCostPerPurchaseCents: number;
  /** Fixed costs, and the variable cost of every purchase the streams expect. */
  monthlyCostsCents: number;
  monthlyResultCents: number;
  /** Paying customers in a month, across the streams. */
  customers: number;
  /** Customers a month at which revenue covers costs, at the streams' mix; null when no customer leaves money. */
  breakEvenCustomers: number | null;
  streams: StreamEconomics[];
}

const purchasesPerMonth = (revenue: RevenueNumbers) => revenue.purchasesPerYear / 12;

/** The channels' blended acquisition cost for the segments a stream is aimed at. */
function acquisitionCostFor(canvas: Canvas, stream: CanvasCard): number | null {
  const costs = cardsIn(canvas, 'channels')
    .filter((channel) => channel.channel && channel.links.some((segment) => stream.links.includes(segment)))
    .map((channel) => channel.channel!.acquisitionCostCents);
  return costs.length === 0 ? null : costs.reduce((sum, cost) => sum + cost, 0) / costs.length;
}

/** The month the canvas's numbers describe: revenue against costs, break-even and each stream's payback. */
export function canvasEconomics(canvas: Canvas): CanvasEconomics {
  const costs = cardsIn(canvas, 'costStructure').flatMap((card) => (card.cost ? [card.cost] : []));
  const fixed = costs.filter((cost) => cost.costKind === 'fixed').reduce((sum, cost) => sum + cost.amountCents, 0);
  const variable = costs
    .filter((cost) => cost.costKind === 'variable')
    .reduce((sum, cost) => sum + cost.amountCents, 0);
  const priced = cardsIn(canvas, 'revenueStreams').filter((card) => card.revenue);

  const contributions = priced.map((card) => (card.revenue!.priceCents - variable) * purchasesPerMonth(card.revenue!));
  const streams = priced.map((card, index): StreamEconomics => {
    const revenue = card.revenue!;
    const contribution = contributions[index]!;
    const acquisition = acquisitionCostFor(canvas, card);
    return {
      cardId: card.id,
      monthlyRevenueCents: Math.round(revenue.priceCents * purchasesPerMonth(revenue) * revenue.customers),
      contributionPerCustomerCents: Math.round(contribution),
      acquisitionCostCents: acquisition === null ? null : Math.round(acquisition),
      paybackMonths: acquisition === null || contribution <= 0 ? null : acquisition / contribution,
    };
  });

  const customers = priced.reduce((sum, card) => sum + card.revenue!.customers, 0);
  const purchases = priced.reduce((sum, card) => sum + purchasesPerMonth(card.revenue!) * card.revenue!.customers, 0);
  const monthlyRevenue = streams.reduce((sum, stream) => sum + stream.monthlyRevenueCents, 0);
  const monthlyCosts = Math.round(fixed + variable * purchases);
  // An average customer's contribution at the streams' mix (each stream alike when none expects a customer yet).
  const averageContribution = priced.reduce(
    (sum, card, index) =>
      sum + contributions[index]! * (customers > 0 ? card.revenue!.customers / customers : 1 / priced.length),
    0,
  );

  return {
    monthlyRevenueCents: monthlyRevenue,
    fixedCostsCents: fixed,
    variableCostPerPurchaseCents: variable,
    monthlyCostsCents: monthlyCosts,
    monthlyResultCents: monthlyRevenue - monthlyCosts,
    customers,
    breakEvenCustomers: priced.length > 0 && averageContribution > 0 ? Math.ceil(fixed / averageContribution) : null,
    streams,
  };
}
