import type { ExamQuestionView } from '@alavanca/contracts/certificate';
import { RadioCards } from '@/features/simulations/month/components/decision-fields';

/** The drawn knowledge questions, in the candidate's language: a situation, its question, four answers. */
export function KnowledgeQuestions({
  questions,
  answers,
  onChange,
}: {
  questions: readonly ExamQuestionView[];
  /** The option picked for each question (its index), by question id. */
  answers: Readonly<Record<string, string>>;
  onChange: (questionId: string, option: string) => void;
}) {
  return (
    <ol className="grid gap-4" data-testid="knowledge-questions">
      {questions.map((question) => (
        <li key={question.id} className="space-y-3 rounded-lg border p-4" data-testid={`knowledge-${question.id}`}>
          <p className="text-sm">{question.scenario}</p>
          <RadioCards
            name={`knowledge-${question.id}`}
            legend={question.question}
            options={question.options.map((label, index) => ({ value: String(index), label }))}
            value={answers[question.id] ?? null}
            onChange={(option) => onChange(question.id, option)}
          />
        </li>
      ))}
    </ol>
  );
}
