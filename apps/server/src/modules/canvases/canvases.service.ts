import type {
  CanvasDetail,
  CanvasSummary,
  CreateCanvasRequest,
  UpdateCanvasRequest,
} from '@alavanca/contracts/canvases';
import type { Validation } from '@alavanca/contracts/validations';
import { toFieldIssues } from '@alavanca/contracts/simulations';
import { V } from '@alavanca/contracts/validation-messages';
import type { Canvas, CanvasCard, CanvasKind } from '@alavanca/domain/canvas/canvas';
import { canvasIssues } from '@alavanca/domain/canvas/canvas-issues';
import { checkCoherence, validationFacts, type ValidationFacts } from '@alavanca/domain/canvas/coherence';
import { mergeCards } from '@alavanca/domain/canvas/merge';
import { prefillCanvas, type PrefillWords } from '@alavanca/domain/canvas/prefill';
import type { CanvasRecord } from '@alavanca/domain/progress/work-evidence';
import { DEFAULT_PREFERENCES, type BusinessType, type Currency } from '@alavanca/domain/constants';
import { formatEstimate, type NumberPreferences } from '@alavanca/domain/locale/format';
import { randomUUID } from 'node:crypto';
import type { Orm } from '../../db/client';
import { AppError, fieldIssue, unlessNotFound } from '../../http/app-error';
import { sharedText } from '../../i18n/shared-catalogs';
import { findUserPreferences } from '../preferences/preferences.service';
import type { ProgressService } from '../progress/progress.service';
import type { EventBus } from '../realtime/event-bus';
import type { SimulationService } from '../simulations/simulations.service';
import { newestSized } from '../validations/newest-sized';
import type { ValidationService } from '../validations/validations.service';
import {
  addCanvasVersion,
  deleteCanvas,
  findCanvas,
  findCanvasVersion,
  insertCanvas,
  listCanvases,
  setCanvasSimulation,
  listCanvasVersions,
  readCanvasesForExport,
  type CanvasRow,
  type CanvasVersionRow,
  listCanvasTitles,
} from './canvases.repo';

export interface CanvasService {
  create(userId: string, request: CreateCanvasRequest): Promise<CanvasDetail>;
  list(userId: string): Promise<CanvasSummary[]>;
  get(userId: string, id: string): Promise<CanvasDetail>;
  /** A save: merged with what another tab saved since `baseVersion`; a new version when anything changed. */
  update(userId: string, id: string, request: UpdateCanvasRequest): Promise<CanvasDetail>;
  remove(userId: string, id: string): Promise<void>;
  versions(userId: string, id: string): Promise<{ version: number; cardCount: number; createdAt: string }[]>;
  /** One version's canvas as it was saved then. */
  version(userId: string, id: string, version: number): Promise<CanvasDetail>;
  /** An earlier version's cards as a new version. */
  restore(userId: string, id: string, version: number): Promise<CanvasDetail>;
  /** Names the user's simulation that tests the canvas (null: none); not a version. */
  testIn(userId: string, id: string, simulationId: string | null): Promise<CanvasDetail>;
  /**
   * Every canvas of the user with each version's coherence, checked against the validation it is
   * linked to now: what the progress back-fill reads (decision 033).
   */
  canvasRecords(userId: string): Promise<CanvasRecord[]>;
  /** The titles of the user's own canvases among `ids`; anyone else's is absent. */
  titles(userId: string, ids: readonly string[]): Promise<{ id: string; title: string }[]>;
}

function presentSummary(row: CanvasRow): CanvasSummary {
  return {
    id: row.id,
    kind: row.kind as CanvasKind,
    title: row.title,
    businessType: row.businessType as BusinessType,
    version: row.version,
    cardCount: row.cardCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function present(row: CanvasRow, version: CanvasVersionRow, facts: ValidationFacts | null): CanvasDetail {
  return {
    ...presentSummary(row),
    title: version.title,
    businessType: version.businessType as BusinessType,
    version: version.version,
    cardCount: version.cards.length,
    currency: version.currency as Currency,
    validationId: row.validationId,
    simulationId: row.simulationId,
    cards: version.cards.map((card) => ({ ...card, links: [...card.links] })),
    validationFacts: facts,
  };
}

/** The sentences a filled canvas starts with, in the user's language and number format. */
function prefillWords(prefs: NumberPreferences, currency: Currency): PrefillWords {
  const text = (path: string, values: Record<string, string> = {}, count?: number) =>
    sharedText('canvas', `prefill.${path}`, prefs.language, values, count) ?? path;
  const money = (cents: number) => formatEstimate(cents, currency, prefs);
  return {
    solves: (problem) => text('solves', { problem }),
    channel: (channel) => text(`channel.${channel}`),
    alternative: (name) => text('alternative', { name }),
    revenueStream: (model) => text(`revenueStream.${model}`),
    marketFigure: (figure, cents) => text(`marketFigure.${figure}`, { amount: money(cents) }),
    likelyYear: (low, high) => text('likelyYear', { low: money(low), high: money(high) }),
    typicalFixedCosts: () => text('typicalFixedCosts'),
    typicalTeam: (people) => text('typicalTeam', { count: String(people) }, people),
    typicalUnitCost: () => text('typicalUnitCost'),
  };
}

/** Refuses a canvas whose whole breaks its shape, with each issue on its field. */
function checkShape(canvas: Pick<Canvas, 'kind' | 'cards'>): void {
  const issues = canvasIssues(canvas);
  if (issues.length > 0)
    throw new AppError('VALIDATION_FAILED', undefined, undefined, { issues: toFieldIssues(issues) });
}

export interface CanvasServiceDeps {
  orm: Orm;
  /** The user's validations: a canvas is filled from one and checked against one. */
  validations: Pick<ValidationService, 'get'>;
  /** The user's simulations: a canvas is tested in one. */
  simulations: Pick<SimulationService, 'get'>;
  /** Where `canvas.changed` goes, so the user's other tabs follow a change (decision 031). */
  bus: EventBus;
  /** Reads each version kept for competences and achievements (decision 033). */
  progress?: Pick<ProgressService, 'recordWork'>;
}

/** The coherence check's score of a version of `canvas`, as the progress rules read it (decision 033). */
function coherenceOf(
  canvas: Pick<CanvasRow, 'kind'>,
  version: Pick<CanvasVersionRow, 'title' | 'businessType' | 'currency' | 'cards'>,
  facts: ValidationFacts | null,
): number {
  return checkCoherence(
    {
      kind: canvas.kind as CanvasKind,
      title: version.title,
      businessType: version.businessType as BusinessType,
      currency: version.currency as Currency,
      cards: version.cards,
    },
    facts,
  ).score;
}

export function createCanvasService(deps: CanvasServiceDeps): CanvasService {
  const { orm, bus } = deps;
  /** Tells the user's other tabs, once the transaction `tx` commits (never if it rolls back). */
  const changed = (tx: Orm, userId: string, id: string) => bus.publish(tx, userId, { type: 'canvas.changed', id });

  /**
   * The user's validation, read in a transaction of its own (never inside another: the embedded
   * database has one connection); null for another user's or a deleted one.
   */
  function validationOf(userId: string, validationId: string): Promise<Validation | null> {
    return unlessNotFound(deps.validations.get(userId, validationId));
  }

  /** The facts a canvas is checked against: the validation's newest version, when it sized a market. */
  function factsOf(validation: Validation | null): ValidationFacts | null {
    const newest = newestSized(validation);
    return validation && newest ? validationFacts(validation.id, newest.input, newest.market) : null;
  }

  /**
   * The facts the canvas will be checked against once saved: those of `validationId` when the save
   * links one (null unlinks), else of the validation it is linked to. Read before the save's
   * transaction, as every validation is (see validationOf).
   */
  async function factsFor(userId: string, id: string, validationId?: string | null): Promise<ValidationFacts | null> {
    const linked =
      validationId !== undefined ? validationId : ((await findCanvas(orm, userId, id))?.validationId ?? null);
    return linked ? factsOf(await validationOf(userId, linked)) : null;
  }

  /**
   * Keeps `next` as the canvas's new version, in the caller's transaction, with the progress its
   * coherence shows (decision 033); the returned `announce` is run once that transaction commits.
   */
  async function keepVersion(
    tx: Orm,
    userId: string,
    row: CanvasRow,
    next: Parameters<typeof addCanvasVersion>[2],
    facts: ValidationFacts | null,
  ) {
    const saved = await addCanvasVersion(tx, row, next);
    await changed(tx, userId, row.id);
    const version = saved.version.version;
    const announce = await deps.progress?.recordWork(tx, userId, {
      kind: 'canvas',
      record: { id: row.id, versions: [{ version, coherence: coherenceOf(row, next, facts) }] },
      version,
    });
    return { ...saved, announce };
  }

  /** Another user's validation looks exactly like an unknown one: a field issue either way. */
  async function ownValidation(userId: string, validationId: string): Promise<Validation> {
    const validation = await validationOf(userId, validationId);
    if (!validation) throw fieldIssue('validationId', V.invalidOption);
    return validation;
  }

  /** A version of the canvas, read in the caller's transaction. */
  async function versionOf(tx: Orm, userId: string, row: CanvasRow, number = row.version) {
    const version = await findCanvasVersion(tx, userId, row.id, number);
    if (!version) throw new AppError('NOT_FOUND');
    return { row, version };
  }

  /** The answer, with the facts of the validation the canvas is checked against, read afterwards. */
  async function answer(userId: string, read: { row: CanvasRow; version: CanvasVersionRow }): Promise<CanvasDetail> {
    const validation = read.row.validationId ? await validationOf(userId, read.row.validationId) : null;
    return present(read.row, read.version, factsOf(validation));
  }

  function withLocked<T>(userId: string, id: string, work: (tx: Orm, row: CanvasRow) => Promise<T>): Promise<T> {
    return orm.transaction(async (tx) => {
      const row = await findCanvas(tx, userId, id, { forUpdate: true });
      if (!row) throw new AppError('NOT_FOUND');
      return work(tx, row);
    });
  }

  /** A canvas of `kind` filled from the validation's newest version, in the user's language. */
  async function filled(userId: string, kind: CanvasKind, validation: Validation) {
    const newest = newestSized(validation);
    if (!newest) throw fieldIssue('validationId', V.invalidOption);
    const { language, numberFormat } = (await findUserPreferences(orm, userId)) ?? DEFAULT_PREFERENCES;
    const source = {
      validationId: validation.id,
      idea: newest.input,
      market: newest.market,
      experiments: validation.experiments,
    };
    return prefillCanvas(kind, source, prefillWords({ language, numberFormat }, newest.input.currency), randomUUID);
  }

  return {
    async create(userId, request) {
      const canvas =
        request.from === 'validation'
          ? {
              ...(await filled(userId, request.kind, await ownValidation(userId, request.validationId))),
              validationId: request.validationId,
            }
          : { ...request, cards: [] as CanvasCard[], validationId: null };
      const read = await orm.transaction(async (tx) => {
        const row = await insertCanvas(tx, userId, {
          kind: canvas.kind,
          title: canvas.title,
          businessType: canvas.businessType,
          currency: canvas.currency,
          validationId: canvas.validationId,
          cards: [...canvas.cards],
        });
        await changed(tx, userId, row.id);
        return versionOf(tx, userId, row);
      });
      return answer(userId, read);
    },

    async list(userId) {
      return (await listCanvases(orm, userId)).map(presentSummary);
    },

    async get(userId, id) {
      const read = await orm.transaction(
        async (tx) => {
          const row = await findCanvas(tx, userId, id);
          if (!row) throw new AppError('NOT_FOUND');
          return versionOf(tx, userId, row);
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
      return answer(userId, read);
    },

    async update(userId, id, request) {
      // The validation a save links is checked as the user's, and its facts kept for the check.
      const facts = request.validationId
        ? factsOf(await ownValidation(userId, request.validationId))
        : await factsFor(userId, id, request.validationId);
      const read = await withLocked(userId, id, async (tx, row) => {
        if (request.baseVersion > row.version) throw fieldIssue('baseVersion', V.invalidOption);
        // Most saves name the newest version: one read then.
        const { version: current } = await versionOf(tx, userId, row);
        const base =
          request.baseVersion === row.version
            ? current
            : (await versionOf(tx, userId, row, request.baseVersion)).version;
        const cards = request.cards
          ? mergeCards(base.cards, current.cards, request.cards as CanvasCard[])
          : current.cards;
        checkShape({ kind: row.kind as CanvasKind, cards });
        const next = {
          title: request.title ?? current.title,
          businessType: request.businessType ?? current.businessType,
          currency: request.currency ?? current.currency,
          validationId: request.validationId === undefined ? row.validationId : request.validationId,
          cards,
        };
        const unchanged =
          next.title === current.title &&
          next.businessType === current.businessType &&
          next.currency === current.currency &&
          next.validationId === row.validationId &&
          JSON.stringify(next.cards) === JSON.stringify(current.cards);
        // No new version, nothing for the other tabs to take.
        if (unchanged) return { row, version: current, announce: undefined };
        return keepVersion(tx, userId, row, next, facts);
      });
      read.announce?.();
      return present(read.row, read.version, facts);
    },

    async testIn(userId, id, simulationId) {
      // Read through the simulations' service, outside this transaction (see validationOf).
      if (simulationId && !(await unlessNotFound(deps.simulations.get(userId, simulationId))))
        throw fieldIssue('simulationId', V.invalidOption);
      const read = await orm.transaction(async (tx) => {
        if (!(await setCanvasSimulation(tx, userId, id, simulationId))) throw new AppError('NOT_FOUND');
        await changed(tx, userId, id);
        return versionOf(tx, userId, (await findCanvas(tx, userId, id))!);
      });
      return answer(userId, read);
    },

    titles: (userId, ids) => listCanvasTitles(orm, userId, ids),

    async canvasRecords(userId) {
      const { rows, versions } = await readCanvasesForExport(orm, userId);
      const records: CanvasRecord[] = [];
      for (const row of rows) {
        // One read of the linked validation per canvas, outside any transaction (see validationOf).
        const facts = row.validationId ? factsOf(await validationOf(userId, row.validationId)) : null;
        records.push({
          id: row.id,
          versions: versions
            .filter((version) => version.canvasId === row.id)
            .map((version) => ({ version: version.version, coherence: coherenceOf(row, version, facts) })),
        });
      }
      return records;
    },

    async remove(userId, id) {
      await orm.transaction(async (tx) => {
        if (!(await deleteCanvas(tx, userId, id))) throw new AppError('NOT_FOUND');
        await changed(tx, userId, id);
      });
    },

    async versions(userId, id) {
      if (!(await findCanvas(orm, userId, id))) throw new AppError('NOT_FOUND');
      return (await listCanvasVersions(orm, userId, id)).map((version) => ({
        ...version,
        createdAt: version.createdAt.toISOString(),
      }));
    },

    async version(userId, id, number) {
      const read = await orm.transaction(async (tx) => {
        const row = await findCanvas(tx, userId, id);
        if (!row) throw new AppError('NOT_FOUND');
        return versionOf(tx, userId, row, number);
      });
      return answer(userId, read);
    },

    async restore(userId, id, number) {
      const facts = await factsFor(userId, id);
      const read = await withLocked(userId, id, async (tx, row) => {
        const { version: old } = await versionOf(tx, userId, row, number);
        const next = {
          title: old.title,
          businessType: old.businessType,
          currency: old.currency,
          validationId: row.validationId,
          cards: old.cards,
        };
        return keepVersion(tx, userId, row, next, facts);
      });
      read.announce?.();
      return present(read.row, read.version, facts);
    },
  };
}

/** The user's canvases with every version, for the data export, dates as ISO strings. */
export async function exportCanvasData(orm: Orm, userId: string) {
  const { rows, versions } = await readCanvasesForExport(orm, userId);
  return {
    canvases: rows.map((row) => ({
      ...presentSummary(row),
      currency: row.currency,
      validationId: row.validationId,
      versions: versions
        .filter((version) => version.canvasId === row.id)
        .map((version) => ({
          version: version.version,
          title: version.title,
          businessType: version.businessType,
          currency: version.currency,
          cards: version.cards,
          createdAt: version.createdAt.toISOString(),
        })),
    })),
  };
}
