import type { ExamAttemptView } from '@alavanca/contracts/certificate';
import type { PlayedCompany } from '@/features/simulations/month/utils/played-company';

/** An attempt's company as the month screen's parts read it; its first `months` months only, when given. */
export function examCompany(attempt: ExamAttemptView, months = attempt.months.length): PlayedCompany {
  return {
    setup: attempt.state.setup,
    state: attempt.state,
    months: attempt.months
      .slice(0, months)
      .map((result) => ({ month: result.month, decisions: result.decisions, result })),
  };
}
