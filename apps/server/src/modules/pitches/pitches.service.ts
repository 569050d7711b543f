import type {
  CreatePitchRequest,
  PitchAnalysis,
  PitchBoardResponse,
  PitchDetail,
  PitchSummary,
  UpdatePitchRequest,
} from '@alavanca/contracts/pitches';
import { V } from '@alavanca/contracts/validation-messages';
import type { Language } from '@alavanca/domain/constants';
import { pitchBoard } from '@alavanca/domain/pitch/board';
import { draftPitch } from '@alavanca/domain/pitch/draft';
import { drillFacts, pitchEvidence } from '@alavanca/domain/pitch/evidence';
import { PITCH_PARTS, type PitchKind, type PitchPart } from '@alavanca/domain/pitch/pitch';
import { investorDrill } from '@alavanca/domain/pitch/questions';
import { flaggedCount, scorePitch, type RubricResult } from '@alavanca/domain/pitch/rubric';
import type { PitchRecord } from '@alavanca/domain/progress/work-evidence';
import { splitScript } from '@alavanca/domain/pitch/split';
import type { FastifyBaseLogger } from 'fastify';
import type { Orm } from '../../db/client';
import type { PitchParts } from '../../db/schema/pitches';
import { AppError, fieldIssue, unlessNotFound } from '../../http/app-error';
import type { LanguageModel } from '../mentor/language-model';
import { getPreferences } from '../preferences/preferences.service';
import type { SimulationService } from '../simulations/simulations.service';
import type { ProgressService } from '../progress/progress.service';
import type { EventBus } from '../realtime/event-bus';
import type { QuotaService } from '../subscription/quota.service';
import type { ValidationService } from '../validations/validations.service';
import {
  draftWords,
  simulationSource,
  validationSource,
  type SimulationSource,
  type ValidationSource,
} from './pitch-sources';
import { boardReactions, writeBoard } from './pitch-board';
import {
  addPitchAnalysis,
  deletePitch,
  findPitch,
  findPitchAnalysis,
  insertPitch,
  listPitchAnalyses,
  listPitches,
  readPitchesForExport,
  updatePitch,
  type NewPitch,
  type PitchAnalysisRow,
  type PitchRow,
  listPitchTitles,
} from './pitches.repo';

export interface PitchService {
  create(userId: string, request: CreatePitchRequest): Promise<PitchDetail>;
  list(userId: string): Promise<PitchSummary[]>;
  get(userId: string, id: string): Promise<PitchDetail>;
  update(userId: string, id: string, request: UpdatePitchRequest): Promise<PitchDetail>;
  remove(userId: string, id: string): Promise<void>;
  /** Analyses the pitch's text as it is now against its evidence as it is now, and keeps the version. */
  analyse(userId: string, id: string): Promise<PitchAnalysis>;
  analysis(userId: string, id: string, number: number): Promise<PitchAnalysis>;
  /** The pitch as it is now, scored against its evidence: what the exports read. */
  current(userId: string, id: string): Promise<CurrentPitch>;
  /** EVA's, MAX's, LEO's and BIA's reactions to the pitch as it is now; spends one `aiConsultations` unit. */
  board(userId: string, id: string): Promise<PitchBoardResponse['board']>;
  /** Every pitch of the user with its analysed versions: what the progress back-fill reads (decision 033). */
  pitchRecords(userId: string): Promise<PitchRecord[]>;
  /** The titles of the user's own pitches among `ids`; anyone else's is absent. */
  titles(userId: string, ids: readonly string[]): Promise<{ id: string; title: string }[]>;
}

/** A pitch's analysed versions as the progress rules read them (decision 033). */
function progressRecord(
  id: string,
  analyses: readonly { number: number; score: number; result: RubricResult }[],
): PitchRecord {
  return {
    id,
    analyses: analyses.map((analysis) => ({
      number: analysis.number,
      score: analysis.score,
      flagged: flaggedCount(analysis.result),
      supported: analysis.result.claims.filter((claim) => claim.verdict === 'supported').length,
    })),
  };
}

/** A pitch's text with its analysis as of now, not stored. */
export interface CurrentPitch {
  /** The pitch without its kept versions, which an analysis of it now does not read. */
  pitch: Omit<PitchDetail, 'versions'>;
  result: RubricResult;
  validation: ValidationSource | null;
  simulation: SimulationSource | null;
}

export interface PitchServiceDeps {
  orm: Orm;
  /** Where `pitch.changed` goes, so the user's other tabs follow a change. */
  bus: EventBus;
  /** The user's validations and simulations, read through their services (another user's is not found). */
  validations: Pick<ValidationService, 'get'>;
  simulations: Pick<SimulationService, 'get'>;
  /** The board spends an `aiConsultations` unit. */
  quota: Pick<QuotaService, 'withQuota' | 'subscriptionCheck'>;
  /** The configured language model that words the board's reactions; null: the engine's own words. */
  model: LanguageModel | null;
  log: FastifyBaseLogger;
  /** Reads each analysed version for competences and achievements (decision 033). */
  progress?: Pick<ProgressService, 'recordWork'>;
}

/**
 * The parts with text, in the pitch's order; an emptied part (or one of spaces) is dropped. A
 * part is kept as typed: the editor saves while the founder types, and a space trimmed from the
 * end of a part would come back as two words run together.
 */
function cleanParts(parts: PitchParts): PitchParts {
  const clean: PitchParts = {};
  for (const part of PITCH_PARTS) {
    const text = parts[part];
    if (text?.trim()) clean[part] = text;
  }
  return clean;
}

function presentSummary(row: PitchRow): PitchSummary {
  return {
    id: row.id,
    title: row.title,
    kind: row.kind as PitchKind,
    language: row.language as Language,
    score: row.score,
    analyses: row.analyses,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function presentAnalysis(row: PitchAnalysisRow): PitchAnalysis {
  return {
    number: row.number,
    kind: row.kind as PitchKind,
    language: row.language as Language,
    parts: row.parts,
    result: row.result,
    drill: row.drill.map((question) => ({ ...question, elements: [...question.elements] })),
    evidence: row.evidence,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createPitchService(deps: PitchServiceDeps): PitchService {
  const { orm, bus } = deps;
  /** Tells the user's other tabs, once the transaction `tx` commits (never if it rolls back). */
  const changed = (tx: Orm, userId: string, id: string) => bus.publish(tx, userId, { type: 'pitch.changed', id });

  /**
   * The validation and simulation a pitch names, each read in a transaction of its own (never
   * inside another: the embedded database has one connection); null for a deleted one.
   */
  async function sources(userId: string, links: { validationId: string | null; simulationId: string | null }) {
    const [validation, simulation] = await Promise.all([
      links.validationId ? unlessNotFound(deps.validations.get(userId, links.validationId)) : null,
      links.simulationId ? unlessNotFound(deps.simulations.get(userId, links.simulationId)) : null,
    ]);
    return { validation: validationSource(validation), simulation: simulationSource(simulation) };
  }

  /**
   * Links a request names must be the user's own, and a validation one whose market the pitch can
   * read: another user's looks exactly like an unknown one, a field issue either way.
   */
  async function ownSources(userId: string, links: { validationId: string | null; simulationId: string | null }) {
    const found = await sources(userId, links);
    if (links.validationId && !found.validation) throw fieldIssue('validationId', V.invalidOption);
    if (links.simulationId && !found.simulation) throw fieldIssue('simulationId', V.invalidOption);
    return found;
  }

  /** The pitch with the evidence it is held to now and the drill's facts. */
  async function withEvidence(userId: string, row: PitchRow) {
    const found = await sources(userId, row);
    const pitch: CurrentPitch['pitch'] = {
      ...presentSummary(row),
      // A link to an item since deleted (or re-scored beyond what a pitch reads) holds nothing.
      validationId: found.validation ? row.validationId : null,
      simulationId: found.simulation ? row.simulationId : null,
      parts: row.parts,
      drafted: row.drafted,
      evidence: pitchEvidence(found.validation, found.simulation),
      drillFacts: drillFacts(found.validation, found.simulation),
    };
    return { pitch, ...found };
  }

  /** What the editor reads: the pitch, its evidence and its kept versions (the editor scores it itself). */
  async function detail(userId: string, row: PitchRow): Promise<PitchDetail> {
    const [{ pitch }, versions] = await Promise.all([
      withEvidence(userId, row),
      listPitchAnalyses(orm, userId, row.id),
    ]);
    return {
      ...pitch,
      versions: versions.map((version) => ({
        number: version.number,
        score: version.score,
        criteria: version.result.criteria,
        flagged: flaggedCount(version.result),
        createdAt: version.createdAt.toISOString(),
      })),
    };
  }

  /** The pitch scored as it is now, against its evidence now. */
  async function scored(userId: string, row: PitchRow): Promise<CurrentPitch> {
    const found = await withEvidence(userId, row);
    const { kind, language, evidence } = found.pitch;
    return { ...found, result: scorePitch({ kind, language, parts: row.parts, evidence }) };
  }

  async function ownPitch(userId: string, id: string): Promise<PitchRow> {
    const row = await findPitch(orm, userId, id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  return {
    async create(userId, request) {
      const links = { validationId: request.validationId, simulationId: request.simulationId };
      const found = await ownSources(userId, links);
      let pitch: NewPitch;
      if (request.start === 'draft') {
        const draft = draftPitch(found.validation, found.simulation, draftWords(request.language));
        const title = request.title ?? found.validation?.title ?? found.simulation?.name ?? '';
        pitch = { title, kind: request.kind, language: request.language, ...links, ...draft };
      } else {
        const parts = request.start === 'script' ? splitScript(request.script).parts : {};
        pitch = { title: request.title, kind: request.kind, language: request.language, ...links, parts, drafted: [] };
      }
      const row = await orm.transaction(async (tx) => {
        const inserted = await insertPitch(tx, userId, { ...pitch, parts: cleanParts(pitch.parts) });
        await changed(tx, userId, inserted.id);
        return inserted;
      });
      return detail(userId, row);
    },

    async list(userId) {
      return (await listPitches(orm, userId)).map(presentSummary);
    },

    async get(userId, id) {
      return detail(userId, await ownPitch(userId, id));
    },

    async update(userId, id, request) {
      const current = await ownPitch(userId, id);
      const links = {
        validationId: request.validationId === undefined ? current.validationId : request.validationId,
        simulationId: request.simulationId === undefined ? current.simulationId : request.simulationId,
      };
      // Only a link the request changes is checked: one whose item was deleted since stays as it is.
      await ownSources(userId, {
        validationId: request.validationId === undefined ? null : links.validationId,
        simulationId: request.simulationId === undefined ? null : links.simulationId,
      });
      const parts = request.parts === undefined ? undefined : cleanParts({ ...current.parts, ...request.parts });
      const drafted = (request.drafted ?? current.drafted).filter((part: PitchPart) => (parts ?? current.parts)[part]);
      const row = await orm.transaction(async (tx) => {
        const updated = await updatePitch(tx, userId, id, {
          ...(request.title !== undefined && { title: request.title }),
          ...(request.kind !== undefined && { kind: request.kind }),
          ...(request.language !== undefined && { language: request.language }),
          ...links,
          ...(parts !== undefined && { parts }),
          drafted: [...new Set(drafted)],
        });
        if (!updated) throw new AppError('NOT_FOUND');
        await changed(tx, userId, id);
        return updated;
      });
      return detail(userId, row);
    },

    async remove(userId, id) {
      await orm.transaction(async (tx) => {
        if (!(await deletePitch(tx, userId, id))) throw new AppError('NOT_FOUND');
        await changed(tx, userId, id);
      });
    },

    async analyse(userId, id) {
      const { pitch, result } = await scored(userId, await ownPitch(userId, id));
      if (Object.keys(pitch.parts).length === 0) throw fieldIssue('parts', V.required);
      const drill = investorDrill(result, pitch.drillFacts);
      const { stored, announce } = await orm.transaction(async (tx) => {
        const row = await findPitch(tx, userId, id, { forUpdate: true });
        if (!row) throw new AppError('NOT_FOUND');
        await changed(tx, userId, id);
        const kept = await addPitchAnalysis(tx, row, {
          kind: pitch.kind,
          language: pitch.language,
          parts: pitch.parts,
          score: result.score,
          result,
          drill,
          evidence: pitch.evidence,
        });
        const told = await deps.progress?.recordWork(tx, userId, {
          kind: 'pitch',
          record: progressRecord(id, await listPitchAnalyses(tx, userId, id)),
          number: kept.number,
        });
        return { stored: kept, announce: told };
      });
      announce?.();
      return presentAnalysis(stored);
    },

    async analysis(userId, id, number) {
      const row = await findPitchAnalysis(orm, userId, id, number);
      if (!row) throw new AppError('NOT_FOUND');
      return presentAnalysis(row);
    },

    async current(userId, id) {
      return scored(userId, await ownPitch(userId, id));
    },

    async board(userId, id) {
      // A plan with none left is told at once, before a model is asked for nothing.
      if (!(await deps.quota.subscriptionCheck(userId, 'aiConsultations', 'check')).allowed)
        throw new AppError('QUOTA_EXCEEDED');
      const { pitch, result } = await scored(userId, await ownPitch(userId, id));
      if (Object.keys(pitch.parts).length === 0) throw fieldIssue('parts', V.required);
      const prefs = await getPreferences(orm, userId);
      const engine = boardReactions(pitchBoard(result, pitch.drillFacts), prefs);
      const board = await writeBoard(engine, result.score, prefs.language, deps.model, deps.log);
      // Written before the unit is spent (a model takes a while; a refused pitch spends nothing),
      // counted once it is: a board is answered exactly when it is counted.
      return deps.quota.withQuota(userId, 'aiConsultations', () => Promise.resolve(board));
    },

    titles: (userId, ids) => listPitchTitles(orm, userId, ids),

    async pitchRecords(userId) {
      const { rows, analyses } = await readPitchesForExport(orm, userId);
      return rows.map((row) =>
        progressRecord(
          row.id,
          analyses.filter((analysis) => analysis.pitchId === row.id),
        ),
      );
    },
  };
}

/** The user's pitches with every analysed version, for the data export. */
export async function exportPitchData(orm: Orm, userId: string) {
  const { rows, analyses } = await readPitchesForExport(orm, userId);
  return {
    pitches: rows.map((row) => ({
      ...presentSummary(row),
      validationId: row.validationId,
      simulationId: row.simulationId,
      parts: row.parts,
      drafted: row.drafted,
      versions: analyses.filter((analysis) => analysis.pitchId === row.id).map(presentAnalysis),
    })),
  };
}
