import type { PitchBrief, PitchHandIn, PitchHandInSummary } from '@alavanca/contracts/class-works';
import { V } from '@alavanca/contracts/validation-messages';
import type { Language } from '@alavanca/domain/constants';
import { PITCH_KINDS, type PitchKind } from '@alavanca/domain/pitch/pitch';
import { flaggedCount } from '@alavanca/domain/pitch/rubric';
import type { PitchHandInSnapshot } from '../../db/schema/classes';
import { fieldIssue } from '../../http/app-error';
import type { ClassContext } from './class-context';
import { createWorkActions } from './class-work';
import { findHandIn, listStudentAssignments } from './class-work.repo';

/*
 * The pitch a class hands in (decision 032): the student's pitch analysed as it is when handed in
 * (a version kept in its history, like "Analyse and keep this version"), its text, the product's
 * rubric result and the evidence its figures were held to. The teacher grades it on their own
 * rubric beside the product's findings; the student's editor shows the teacher's criteria.
 */

export function createPitchWork(ctx: ClassContext) {
  const actions = createWorkActions<PitchHandInSnapshot, PitchKind, PitchHandInSummary, PitchHandIn>(ctx, {
    work: 'pitch',
    field: 'pitchId',
    async readOwn(userId, pitchId, kindAsked) {
      if (!ctx.pitches) throw new Error('The classes service was built without the pitches service.');
      const pitch = await ctx.pitches.get(userId, pitchId);
      // Another kind than the one asked is refused before a version is kept for nothing.
      if (kindAsked !== null && pitch.kind !== kindAsked) throw fieldIssue('pitchId', V.invalidOption);
      // A pitch with no text has nothing to grade: told on the field that chose it.
      if (Object.keys(pitch.parts).length === 0) throw fieldIssue('pitchId', V.emptyPitch);
      const analysis = await ctx.pitches.analyse(userId, pitchId);
      return {
        id: pitch.id,
        kind: analysis.kind,
        version: analysis.number,
        snapshot: {
          title: pitch.title,
          kind: analysis.kind,
          language: analysis.language,
          parts: analysis.parts,
          result: analysis.result,
          evidence: analysis.evidence,
        },
      };
    },
    summarize: (base, pitchId, pitch) => ({
      ...base,
      pitchId,
      kind: pitch.kind,
      title: pitch.title,
      score: pitch.result.score,
      flagged: flaggedCount(pitch.result),
    }),
    present: (summary, pitch) => ({
      ...summary,
      language: pitch.language as Language,
      parts: { ...pitch.parts },
      result: pitch.result,
      evidence: pitch.evidence,
    }),
    kindOf: (stored) => PITCH_KINDS.find((kind) => kind === stored) ?? null,
  });

  return {
    ...actions,
    /** What each class the user studies in asks of a pitch, with their company's hand-in. */
    async briefs(userId: string): Promise<PitchBrief[]> {
      const rows = await listStudentAssignments(ctx.orm, userId, 'pitch');
      return Promise.all(
        rows.map(async ({ assignment, className, companyId }) => {
          const handIn = await findHandIn(ctx.orm, assignment.classId, 'pitch', companyId);
          return {
            classId: assignment.classId,
            className,
            assignment: actions.presentAssignment(assignment),
            handIn: handIn ? actions.summarize(handIn) : null,
          };
        }),
      );
    },
  };
}
