import { ACQUISITION_SLOT, CHURN_SLOT, DEMAND_SLOT, EVENT_COUNT, STREAM_SLOTS } from './draw-layout';
import { EVENT_STREAM_BASE, STREAMS, streamBase } from './random';
import { EVENT_TYPES, type SimulationState, type SimulationStatus } from './types';

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
    this.seedStreams(i, seed);
  }

  /**
   * The same company in every slot, each slot with the random streams of seedOf(slot): the risk
   * forecast's paths at their start. Slot 0 is loaded and every other column filled from it (a
   * typed array fills natively), which takes a fraction of loading 10,000 slots one by one.
   */
  loadAll(state: SimulationState, seedOf: (slot: number) => number): void {
    this.load(0, state, seedOf(0));
    for (const column of Object.values(this)) {
      if (ArrayBuffer.isView(column) && column !== this.streams && column !== this.seeds)
        (column as Float64Array).fill((column as Float64Array)[0]!);
    }
    for (let i = 1; i < this.size; i++) this.seedStreams(i, seedOf(i));
  }

  /** The random streams of `seed` in slot i (see streamBase), unless the slot has them already. */
  private seedStreams(i: number, seed: number): void {
    const s = seed >>> 0;
    if (this.seeds[i] === s) return;
    const base = i * STREAM_SLOTS;
    for (let k = 0; k < EVENT_COUNT; k++) this.streams[base + k] = streamBase(s, EVENT_STREAM_BASE + k);
    this.streams[base + ACQUISITION_SLOT] = streamBase(s, STREAMS.acquisition);
    this.streams[base + CHURN_SLOT] = streamBase(s, STREAMS.churn);
    this.streams[base + DEMAND_SLOT] = streamBase(s, STREAMS.demand);
    this.seeds[i] = s;
  }
}
