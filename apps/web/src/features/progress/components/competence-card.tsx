import { Badge } from '@/components/ui/badge';
import type { CompetenceView, SourceView } from '@alavanca/contracts/progress';
import { LEVELS } from '@alavanca/domain/progress/competences';
import { CheckCircle2, CircleDashed, Star } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/lib/utils';
import { sourceHref, sourceLabel } from '../utils/sources';

/** The four steps a level climbs (none is below the first). */
const STEPS = LEVELS.slice(1);

/** One competence: its level on four steps, what moves it, and the latest evidence with links to where it was shown. */
export function CompetenceCard({
  competence,
  sources,
}: {
  competence: CompetenceView;
  sources: readonly SourceView[];
}) {
  const { t } = useTranslation(['achievements', 'progress']);
  const titleId = useId();
  const step = LEVELS.indexOf(competence.level);
  const level = t(`progress:levels.${competence.level}`);
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border bg-card p-4"
      data-testid="competence"
      data-competence={competence.id}
      data-level={competence.level}
    >
      <header className="space-y-1">
        <div className="flex items-start justify-between gap-3">
          <h3 id={titleId} className="font-semibold">
            {t(`progress:competences.${competence.id}.name`)}
          </h3>
          <Badge variant={step >= LEVELS.indexOf('familiar') ? 'default' : 'secondary'} className="shrink-0">
            {level}
          </Badge>
        </div>
        <p className="text-sm text-muted-foreground">{t(`progress:competences.${competence.id}.description`)}</p>
      </header>
      <div role="img" aria-label={t('achievements:competences.meter', { level, step })} className="flex gap-1">
        {STEPS.map((each, index) => (
          <span
            key={each}
            className={cn('h-1.5 flex-1 rounded-full', index < step ? 'bg-primary' : 'bg-muted')}
            aria-hidden="true"
          />
        ))}
      </div>
      <p className="text-sm">
        {t('achievements:competences.tries', { count: competence.tries })} ·{' '}
        {t('achievements:competences.successes', { count: competence.successes })}
      </p>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium">{t('achievements:competences.howItMoves')}</summary>
        <p className="mt-2 text-muted-foreground">{t(`achievements:competenceRules.${competence.id}`)}</p>
      </details>
      <div className="space-y-1">
        <h4 className="text-sm font-medium">{t('achievements:competences.evidence')}</h4>
        {competence.evidence.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('achievements:competences.noEvidence')}</p>
        ) : (
          <ul className="space-y-1 text-sm" data-testid="competence-evidence">
            {competence.evidence.map((item, index) => {
              const href = sourceHref(item.source, sources);
              const label = sourceLabel(item.source, sources, t);
              const Icon = item.strong ? Star : item.success ? CheckCircle2 : CircleDashed;
              const verdict = t(
                item.strong
                  ? 'achievements:evidence.strong'
                  : item.success
                    ? 'achievements:evidence.success'
                    : 'achievements:evidence.miss',
              );
              return (
                <li key={`${item.at}-${index}`} className="flex items-center gap-2">
                  <Icon
                    className={cn('size-4 shrink-0', item.success ? 'text-success' : 'text-muted-foreground')}
                    aria-hidden="true"
                  />
                  {href ? (
                    <Link to={href} className="underline underline-offset-2">
                      {label}
                    </Link>
                  ) : (
                    <span>{label}</span>
                  )}
                  <span className="text-muted-foreground">· {verdict}</span>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </article>
  );
}
