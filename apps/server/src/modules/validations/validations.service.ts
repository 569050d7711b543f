import type {
  ExperimentProgressRequest,
  Validation,
  ValidationListQuery,
  ValidationListResponse,
  ValidationRequest,
  ValidationSummary,
} from '@alavanca/contracts/validations';
import { V } from '@alavanca/contracts/validation-messages';
import type { BusinessType } from '@alavanca/domain/constants';
import { findCity } from '@alavanca/domain/validation/country-data';
import { validateIdea } from '@alavanca/domain/validation/validate-idea';
import type { ValidationRecord } from '@alavanca/domain/progress/work-evidence';
import type { FastifyBaseLogger } from 'fastify';
import type { Orm } from '../../db/client';
import { keysetPage } from '../../db/keyset';
import type { WeeklyCounts } from '../../db/weekly-counts';
import { readCursor } from '../../http/list-cursor';
import { AppError, fieldIssue } from '../../http/app-error';
import type { ProgressService } from '../progress/progress.service';
import type { EventBus } from '../realtime/event-bus';
import { getUserLanguage } from '../preferences/get-user-language';
import type { QuotaService } from '../subscription/quota.service';
import { narrativeFor, type NarrativeWriter } from './narrative';
import {
  addVersion,
  deleteValidation,
  findValidation,
  insertValidation,
  listExperiments,
  listValidations,
  listVersions,
  positionOf,
  readValidationsForExport,
  saveExperiment,
  sortValueKind,
  type ExperimentRow,
  type ValidationRow,
  type ValidationVersionRow,
  versionsValidatedByWeek,
  listValidationTitles,
} from './validations.repo';

export interface ValidationService {
  /** Every validation of the user as the progress rules read it (the back-fill, decision 033). */
  validationRecords(userId: string): Promise<ValidationRecord[]>;
  /** The titles of the user's own ideas among `ids`; anyone else's is absent. */
  titles(userId: string, ids: readonly string[]): Promise<{ id: string; title: string }[]>;
  /** Validates a new idea, spending one `validations` unit of the plan (only if it is saved). */
  create(userId: string, request: ValidationRequest): Promise<Validation>;
  list(userId: string, query: ValidationListQuery): Promise<ValidationListResponse>;
  get(userId: string, id: string): Promise<Validation>;
  /** The idea edited: a new version, validated again; the earlier ones are kept. Spends no unit. */
  revalidate(userId: string, id: string, request: ValidationRequest): Promise<Validation>;
  setExperiment(userId: string, id: string, key: string, progress: ExperimentProgressRequest): Promise<Validation>;
  remove(userId: string, id: string): Promise<void>;
  /** Versions validated per week since a moment (the reports' activity). */
  versionsByWeek(userId: string, since: Date): Promise<WeeklyCounts>;
}

export interface ValidationServiceDeps {
  orm: Orm;
  bus: EventBus;
  quota: Pick<QuotaService, 'withQuota'>;
  /** Reads each new version and each experiment marked done for competences and achievements (decision 033). */
  progress?: Pick<ProgressService, 'recordWork'>;
  log: FastifyBaseLogger;
  /** A language model's narrative, when one is configured (narrative.ts); none by default. */
  writeNarrative?: NarrativeWriter;
}

function presentSummary(row: ValidationRow): ValidationSummary {
  return {
    id: row.id,
    title: row.title,
    businessType: row.businessType as BusinessType,
    overall: row.overall,
    verdict: row.verdict as ValidationSummary['verdict'],
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentValidation(
  row: ValidationRow,
  versions: readonly ValidationVersionRow[],
  experiments: readonly ExperimentRow[],
): Validation {
  return {
    ...presentSummary(row),
    versions: versions.map((version) => ({
      version: version.version,
      input: { ...version.input, channels: [...version.input.channels], competitors: [...version.input.competitors] },
      result: version.result,
      narrative: version.narrative,
      createdAt: version.createdAt.toISOString(),
    })),
    experiments: experiments.map((experiment) => ({
      key: experiment.key as Validation['experiments'][number]['key'],
      done: experiment.done,
      result: experiment.result,
      doneAt: experiment.doneAt?.toISOString() ?? null,
    })),
  };
}

/** A validation as the progress rules read it: each version's score, each experiment's done time. */
function progressRecord(validation: Validation): ValidationRecord {
  return {
    id: validation.id,
    versions: validation.versions.map((version) => ({
      version: version.version,
      overall: version.result.overall,
      createdAt: version.createdAt,
    })),
    experiments: validation.experiments.map((experiment) => ({ key: experiment.key, doneAt: experiment.doneAt })),
  };
}

export function createValidationService(deps: ValidationServiceDeps): ValidationService {
  const { orm, bus } = deps;

  /** Scores the idea, and has the narrative written when a writer is configured: both before any transaction opens. */
  async function score(userId: string, idea: ValidationRequest) {
    if (idea.city && !findCity(idea.country, idea.city)) throw fieldIssue('city', V.invalidOption);
    const result = validateIdea(idea);
    const language = deps.writeNarrative ? await getUserLanguage(orm, userId) : null;
    const narrative = language
      ? await narrativeFor(deps.writeNarrative, { language, idea, validation: result }, deps.log)
      : null;
    return { result, narrative };
  }
  const changed = (tx: Orm, userId: string, id: string) => bus.publish(tx, userId, { type: 'validation.changed', id });

  /** The whole validation as one snapshot, so its versions agree with its row. */
  async function read(tx: Orm, userId: string, row: ValidationRow): Promise<Validation> {
    return presentValidation(row, await listVersions(tx, userId, row.id), await listExperiments(tx, userId, row.id));
  }

  /** Runs `work` on the user's validation, locked, in one transaction; 404 for anyone else's. */
  function withLocked<T>(userId: string, id: string, work: (tx: Orm, row: ValidationRow) => Promise<T>): Promise<T> {
    return orm.transaction(async (tx) => {
      const row = await findValidation(tx, userId, id, { forUpdate: true });
      // Another user's id looks exactly like one that does not exist.
      if (!row) throw new AppError('NOT_FOUND');
      return work(tx, row);
    });
  }

  /**
   * Changes the user's validation with `change` and reads it whole, in one locked transaction that
   * also records the progress it shows; the achievements it earned are told once that commits.
   */
  async function changeAndRecord(
    userId: string,
    id: string,
    change: (tx: Orm, row: ValidationRow) => Promise<ValidationRow>,
  ): Promise<Validation> {
    const { validation, announce } = await withLocked(userId, id, async (tx, row) => {
      const changedRow = await change(tx, row);
      await changed(tx, userId, id);
      const validation = await read(tx, userId, changedRow);
      const told = await deps.progress?.recordWork(tx, userId, {
        kind: 'validation',
        record: progressRecord(validation),
      });
      return { validation, announce: told };
    });
    announce?.();
    return validation;
  }

  return {
    // A new validation has no experiment done yet: nothing for its progress to read until one is.
    async create(userId, request) {
      // Computed before the transaction: the plan's unit is held for the insert only.
      const { result, narrative } = await score(userId, request);
      return deps.quota.withQuota(userId, 'validations', async (tx) => {
        const row = await insertValidation(tx, userId, request, result, narrative);
        await changed(tx, userId, row.id);
        return read(tx, userId, row);
      });
    },

    async list(userId, query) {
      const after = readCursor(query.cursor, query.sort, sortValueKind(query.sort));
      const rows = await listValidations(orm, userId, {
        search: query.search,
        sort: query.sort,
        limit: query.limit + 1,
        after,
      });
      const { page, nextCursor } = keysetPage(rows, query.limit, (row) => positionOf(row, query.sort));
      return { validations: page.map(presentSummary), nextCursor };
    },

    get(userId, id) {
      return orm.transaction(
        async (tx) => {
          const row = await findValidation(tx, userId, id);
          if (!row) throw new AppError('NOT_FOUND');
          return read(tx, userId, row);
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },

    async revalidate(userId, id, request) {
      const { result, narrative } = await score(userId, request);
      return changeAndRecord(userId, id, (tx, row) => addVersion(tx, row, request, result, narrative));
    },

    setExperiment(userId, id, key, progress) {
      return changeAndRecord(userId, id, (tx) => saveExperiment(tx, userId, id, key, progress));
    },

    async remove(userId, id) {
      await orm.transaction(async (tx) => {
        if (!(await deleteValidation(tx, userId, id))) throw new AppError('NOT_FOUND');
        await changed(tx, userId, id);
      });
    },

    async validationRecords(userId) {
      return (await exportValidationData(orm, userId)).validations.map(progressRecord);
    },

    titles: (userId, ids) => listValidationTitles(orm, userId, ids),

    versionsByWeek(userId, since) {
      return versionsValidatedByWeek(orm, userId, since);
    },
  };
}

/** The user's validations with every version and experiment, for the data export, dates as ISO strings. */
export async function exportValidationData(orm: Orm, userId: string) {
  const { validations, versions, experiments } = await readValidationsForExport(orm, userId);
  return {
    validations: validations.map((row) =>
      presentValidation(
        row,
        versions.filter((version) => version.validationId === row.id),
        experiments.filter((experiment) => experiment.validationId === row.id),
      ),
    ),
  };
}
