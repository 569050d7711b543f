/**
 * Links for a dataset figure's source line. The dataset cites its sources as text (publisher,
 * title, the page that quoted it); the links are read from that text, never made up: a World Bank
 * indicator code opens the indicator's page, a Eurostat dataset code the dataset's table, and a
 * site named as the one that reported the figure opens that site (the link says the site's name,
 * so nobody mistakes it for the article). A source naming none of these has no link.
 */
export interface SourceLink {
  label: string;
  url: string;
}

const WORLD_BANK_INDICATOR = /\b[A-Z]{2}\.[A-Z]{3}\.[A-Z]{3,4}(?:\.[A-Z]{2,4})?\b/g;
const EUROSTAT_DATASET = /\b(?:isoc|lfst|sbs|bd|nama|demo|prc|tin)_[a-z0-9_]+\b/g;
const SITE = /\b(?:[a-z0-9-]+\.)+(?:com\.br|gov\.br|co\.uk|org\.uk|gob\.es|uk|com|de|fr|es|eu|org|gov|media|net)\b/g;

export function sourceLinks(source: string): SourceLink[] {
  const links: SourceLink[] = [];
  const seen = new Set<string>();
  const add = (label: string, url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    links.push({ label, url });
  };
  for (const code of source.match(WORLD_BANK_INDICATOR) ?? [])
    add(`World Bank ${code}`, `https://data.worldbank.org/indicator/${code}`);
  for (const code of source.match(EUROSTAT_DATASET) ?? [])
    add(`Eurostat ${code}`, `https://ec.europa.eu/eurostat/databrowser/view/${code}/default/table`);
  for (const site of source.match(SITE) ?? []) add(site, `https://${site}`);
  return links;
}
