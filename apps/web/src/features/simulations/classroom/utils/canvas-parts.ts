import type { CanvasSummary } from '@alavanca/contracts/canvases';
import type { HandIn } from '@alavanca/contracts/canvases';
import type { CanvasCard } from '@alavanca/domain/canvas/canvas';
import type { ComponentType } from 'react';

/**
 * What the class's canvas screens take from the canvases feature, handed in by the route that
 * composes both (features never import each other): the student's own canvases to choose from,
 * where a canvas opens, and how a hand-in's coherence and a card's numbers and evidence read.
 */
export interface ClassCanvasParts {
  /** The user's own canvases, the last edited first; undefined while they load. */
  ownCanvases: readonly CanvasSummary[] | undefined;
  ownCanvasesFailed: boolean;
  /** Where one of the user's canvases opens, and where a new one is made. */
  canvasHref: (id: string) => string;
  newCanvasHref: string;
  /** The coherence check of the canvas as handed in: its score, its parts and every finding. */
  Coherence?: ComponentType<{ handIn: HandIn; onShowCard: (cardId: string) => void }>;
  /** A card's numbers and evidence, in a line each. */
  CardDetails?: ComponentType<{ card: CanvasCard; handIn: HandIn }>;
}
