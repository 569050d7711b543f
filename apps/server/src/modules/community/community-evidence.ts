import type { EvidenceRequest, EvidenceSummary } from '@alavanca/contracts/community';
import type { EvidenceSnapshot } from '@alavanca/contracts/community-evidence';
import { V } from '@alavanca/contracts/validation-messages';
import { claimOf, firstDifference, replayClaims } from '@alavanca/domain/community/evidence';
import { AppError, fieldIssue } from '../../http/app-error';
import type { CanvasService } from '../canvases/canvases.service';
import type { PitchService } from '../pitches/pitches.service';
import type { SimulationService } from '../simulations/simulations.service';
import type { ValidationService } from '../validations/validations.service';

/*
 * The evidence a post carries (issue 41, decision 036): a copy of one of the author's own items,
 * read through its module's service (which answers NOT_FOUND for anyone else's), holding what the
 * author chose to show. A simulation is copied only when the engine plays its months again from
 * its setup to the same figures: a reader replays it, and evidence that could not agree with the
 * engine (months played by an earlier version of it) would say the author's numbers are wrong.
 */

export interface EvidenceSources {
  simulations: Pick<SimulationService, 'get'>;
  validations: Pick<ValidationService, 'get'>;
  canvases: Pick<CanvasService, 'get'>;
  pitches: Pick<PitchService, 'get' | 'analysis'>;
}

export interface TakenEvidence {
  kind: EvidenceRequest['kind'];
  sourceId: string;
  summary: EvidenceSummary;
  snapshot: EvidenceSnapshot;
}

/**
 * Copies the item asked for, the author's own: an id that is not theirs (or a simulation the engine
 * no longer plays to the same figures) is a refused `field` (the request's), not a 404 of the post.
 */
export async function takeEvidence(
  sources: EvidenceSources,
  userId: string,
  request: EvidenceRequest,
  field = 'evidence.id',
): Promise<TakenEvidence> {
  const own = async <T>(read: () => Promise<T>): Promise<T> => {
    try {
      return await read();
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') throw fieldIssue(field, V.invalidOption);
      throw error;
    }
  };
  const { kind, id } = request;
  switch (kind) {
    case 'simulation': {
      const simulation = await own(() => sources.simulations.get(userId, id));
      const months = simulation.months.slice(0, request.throughMonth ?? simulation.months.length);
      if (months.length === 0) throw fieldIssue(field, V.invalidOption);
      const decisions = months.map((month) => month.result.decisions);
      const claimed = months.map((month) => claimOf(month.result));
      if (firstDifference(claimed, replayClaims(simulation.setup, decisions)) !== null)
        throw fieldIssue(field, V.invalidOption);
      const name = request.showName ? simulation.name : null;
      return {
        kind,
        sourceId: id,
        summary: {
          kind,
          title: name,
          businessType: simulation.setup.businessType,
          currency: simulation.setup.currency,
          months: months.length,
          cashCents: claimed.at(-1)!.cashCents,
        },
        snapshot: { kind, name, setup: simulation.setup, decisions, claimed },
      };
    }
    case 'validation': {
      const validation = await own(() => sources.validations.get(userId, id));
      const latest = validation.versions.reduce((last, version) => (version.version > last.version ? version : last));
      return {
        kind,
        sourceId: id,
        summary: { kind, title: validation.title, overall: latest.result.overall, verdict: latest.result.verdict },
        snapshot: {
          kind,
          title: validation.title,
          version: latest.version,
          input: latest.input,
          result: latest.result,
        },
      };
    }
    case 'canvas': {
      const canvas = await own(() => sources.canvases.get(userId, id));
      return {
        kind,
        sourceId: id,
        summary: { kind, title: canvas.title, canvasKind: canvas.kind, cards: canvas.cards.length },
        snapshot: { kind, title: canvas.title, canvasKind: canvas.kind, version: canvas.version, cards: canvas.cards },
      };
    }
    case 'pitch': {
      const pitch = await own(() => sources.pitches.get(userId, id));
      const newest = pitch.versions[0];
      const analysis = newest ? await sources.pitches.analysis(userId, id, newest.number) : null;
      return {
        kind,
        sourceId: id,
        summary: { kind, title: pitch.title, pitchKind: pitch.kind, score: analysis?.result.score ?? null },
        snapshot: {
          kind,
          title: pitch.title,
          pitchKind: pitch.kind,
          // The text analysed, when there is an analysis: its score is that text's.
          parts: analysis?.parts ?? pitch.parts,
          result: analysis?.result ?? null,
        },
      };
    }
  }
}
