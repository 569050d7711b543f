import { BUSINESS_TYPES, CURRENCIES, type BusinessType, type Currency } from '../constants';
import type { CountryCode } from '../locale/country-presets';
import type { CapacityMode, Difficulty, SimulationSetup } from './types';

/**
 * The numbers that make each kind of company behave like one. Money is in BRL cents (the base
 * market) and scaled by CURRENCY_SCALE; Bass coefficients are monthly (the literature's annual
 * p ≈ 0.03 and q ≈ 0.38 — Sultan, Farley & Lehmann 1990 meta-analysis — divided by 12), and the
 * market potential is what one small company can reach (a neighbourhood, a niche online), not
 * the national market. The prices, margins and salaries come from typical Brazilian small
 * businesses in 2024–2025 (SEBRAE sector guides, CAGED median salaries, ABRASEL food-cost
 * guidance, public SaaS benchmarks); each figure's reasoning is beside it. They were then tuned
 * so that sensible decisions on 'normal' break even within the first year or two and careless ones
 * run out of cash (pinned by calibration.test.ts).
 */
export interface BusinessPreset {
  type: BusinessType;
  mode: CapacityMode;
  /** Customers one small company of this kind can reach (M of the Bass model). */
  marketPotential: number;
  /** Units an active customer buys per month at the reference price (1 subscription for saas). */
  purchasesPerCustomer: number;
  referencePriceCents: number;
  /** Variable cost per unit (per customer per month for saas), before supplier shocks. */
  unitCostCents: number;
  /** Constant price elasticity of demand around the reference price. */
  priceElasticity: number;
  /**
   * How steeply the share of the market willing to buy falls above the price it accepts (see
   * willingShare in market.ts). Set so that, in the median market, the reference price is where
   * a month's profit per reachable customer peaks once the staff's cost per unit is counted:
   * steepness = 2 × (1 ÷ (1 − full unit cost ÷ price) − elasticity ÷ 2), the condition for the
   * peak at the reference price. A price far above the reference then loses more customers than
   * it gains margin, whatever the capacity.
   */
  priceSteepness: number;
  /** Rent, utilities, software, accountant: paid every month regardless of sales. */
  fixedCostsCents: number;
  /** Gross monthly salary per employee, before employer charges. */
  salaryCents: number;
  initialHeadcount: number;
  /** Monthly output of one fully productive employee (units; customers supported for saas). */
  unitsPerEmployee: number;
  /** Monthly share of active customers that lapse (churn for saas) at average quality and satisfaction. */
  baseChurn: number;
  /** Monthly Bass innovation coefficient with no awareness (walk-ins, search, marketplaces). */
  bassOrganicP: number;
  /** Extra innovation coefficient at full awareness (brand = 1). */
  bassMarketingP: number;
  /** Monthly imitation (word-of-mouth) coefficient at satisfaction 80. */
  bassQ: number;
  /** Marketing spend that buys 63% (1 − 1/e) of the maximum monthly awareness gain. */
  marketingScaleCents: number;
  /** Maximum share of the unaware that one month of marketing can make aware. */
  brandGainMax: number;
  /** Share of awareness lost each month without marketing. */
  brandDecay: number;
  /** Quality spending that buys 63% of the maximum monthly quality gain. */
  qualityScaleCents: number;
  /** Equipment that buys 63% of the maximum productivity gain (+50%). */
  equipmentScaleCents: number;
  /** Share of the unsold stock that spoils at the month's end (perishable mode). */
  spoilageRate: number;
  /** Storage, insurance and shrinkage per month, as a share of the stock's book value. */
  holdingCostRate: number;
  /** Demand index by calendar month (January first); averages exactly 1.0. */
  seasonality: readonly number[];
  /** Simples Nacional annex of the activity (Brazil). */
  simplesAnnex: SimplesAnnex;
  /** Starting capital the setup screen suggests. */
  suggestedCapitalCents: number;
}

export type SimplesAnnex = 'I' | 'II' | 'III';

/*
 * Seasonality, Brazilian calendar. Retail follows IBGE's monthly retail survey (PMC) pattern:
 * January–February low, May (Dia das Mães), November (Black Friday), December (Natal and the
 * 13º salário) high. Ecommerce peaks harder on Black Friday. Food service peaks in December,
 * Mother's Day and the July school holidays. B2B services and SaaS dip in January, in Carnaval's
 * February and at the year's end, when firms stop buying. Each row sums to exactly 12.
 */
const SEASONALITY: Record<BusinessType, readonly number[]> = {
  ecommerce: [0.9, 0.85, 0.95, 0.93, 1.05, 0.95, 0.97, 0.97, 0.95, 1.0, 1.3, 1.18],
  retail: [0.88, 0.85, 0.95, 0.95, 1.08, 0.97, 0.98, 0.98, 0.95, 1.0, 1.1, 1.31],
  service: [0.85, 0.9, 1.03, 1.02, 1.04, 1.02, 1.0, 1.05, 1.04, 1.05, 1.04, 0.96],
  saas: [0.88, 0.92, 1.05, 1.03, 1.03, 1.0, 0.98, 1.04, 1.04, 1.05, 1.04, 0.94],
  food: [0.95, 0.92, 0.96, 0.97, 1.05, 1.0, 1.03, 0.98, 0.97, 1.0, 1.02, 1.15],
  other: [0.92, 0.92, 1.0, 0.98, 1.03, 0.99, 1.0, 1.0, 0.99, 1.01, 1.05, 1.11],
};

export const BUSINESS_PRESETS: Record<BusinessType, BusinessPreset> = {
  // An online shop (fashion accessories): R$ 120 average ticket, 45% gross margin after product,
  // packaging and payment fees (fashion ecommerce runs 40–60%); buyers compare prices online, so
  // demand is elastic. Two people pick, pack and answer customers, ~600 orders a month each.
  ecommerce: {
    type: 'ecommerce',
    mode: 'inventory',
    marketPotential: 50_000,
    purchasesPerCustomer: 0.4,
    referencePriceCents: 120_00,
    unitCostCents: 66_00,
    priceElasticity: 2.2,
    priceSteepness: 2.8, // full unit cost ~60% of the price (goods 55%, packing staff 5%)
    fixedCostsCents: 6_000_00, // platform, ERP, accountant, a small storage room
    salaryCents: 2_800_00,
    initialHeadcount: 2,
    unitsPerEmployee: 600,
    baseChurn: 0.06, // lapsed buyers: a customer who has not bought in ~16 months on average
    bassOrganicP: 0.0004,
    bassMarketingP: 0.007,
    bassQ: 0.035,
    marketingScaleCents: 6_000_00,
    brandGainMax: 0.35,
    brandDecay: 0.1,
    qualityScaleCents: 3_000_00,
    equipmentScaleCents: 20_000_00,
    spoilageRate: 0,
    holdingCostRate: 0.01,
    seasonality: SEASONALITY.ecommerce,
    simplesAnnex: 'I',
    suggestedCapitalCents: 100_000_00,
  },
  // A neighbourhood store (clothing and gifts): R$ 80 ticket, 45% gross margin (the usual 80–100%
  // markup on cost), foot traffic brings customers without advertising; rent dominates fixed costs.
  retail: {
    type: 'retail',
    mode: 'inventory',
    marketPotential: 15_000,
    purchasesPerCustomer: 0.5,
    referencePriceCents: 80_00,
    unitCostCents: 44_00,
    priceElasticity: 1.6,
    priceSteepness: 3.4, // full unit cost ~60% (goods 55%, clerks 5%)
    fixedCostsCents: 9_000_00, // rent ~R$ 5,000 in a street-front shop, energy, POS, accountant
    salaryCents: 2_200_00, // retail clerk, CAGED median
    initialHeadcount: 2,
    unitsPerEmployee: 700,
    baseChurn: 0.05,
    bassOrganicP: 0.006,
    bassMarketingP: 0.01,
    bassQ: 0.03,
    marketingScaleCents: 3_000_00,
    brandGainMax: 0.3,
    brandDecay: 0.08,
    qualityScaleCents: 2_500_00,
    equipmentScaleCents: 25_000_00,
    spoilageRate: 0,
    holdingCostRate: 0.01,
    seasonality: SEASONALITY.retail,
    simplesAnnex: 'I',
    suggestedCapitalCents: 120_000_00,
  },
  // A professional-services firm selling hours (design, bookkeeping, IT support): R$ 150 an hour,
  // little variable cost, capacity = people × 160 h × ~63% billable utilisation ≈ 100 h.
  service: {
    type: 'service',
    mode: 'staff',
    marketPotential: 3_000,
    purchasesPerCustomer: 6,
    referencePriceCents: 150_00,
    unitCostCents: 15_00, // travel, materials, software seats per billed hour
    priceElasticity: 1.2,
    priceSteepness: 4.5, // full unit cost ~65% of the hour (the professional's pay with charges ~55%, materials 10%)
    fixedCostsCents: 4_000_00,
    salaryCents: 6_000_00, // qualified professional
    initialHeadcount: 2,
    unitsPerEmployee: 100,
    baseChurn: 0.04,
    bassOrganicP: 0.001,
    bassMarketingP: 0.008,
    bassQ: 0.04, // referrals drive B2B services
    marketingScaleCents: 3_000_00,
    brandGainMax: 0.3,
    brandDecay: 0.06,
    qualityScaleCents: 3_000_00,
    equipmentScaleCents: 30_000_00,
    spoilageRate: 0,
    holdingCostRate: 0,
    seasonality: SEASONALITY.service,
    simplesAnnex: 'III',
    suggestedCapitalCents: 70_000_00,
  },
  // B2B SaaS for small firms at R$ 199 a month; hosting, support tools and payment fees ~R$ 25 per
  // customer (87% gross margin, in line with public SaaS); SMB monthly churn 2–8%, 3.5% at average
  // quality; each employee (developer/support) carries ~150 customers before service suffers.
  saas: {
    type: 'saas',
    mode: 'subscription',
    marketPotential: 8_000,
    purchasesPerCustomer: 1,
    referencePriceCents: 199_00,
    unitCostCents: 25_00,
    priceElasticity: 1.5,
    priceSteepness: 3.9, // full unit cost ~49% of the subscription (hosting 13%, support and development staff 36%)
    fixedCostsCents: 6_000_00,
    salaryCents: 8_000_00, // developer, mid-level
    initialHeadcount: 2,
    unitsPerEmployee: 150,
    baseChurn: 0.035,
    bassOrganicP: 0.0005,
    bassMarketingP: 0.005,
    bassQ: 0.03,
    marketingScaleCents: 10_000_00,
    brandGainMax: 0.3,
    brandDecay: 0.08,
    qualityScaleCents: 8_000_00,
    equipmentScaleCents: 40_000_00,
    spoilageRate: 0,
    holdingCostRate: 0,
    seasonality: SEASONALITY.saas,
    simplesAnnex: 'III', // software with payroll ≥ 28% of revenue (Fator R) is taxed under Annex III
    suggestedCapitalCents: 400_000_00,
  },
  // A small restaurant (lunch by the kilo / burgers): R$ 35 a meal, food cost 34% of the price
  // (ABRASEL advises 28–35%), half of the unsold ingredients spoil; a cook or waiter serves about
  // 500 meals a month; rent and energy are heavy.
  food: {
    type: 'food',
    mode: 'perishable',
    marketPotential: 12_000,
    purchasesPerCustomer: 2.5,
    referencePriceCents: 35_00,
    unitCostCents: 14_00,
    priceElasticity: 1.3,
    priceSteepness: 2.7, // full unit cost ~50% (food 34%, kitchen and floor staff 16%)
    fixedCostsCents: 11_000_00,
    salaryCents: 2_000_00,
    initialHeadcount: 4,
    unitsPerEmployee: 500,
    baseChurn: 0.08,
    bassOrganicP: 0.008,
    bassMarketingP: 0.008,
    bassQ: 0.035,
    marketingScaleCents: 2_500_00,
    brandGainMax: 0.3,
    brandDecay: 0.08,
    qualityScaleCents: 2_000_00,
    equipmentScaleCents: 30_000_00,
    spoilageRate: 0.5,
    holdingCostRate: 0.02, // refrigeration and shrinkage
    seasonality: SEASONALITY.food,
    simplesAnnex: 'I', // restaurants are taxed as commerce in the Simples Nacional
    suggestedCapitalCents: 120_000_00,
  },
  // A workshop making to order (furniture, print shop): R$ 400 a job, materials 40% of the price,
  // bought per job; each craftsman finishes ~40 jobs a month.
  other: {
    type: 'other',
    mode: 'staff',
    marketPotential: 5_000,
    purchasesPerCustomer: 0.3,
    referencePriceCents: 400_00,
    unitCostCents: 160_00,
    priceElasticity: 1.4,
    priceSteepness: 4.5, // full unit cost ~66% (materials 40%, the craftsman's hours 26%)
    fixedCostsCents: 6_000_00,
    salaryCents: 3_000_00,
    initialHeadcount: 2,
    unitsPerEmployee: 40,
    baseChurn: 0.04,
    bassOrganicP: 0.004,
    bassMarketingP: 0.01,
    bassQ: 0.03,
    marketingScaleCents: 2_500_00,
    brandGainMax: 0.3,
    brandDecay: 0.08,
    qualityScaleCents: 2_500_00,
    equipmentScaleCents: 30_000_00,
    spoilageRate: 0,
    holdingCostRate: 0,
    seasonality: SEASONALITY.other,
    simplesAnnex: 'II', // making goods: industry annex
    suggestedCapitalCents: 100_000_00,
  },
};

/**
 * Money scale per currency, BRL = 1: what costs R$ 1 in Brazil costs this much in the currency,
 * from purchasing-power parity (World Bank ICP 2021, private consumption: ~2.5 BRL, ~0.75 EUR and
 * ~0.70 GBP per international dollar). Prices, costs and salaries all scale alike, so margins
 * keep their shape; the country (not the currency) sets taxes, charges and interest.
 */
export const CURRENCY_SCALE: Record<Currency, number> = {
  BRL: 1,
  USD: 0.4,
  EUR: 0.3,
  GBP: 0.28,
};

export interface CountryRules {
  /**
   * Tax on profit for countries without a revenue-based regime; null for Brazil (Simples
   * Nacional on revenue). Small-company headline rates: US federal 21%; UK small profits rate
   * 19%; France 25% (15% only on the first €42,500); Germany ~30% (15.825% corporate tax with
   * solidarity surcharge plus ~14% trade tax); Spain 23% for turnover under €1 million.
   */
  profitTaxRate: number | null;
  /**
   * Employer charges over the gross salary. Brazil 37%: under the Simples Nacional the 20%
   * employer INSS is inside the DAS (LC 123/2006, art. 13), leaving FGTS 8%, 13º salário 8.33%,
   * vacation plus one third 11.11%, FGTS on those 1.56%, a provision for the 40% FGTS fine ~3.2%
   * and transport/meal allowances ~5% (companies outside the Simples pay 65–80%). US ~10% (FICA
   * 7.65% plus unemployment insurance), UK ~15% (employer NIC from April 2025 plus 3% pension),
   * France ~42%, Germany ~21%, Spain ~31% (employer social security).
   */
  employerChargeRate: number;
  /** Severance per dismissal, in monthly salaries (Brazil: notice month plus the 40% FGTS fine). */
  severanceMonths: number;
  /** Interest per month on term loans: Brazilian working-capital credit runs 2–3% a month. */
  loanMonthlyRate: number;
  /** Interest per month on the drawn credit line (Brazil: the company overdraft, ~6% a month). */
  creditLineMonthlyRate: number;
}

export const COUNTRY_RULES: Record<CountryCode, CountryRules> = {
  BR: {
    profitTaxRate: null,
    employerChargeRate: 0.37,
    severanceMonths: 1.5,
    loanMonthlyRate: 0.025,
    creditLineMonthlyRate: 0.06,
  },
  US: {
    profitTaxRate: 0.21,
    employerChargeRate: 0.1,
    severanceMonths: 0.5,
    loanMonthlyRate: 0.0085,
    creditLineMonthlyRate: 0.015,
  },
  GB: {
    profitTaxRate: 0.19,
    employerChargeRate: 0.15,
    severanceMonths: 1,
    loanMonthlyRate: 0.009,
    creditLineMonthlyRate: 0.015,
  },
  DE: {
    profitTaxRate: 0.3,
    employerChargeRate: 0.21,
    severanceMonths: 1,
    loanMonthlyRate: 0.0055,
    creditLineMonthlyRate: 0.01,
  },
  FR: {
    profitTaxRate: 0.25,
    employerChargeRate: 0.42,
    severanceMonths: 1,
    loanMonthlyRate: 0.005,
    creditLineMonthlyRate: 0.01,
  },
  ES: {
    profitTaxRate: 0.23,
    employerChargeRate: 0.31,
    severanceMonths: 1,
    loanMonthlyRate: 0.006,
    creditLineMonthlyRate: 0.012,
  },
};

export interface DifficultyRules {
  /** Standard deviation of the monthly demand and acquisition noise. */
  demandNoise: number;
  /** Multiplier on every event's monthly probability. */
  eventRate: number;
  /** Competitors' starting pull (share multiplier 1 / (1 + pressure)). */
  competitorPressure: number;
  /** Credit line limit as a share of the starting capital. */
  creditLineShare: number;
  /** Maximum outstanding loan as a share of the starting capital. */
  loanLimitShare: number;
  /** Scale of the market's uncertainty (MARKET_SPREAD in market.ts): how far the market met may be from the preset. */
  marketSpread: number;
}

export const DIFFICULTY_RULES: Record<Difficulty, DifficultyRules> = {
  easy: {
    demandNoise: 0.05,
    eventRate: 0.6,
    competitorPressure: 0.15,
    creditLineShare: 0.3,
    loanLimitShare: 1,
    marketSpread: 0.5,
  },
  normal: {
    demandNoise: 0.08,
    eventRate: 1,
    competitorPressure: 0.3,
    creditLineShare: 0.2,
    loanLimitShare: 0.75,
    marketSpread: 1,
  },
  hard: {
    demandNoise: 0.12,
    eventRate: 1.5,
    competitorPressure: 0.5,
    creditLineShare: 0.1,
    loanLimitShare: 0.5,
    marketSpread: 1.25,
  },
};

/** Starting state shared by every type. */
export const INITIAL_BRAND = 0.05;
export const INITIAL_QUALITY = 0.5;
export const INITIAL_SATISFACTION = 60;

const MONEY_FIELDS = [
  'referencePriceCents',
  'unitCostCents',
  'fixedCostsCents',
  'salaryCents',
  'marketingScaleCents',
  'qualityScaleCents',
  'equipmentScaleCents',
  'suggestedCapitalCents',
] as const satisfies readonly (keyof BusinessPreset)[];

function scalePreset(base: BusinessPreset, scale: number): BusinessPreset {
  if (scale === 1) return base;
  const scaled = { ...base };
  for (const field of MONEY_FIELDS) scaled[field] = Math.round(base[field] * scale);
  return scaled;
}

// Built once, so the month step looks presets up instead of allocating them.
const SCALED_PRESETS = Object.fromEntries(
  CURRENCIES.map((currency) => [
    currency,
    Object.fromEntries(
      BUSINESS_TYPES.map((type) => [type, scalePreset(BUSINESS_PRESETS[type], CURRENCY_SCALE[currency])]),
    ),
  ]),
) as Record<Currency, Record<BusinessType, BusinessPreset>>;

/**
 * The preset the company of a setup runs on: its business type's, with the fixed costs the user
 * brought in place of the typical ones.
 */
export function companyPreset(
  setup: Pick<SimulationSetup, 'businessType' | 'currency' | 'fixedCostsCents'>,
): BusinessPreset {
  const preset = presetFor(setup.businessType, setup.currency);
  return setup.fixedCostsCents === undefined ? preset : { ...preset, fixedCostsCents: setup.fixedCostsCents };
}

/** The preset of a business type in a currency: every money field scaled and rounded to the cent. */
export function presetFor(type: BusinessType, currency: Currency): BusinessPreset {
  return SCALED_PRESETS[currency][type];
}
