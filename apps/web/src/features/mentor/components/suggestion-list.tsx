import { Button } from '@/components/ui/button';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMentorSuggestions } from '../api/suggestions';

/** The questions the user's own numbers call for, as buttons that ask them; nothing while there are none. */
export function SuggestionList({
  title,
  note,
  onPick,
  disabled,
}: {
  title: string;
  note?: string;
  onPick: (question: string) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('mentor');
  const titleId = useId();
  const suggestions = useMentorSuggestions().data?.suggestions ?? [];
  if (suggestions.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="space-y-3">
      <h3 id={titleId} className="text-base font-semibold">
        {title}
      </h3>
      <ul className="flex flex-wrap gap-2" data-testid="mentor-suggestions">
        {suggestions.map((key) => (
          <li key={key} className="max-w-full">
            {/* Questions are longer than a phone is wide: they wrap, as text does. */}
            <Button
              variant="outline"
              size="sm"
              className="h-auto max-w-full py-1.5 text-start whitespace-normal"
              disabled={disabled}
              onClick={() => onPick(t(`suggestions.${key}`))}
            >
              {t(`suggestions.${key}`)}
            </Button>
          </li>
        ))}
      </ul>
      {note && <p className="text-sm text-muted-foreground">{note}</p>}
    </section>
  );
}
