import { ACQUISITION_SLOT, CHURN_SLOT, DEMAND_SLOT, EVENT_COUNT, STREAM_SLOTS } from './draw-layout';
import { detExp, detLn } from './det-math';
import { drawMarket, leanLog, type Market } from './market';
import { DIFFICULTY_RULES } from './presets';
import { EVENT_STREAM_BASE, STREAMS, streamBase } from './random';
import { EVENT_TYPES, type SimulationState, type SimulationStatus } from './types';

/** A market as a CompanyStore keeps it: the accepted price as the logarithm of its ratio to the reference price. */
export interface MarketColumns {
  size: number;
  logPrice: number;
  steepness: number;
  wordOfMouth: number;
}

/** A drawn market in a CompanyStore's columns. */
export function marketColumnsOf(market: Market): MarketColumns {
  return {
    size: market.size,
    logPrice: detLn(market.acceptedPriceRatio),
    steepness: market.steepness,
    wordOfMouth: market.wordOfMouth,
  };
}

/** Status codes of a CompanyStore. */
export const RUNNING = 0;
export const BANKRUPT = 1;
export const FINISHED = 2;
/** The names of the status codes, by code. */
export const STATUS_NAMES = ['running', 'bankrupt', 'finished'] as const satisfies readonly SimulationStatus[];

/**
 * Companies in typed arrays, one slot each (structure of arrays): the part of SimulationState the
 * month's mechanics read and write. The rest of the state (history of revenue, retained earnings,
 * break-even month, the revenue factors) is the caller's: stepMonth keeps it in the state object,
 * the forecast only what its paths need.
 */
/** A CompanyStore's seeded columns, copied (see seededCopy). */
export interface SeededColumns {
  size: number;
  columns: (Float64Array | Int32Array)[];
}

export class CompanyStore {
  readonly cashCents: Float64Array;
  readonly inventoryUnits: Float64Array;
  readonly inventoryValueCents: Float64Array;
  readonly equipmentCents: Float64Array;
  readonly loanCents: Float64Array;
  readonly taxPayableCents: Float64Array;
  readonly taxLossCarryForwardCents: Float64Array;
  readonly headcount: Float64Array;
  readonly customers: Float64Array;
  readonly brand: Float64Array;
  readonly quality: Float64Array;
  readonly satisfaction: Float64Array;
  readonly competitorPressure: Float64Array;
  readonly supplierShock: Float64Array;
  readonly supplierShockMonths: Float64Array;
  readonly downturn: Float64Array;
  readonly downturnMonths: Float64Array;
  readonly capacityLoss: Float64Array;
  readonly capacityLossMonths: Float64Array;
  /** Last month's units sold ÷ units demanded (the suggested decisions read it). */
  readonly fillRate: Float64Array;
  /** The pending event's index in EVENT_TYPES, −1 for none. */
  readonly pendingEvent: Int8Array;
  /** RUNNING, BANKRUPT or FINISHED. */
  readonly status: Uint8Array;
  /**
   * The market the company meets (market.ts), drawn from its seed: its size and word of mouth as
   * multipliers of the preset's, the logarithm of the price it accepts over the reference price,
   * and the steepness of its fall-off above that price as a multiplier of the preset's.
   */
  readonly marketSize: Float64Array;
  readonly marketLogPrice: Float64Array;
  readonly marketSteepness: Float64Array;
  readonly marketWordOfMouth: Float64Array;
  /** The difficulty's scale of the market's spread the slot's market was drawn with. */
  readonly marketSpread: Float64Array;
  /**
   * The last willing share computed for the slot (month-sales.ts) and the log price gap and
   * steepness it was computed for: a price kept month after month (or the reference price every
   * path of a forecast charges) costs one exponential per company, not one per month.
   */
  readonly willingGap: Float64Array;
  readonly willingSteepness: Float64Array;
  readonly willingShare: Float64Array;
  /** STREAM_SLOTS stream bases per company (see streamBase), and the seed they were made from. */
  readonly streams: Int32Array;
  readonly seeds: Float64Array;

  constructor(readonly size: number) {
    this.cashCents = new Float64Array(size);
    this.inventoryUnits = new Float64Array(size);
    this.inventoryValueCents = new Float64Array(size);
    this.equipmentCents = new Float64Array(size);
    this.loanCents = new Float64Array(size);
    this.taxPayableCents = new Float64Array(size);
    this.taxLossCarryForwardCents = new Float64Array(size);
    this.headcount = new Float64Array(size);
    this.customers = new Float64Array(size);
    this.brand = new Float64Array(size);
    this.quality = new Float64Array(size);
    this.satisfaction = new Float64Array(size);
    this.competitorPressure = new Float64Array(size);
    this.supplierShock = new Float64Array(size);
    this.supplierShockMonths = new Float64Array(size);
    this.downturn = new Float64Array(size);
    this.downturnMonths = new Float64Array(size);
    this.capacityLoss = new Float64Array(size);
    this.capacityLossMonths = new Float64Array(size);
    this.fillRate = new Float64Array(size);
    this.pendingEvent = new Int8Array(size);
    this.status = new Uint8Array(size);
    this.marketSize = new Float64Array(size);
    this.marketLogPrice = new Float64Array(size);
    this.marketSteepness = new Float64Array(size);
    this.marketWordOfMouth = new Float64Array(size);
    this.marketSpread = new Float64Array(size).fill(Number.NaN);
    this.willingGap = new Float64Array(size).fill(Number.NaN);
    this.willingSteepness = new Float64Array(size).fill(Number.NaN);
    this.willingShare = new Float64Array(size);
    this.streams = new Int32Array(size * STREAM_SLOTS);
    this.seeds = new Float64Array(size).fill(Number.NaN);
  }

  /** Puts a company in slot i, with the random streams of `seed` (default: its own). */
  load(i: number, state: SimulationState, seed: number = state.setup.seed): void {
    this.cashCents[i] = state.cashCents;
    this.inventoryUnits[i] = state.inventoryUnits;
    this.inventoryValueCents[i] = state.inventoryValueCents;
    this.equipmentCents[i] = state.equipmentCents;
    this.loanCents[i] = state.loanCents;
    this.taxPayableCents[i] = state.taxPayableCents;
    this.taxLossCarryForwardCents[i] = state.taxLossCarryForwardCents;
    this.headcount[i] = state.headcount;
    this.customers[i] = state.customers;
    this.brand[i] = state.brand;
    this.quality[i] = state.quality;
    this.satisfaction[i] = state.satisfaction;
    this.competitorPressure[i] = state.competitorPressure;
    this.supplierShock[i] = state.supplierShock;
    this.supplierShockMonths[i] = state.supplierShockMonths;
    this.downturn[i] = state.downturn;
    this.downturnMonths[i] = state.downturnMonths;
    this.capacityLoss[i] = state.capacityLoss;
    this.capacityLossMonths[i] = state.capacityLossMonths;
    this.fillRate[i] = state.lastFactors.fillRate;
    this.pendingEvent[i] = state.pendingEvent ? EVENT_TYPES.indexOf(state.pendingEvent.type) : -1;
    this.status[i] = state.status === 'bankrupt' ? BANKRUPT : state.status === 'finished' ? FINISHED : RUNNING;
    this.seedStreams(i, seed, DIFFICULTY_RULES[state.setup.difficulty].marketSpread);
  }

  /**
   * The same company in every slot, each slot with the random streams of seedOf(slot): the risk
   * forecast's paths at their start. Slot 0 is loaded and every other column filled from it (a
   * typed array fills natively), which takes a fraction of loading 10,000 slots one by one.
   */
  loadAll(state: SimulationState, seedOf: (slot: number) => number): void {
    this.load(0, state, seedOf(0));
    const spread = DIFFICULTY_RULES[state.setup.difficulty].marketSpread;
    for (const column of Object.values(this)) {
      if (ArrayBuffer.isView(column) && !this.isSeeded(column))
        (column as Float64Array).fill((column as Float64Array)[0]!);
    }
    for (let i = 1; i < this.size; i++) this.seedStreams(i, seedOf(i), spread);
  }

  /** The market in slot i, as the store keeps it (see setMarket). */
  marketOf(i: number): MarketColumns {
    return {
      size: this.marketSize[i]!,
      logPrice: this.marketLogPrice[i]!,
      steepness: this.marketSteepness[i]!,
      wordOfMouth: this.marketWordOfMouth[i]!,
    };
  }

  /**
   * Gives slot i another market than its seed's: the risk forecast's paths meet markets between
   * their own draw and the company's (forecast.ts). The slot's seed is forgotten, so the next load
   * draws its market again.
   */
  setMarket(i: number, market: MarketColumns): void {
    this.marketSize[i] = market.size;
    this.marketLogPrice[i] = market.logPrice;
    this.marketSteepness[i] = market.steepness;
    this.marketWordOfMouth[i] = market.wordOfMouth;
    this.seeds[i] = Number.NaN;
  }

  /** Moves slot i's market towards `truth` by `weight` on the logarithmic scale (leanLog). */
  leanMarket(i: number, truth: Market, weight: number): void {
    const lean = (own: number, target: number) =>
      own === target ? own : detExp(leanLog(detLn(own), detLn(target), weight));
    this.marketSize[i] = lean(this.marketSize[i]!, truth.size);
    this.marketLogPrice[i] = leanLog(this.marketLogPrice[i]!, detLn(truth.acceptedPriceRatio), weight);
    this.marketSteepness[i] = lean(this.marketSteepness[i]!, truth.steepness);
    this.marketWordOfMouth[i] = lean(this.marketWordOfMouth[i]!, truth.wordOfMouth);
    this.seeds[i] = Number.NaN;
  }

  /** The columns that belong to the slots, not to the state: drawn from their seeds (streams, market) or cached from them. */
  private seededColumns(): (Float64Array | Int32Array)[] {
    return [
      this.streams,
      this.seeds,
      this.marketSize,
      this.marketLogPrice,
      this.marketSteepness,
      this.marketWordOfMouth,
      this.marketSpread,
      this.willingGap,
      this.willingSteepness,
      this.willingShare,
    ];
  }

  private isSeeded(column: ArrayBufferView): boolean {
    return this.seededColumns().includes(column as Float64Array);
  }

  /** A copy of every slot's market, for setMarketColumns. */
  marketColumnsCopy(): Float64Array[] {
    return [this.marketSize, this.marketLogPrice, this.marketSteepness, this.marketWordOfMouth].map((column) =>
      column.slice(),
    );
  }

  /** Gives every slot the market of a marketColumnsCopy, as setMarket does one slot (the seeds are forgotten). */
  setMarketColumns(markets: readonly Float64Array[]): void {
    [this.marketSize, this.marketLogPrice, this.marketSteepness, this.marketWordOfMouth].forEach((column, k) =>
      column.set(markets[k]!),
    );
    this.seeds.fill(Number.NaN);
  }

  /** A copy of what every slot drew from its seed, for copySeeded to give another store of the same size. */
  seededCopy(): SeededColumns {
    return { size: this.size, columns: this.seededColumns().map((column) => column.slice()) };
  }

  /**
   * Gives every slot the streams and market of a seededCopy: loading the same seeds then finds
   * them drawn (seedStreams keeps what a slot has for its seed), at the cost of a copy.
   */
  copySeeded(seeded: SeededColumns): void {
    if (seeded.size !== this.size) throw new Error('copySeeded needs a copy of a store of the same size.');
    const columns = this.seededColumns();
    for (let k = 0; k < columns.length; k++) columns[k]!.set(seeded.columns[k]!);
  }

  /** The random streams and the market of `seed` in slot i (see streamBase), unless the slot has them already. */
  private seedStreams(i: number, seed: number, spread: number): void {
    const s = seed >>> 0;
    if (this.seeds[i] === s && this.marketSpread[i] === spread) return;
    const market = marketColumnsOf(drawMarket(s, spread));
    this.marketSpread[i] = spread;
    this.marketSize[i] = market.size;
    this.marketLogPrice[i] = market.logPrice;
    this.marketSteepness[i] = market.steepness;
    this.marketWordOfMouth[i] = market.wordOfMouth;
    const base = i * STREAM_SLOTS;
    for (let k = 0; k < EVENT_COUNT; k++) this.streams[base + k] = streamBase(s, EVENT_STREAM_BASE + k);
    this.streams[base + ACQUISITION_SLOT] = streamBase(s, STREAMS.acquisition);
    this.streams[base + CHURN_SLOT] = streamBase(s, STREAMS.churn);
    this.streams[base + DEMAND_SLOT] = streamBase(s, STREAMS.demand);
    this.seeds[i] = s;
  }
}
