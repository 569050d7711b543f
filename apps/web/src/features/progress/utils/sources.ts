import type { EvidenceSource, SourceView } from '@alavanca/contracts/progress';
import type { TFunction } from 'i18next';

/*
 * Where a piece of evidence or an achievement came from, as a link and a label: a simulation by
 * its name at the month read (its results page once it ended, else its month screen), or an
 * idea, a pitch or a canvas by its title at the version read. One deleted since (absent from the
 * sources) is described but not linked.
 */

export function sourceHref(source: EvidenceSource, sources: readonly SourceView[]): string | null {
  const named = sources.find((each) => each.kind === source.kind && each.id === source.id);
  if (!named) return null;
  switch (source.kind) {
    case 'simulation':
      return named.kind === 'simulation' && named.ended
        ? `/simulacao-negocio/resultados/${source.id}`
        : `/simulacao-negocio/${source.id}`;
    case 'validation':
      return `/validacao-ideia/${source.id}`;
    case 'pitch':
      return `/pitch/${source.id}`;
    case 'canvas':
      return `/canvas/${source.id}/versoes`;
  }
}

export function sourceLabel(source: EvidenceSource, sources: readonly SourceView[], t: TFunction): string {
  const named = sources.find((each) => each.kind === source.kind && each.id === source.id);
  if (source.kind === 'simulation')
    return named
      ? t('achievements:evidence.simulationMonth', { title: named.title, month: source.month })
      : t('achievements:evidence.deletedSimulation', { month: source.month });
  return named
    ? t('achievements:evidence.workVersion', { title: named.title, version: source.version })
    : t(`achievements:evidence.deletedWork.${source.kind}`, { version: source.version });
}
