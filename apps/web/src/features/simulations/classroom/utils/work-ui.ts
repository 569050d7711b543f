import type { ClassWork, HandInSummary, PitchHandInSummary } from '@alavanca/contracts/class-works';
import { CANVAS_KINDS, type CanvasBlock } from '@alavanca/domain/canvas/canvas';
import { PITCH_KINDS } from '@alavanca/domain/pitch/pitch';
import { RUBRIC_CRITERIA } from '@alavanca/domain/pitch/rubric';
import type { TFunction } from 'i18next';
import type { ClassCanvasParts } from './canvas-parts';
import type { ClassPitchParts } from './pitch-parts';
import { rubricBlocks, type KindChoice } from './rubric';

/*
 * What differs on screen between the works a class hands in, in one place: their kinds and how
 * they read, the rubric offered first, the product's own score of a hand-in, and the student's
 * items to choose from. Each work's own lines are in its catalog section (`canvas.*`, `pitch.*`);
 * the lines both say alike are in `work.*`.
 */

export type WorkSummary = HandInSummary | PitchHandInSummary;

/** The parts the route composes for each work. */
export interface WorkParts {
  canvas?: ClassCanvasParts;
  pitch?: ClassPitchParts;
}

/** The form's kind choices: any, then the work's kinds. */
export const KIND_CHOICES: Record<ClassWork, readonly KindChoice[]> = {
  canvas: ['any', ...CANVAS_KINDS],
  pitch: ['any', ...PITCH_KINDS],
};

/** The kind a new assignment starts from: either canvas, and the class's own five-minute pitch. */
export const FIRST_KIND: Record<ClassWork, KindChoice> = { canvas: 'any', pitch: 'class' };

/** A kind asked for (null or 'any': any of the work's) as the user's language says it. */
export function kindText(work: ClassWork, kind: string | null, t: TFunction): string {
  const chosen = kind ?? 'any';
  if (work === 'canvas') return t(`classroom:canvas.kinds.${chosen}`);
  return chosen === 'any' ? t('classroom:pitch.kinds.any') : t(`pitch:kinds.${chosen}.name`);
}

/**
 * The rubric's criteria offered for a kind: a canvas's blocks and its coherence; the product's
 * five pitch criteria, so a teacher starts from a rubric with published sources and makes it theirs.
 */
export function offeredCriteria(work: ClassWork, kind: KindChoice, t: TFunction): string[] {
  if (work === 'pitch') return RUBRIC_CRITERIA.map((criterion) => t(`pitch:criteria.${criterion}`));
  return [
    ...rubricBlocks(kind).map((block: CanvasBlock) => t(`canvas:blocks.${block}.name`)),
    t('classroom:canvas.form.coherenceCriterion'),
  ];
}

/** The product's own score of a hand-in: a canvas's coherence, a pitch's rubric score. */
export function productScore(summary: WorkSummary): number {
  return 'coherenceScore' in summary ? summary.coherenceScore : summary.score;
}

/** The item a hand-in was made from: the canvas or the pitch. */
export function itemIdOf(summary: WorkSummary): string {
  return 'canvasId' in summary ? summary.canvasId : summary.pitchId;
}

/** The product's score as a line: "Coherence: 72/100", "Product score: 68/100". */
export function scoreLine(work: ClassWork, score: number, t: TFunction): string {
  return t(work === 'canvas' ? 'classroom:canvas.coherence' : 'classroom:pitch.score', { score });
}

/** A student's own item to hand in: its id, title, kind and a line of what it holds. */
export interface OwnItem {
  id: string;
  title: string;
  kind: string;
  details: string;
}

/** The student's own items of a work, as the hand-in form lists them, and where they open. */
export function ownItemsOf(
  work: ClassWork,
  parts: WorkParts,
  t: TFunction,
): { items: OwnItem[] | undefined; failed: boolean; href: (id: string) => string; newHref: string } | null {
  if (work === 'canvas') {
    const canvas = parts.canvas;
    if (!canvas) return null;
    return {
      items: canvas.ownCanvases?.map((item) => ({
        id: item.id,
        title: item.title,
        kind: item.kind,
        details: [
          kindText('canvas', item.kind, t),
          t('classroom:work.version', { version: item.version }),
          t('classroom:canvas.cards', { count: item.cardCount }),
        ].join(' · '),
      })),
      failed: canvas.ownCanvasesFailed,
      href: canvas.canvasHref,
      newHref: canvas.newCanvasHref,
    };
  }
  const pitch = parts.pitch;
  if (!pitch) return null;
  return {
    items: pitch.ownPitches?.map((item) => ({
      id: item.id,
      title: item.title,
      kind: item.kind,
      details: [kindText('pitch', item.kind, t), item.score === null ? null : scoreLine('pitch', item.score, t)]
        .filter(Boolean)
        .join(' · '),
    })),
    failed: pitch.ownPitchesFailed,
    href: pitch.pitchHref,
    newHref: pitch.newPitchHref,
  };
}
