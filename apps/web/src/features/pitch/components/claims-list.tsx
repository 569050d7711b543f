import { Badge } from '@/components/ui/badge';
import type { CheckedClaim, ClaimVerdict } from '@alavanca/domain/pitch/claims';
import type { PitchPart } from '@alavanca/domain/pitch/pitch';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { claimedText, evidenceText, metricName } from '../utils/figures';
import { usePitchEnvironment } from './pitch-context';

const VERDICT_BADGE: Record<ClaimVerdict, 'success' | 'destructive' | 'warning' | 'secondary'> = {
  supported: 'success',
  beyond: 'destructive',
  differs: 'warning',
  unsupported: 'secondary',
};

/** Where the source's link goes in its sentence: a character no catalog text holds. */
const SOURCE_MARK = '\uE000';

/** The verdict's sentence, with both figures and the evidence's source as a link to its screen. */
function VerdictSentence({ claim }: { claim: CheckedClaim }) {
  const { t } = useTranslation(['pitch', 'pitchStudio']);
  const { prefs, sourcePath } = usePitchEnvironment();
  const sentence = t(`pitch:verdicts.${claim.verdict}`, {
    claimed: claimedText(claim, prefs),
    evidence: claim.evidence ? evidenceText(claim.evidence, prefs) : '',
    metric: metricName(claim, t),
    source: SOURCE_MARK,
  });
  const [before, after] = sentence.split(SOURCE_MARK);
  const source = claim.evidence?.source;
  return (
    <p className="text-sm">
      {before}
      {source && after !== undefined && (
        <>
          <Link to={sourcePath(source)} className="font-medium text-primary underline underline-offset-2">
            {source.name}
          </Link>
          {after}
        </>
      )}
    </p>
  );
}

/**
 * The figures checked: each claim with its part, metric, what the pitch says and the verdict's
 * sentence against the founder's own evidence, the flagged first.
 */
export function ClaimsList({ claims }: { claims: readonly (CheckedClaim & { part?: PitchPart })[] }) {
  const { t } = useTranslation(['pitchStudio', 'pitch']);
  const { prefs } = usePitchEnvironment();
  const order: ClaimVerdict[] = ['beyond', 'differs', 'unsupported', 'supported'];
  const sorted = [...claims].sort((a, b) => order.indexOf(a.verdict) - order.indexOf(b.verdict));
  return (
    <ul className="space-y-2" aria-label={t('pitchStudio:claims.label')}>
      {sorted.map((claim) => (
        <li
          key={`${claim.part ?? ''}-${claim.figure.start}`}
          className="space-y-1 rounded-lg border p-3"
          data-testid="claim"
          data-metric={claim.metric}
          data-verdict={claim.verdict}
        >
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <Badge variant={VERDICT_BADGE[claim.verdict]}>{t(`pitchStudio:claims.verdicts.${claim.verdict}`)}</Badge>
            <span className="font-medium">
              {claim.part
                ? t('pitchStudio:claims.where', {
                    part: t(`pitch:parts.${claim.part}.name`),
                    metric: metricName(claim, t),
                  })
                : metricName(claim, t)}
            </span>
            <span className="text-muted-foreground tabular-nums">{claimedText(claim, prefs)}</span>
          </p>
          <VerdictSentence claim={claim} />
        </li>
      ))}
    </ul>
  );
}
