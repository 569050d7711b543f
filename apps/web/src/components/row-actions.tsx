import { Button } from '@/components/ui/button';
import { ArrowRight, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * A list row's two actions, each named with the row's title for a screen reader: delete (an icon;
 * the caller confirms it, and gets the button back to return focus to) and open.
 */
export function RowActions({
  title,
  to,
  openText,
  deleteLabel,
  onDelete,
}: {
  title: string;
  to: string;
  /** The open link's visible text ("Abrir"). */
  openText: string;
  deleteLabel: string;
  onDelete: (button: HTMLButtonElement) => void;
}) {
  const { t } = useTranslation('common');
  return (
    <div className="flex gap-2">
      <Button variant="ghost" size="icon" onClick={(event) => onDelete(event.currentTarget)} aria-label={deleteLabel}>
        <Trash2 aria-hidden="true" />
      </Button>
      <Button asChild size="sm">
        <Link to={to} aria-label={t('punctuation.labelled', { label: openText, value: title })}>
          {openText}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </div>
  );
}
