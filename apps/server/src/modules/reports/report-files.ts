import type { LearnedMarket } from '@alavanca/domain/simulation/forecast';
import type { MonthResult, SimulationSetup, SimulationState } from '@alavanca/domain/simulation/types';
import type { ReportText } from './report-text';

/** The mentor's section: who analyses, and each question the item's numbers call for with its answer. */
export interface ReportAnalysis {
  byline: string;
  sections: readonly { question: string; markdown: string }[];
}

/** What a report's builder is given: the item, the words and formats, the mentor's analysis. */
export interface ReportInput<Item> {
  item: Item;
  text: ReportText;
  ownerName: string;
  now: Date;
  analysis: ReportAnalysis;
}

/** What a builder makes: the title it is listed under and its two files. */
export interface ReportFiles {
  title: string;
  pdf: Buffer;
  csv: Buffer;
}

/**
 * What a simulation's report reads: a simulation of the user's, or a class company (decision 026),
 * which plays the same engine in its class's rounds.
 */
export interface PlayedReportItem {
  id: string;
  setup: SimulationSetup;
  state: SimulationState;
  /** Months played. */
  month: number;
  status: 'active' | 'finished' | 'bankrupt' | 'left';
  months: readonly { result: MonthResult }[];
  score: { total: number } | null;
  /** A class company's class, named on the cover, and the market its risk forecast leans to. */
  classroom?: { name: string; forecastMarket: LearnedMarket | undefined };
}
