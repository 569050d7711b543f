import { describe, expect, it } from 'vitest';
import { DATASET_FIGURES } from './testing/dataset-figures';
import { sourceLinks } from './source-links';

describe('sourceLinks', () => {
  it('links a World Bank indicator, a Eurostat dataset and a site that reported the figure', () => {
    expect(
      sourceLinks(
        "World Bank, WDI, SP.POP.TOTL 'Population, total'; Eurostat isoc_ec_ib20 (reported by tecmundo.com.br and gov.uk)",
      ),
    ).toEqual([
      { label: 'World Bank SP.POP.TOTL', url: 'https://data.worldbank.org/indicator/SP.POP.TOTL' },
      {
        label: 'Eurostat isoc_ec_ib20',
        url: 'https://ec.europa.eu/eurostat/databrowser/view/isoc_ec_ib20/default/table',
      },
      { label: 'tecmundo.com.br', url: 'https://tecmundo.com.br' },
      { label: 'gov.uk', url: 'https://gov.uk' },
    ]);
  });

  it('links nothing in a source that names no code and no site, and each address once', () => {
    expect(sourceLinks('IBGE, Censo Demográfico 2022')).toEqual([]);
    expect(sourceLinks('NY.GDP.MKTP.CD and again NY.GDP.MKTP.CD')).toHaveLength(1);
  });

  it('gives most figures of the dataset a link', () => {
    const sources = DATASET_FIGURES.map((figure) => figure.source);
    const linked = sources.filter((source) => sourceLinks(source).length > 0);
    expect(linked.length / sources.length).toBeGreaterThan(0.8);
    for (const { url } of sources.flatMap(sourceLinks)) expect(url).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/|$)/);
  });
});
