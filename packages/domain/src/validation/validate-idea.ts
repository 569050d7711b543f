import { competitorMatrix, type CompetitorMatrix } from './competitors';
import { nextExperiments, riskiestAssumptions, swotOf, type Assumption, type Experiment, type Swot } from './analysis';
import type { IdeaInput } from './idea';
import { sizeMarket, type MarketSizing } from './market-sizing';
import { scoreIdea, type IdeaScores } from './scores';

/** A whole validation of an idea: pure, deterministic, offline; what the API stores and the report shows. */
export interface IdeaValidation extends IdeaScores {
  market: MarketSizing;
  competitors: CompetitorMatrix;
  swot: Swot;
  assumptions: Assumption[];
  experiments: Experiment[];
}

export function validateIdea(idea: IdeaInput): IdeaValidation {
  const market = sizeMarket(idea);
  const scores = scoreIdea(idea, market);
  return {
    ...scores,
    market,
    competitors: competitorMatrix(idea),
    swot: swotOf(scores),
    assumptions: riskiestAssumptions(idea, market, scores),
    experiments: nextExperiments(idea, scores),
  };
}
