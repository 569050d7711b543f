import type { EvidenceSource, SourceView } from '@alavanca/contracts/progress';
import type { TFunction } from 'i18next';

/*
 * Where a piece of evidence or an achievement came from, as a link and a label: a simulation by
 * its name at the month read (its results page once it ended, else its month screen), or an
 * idea's, a pitch's or a canvas's version. A simulation deleted since is named but not linked.
 */

export function sourceHref(source: EvidenceSource, sources: readonly SourceView[]): string | null {
  switch (source.kind) {
    case 'simulation': {
      const named = sources.find((each) => each.id === source.id);
      if (!named) return null;
      return named.ended ? `/simulacao-negocio/resultados/${source.id}` : `/simulacao-negocio/${source.id}`;
    }
    case 'validation':
      return `/validacao-ideia/${source.id}`;
    case 'pitch':
      return `/pitch/${source.id}`;
    case 'canvas':
      return `/canvas/${source.id}/versoes`;
  }
}

export function sourceLabel(source: EvidenceSource, sources: readonly SourceView[], t: TFunction): string {
  if (source.kind !== 'simulation') return t(`achievements:evidence.${source.kind}`, { version: source.version });
  const named = sources.find((each) => each.id === source.id);
  return named
    ? t('achievements:evidence.simulationMonth', { title: named.title, month: source.month })
    : t('achievements:evidence.deletedSimulation', { month: source.month });
}
