import { normalizeText } from '../validation/text-signals';
import { PITCH_PARTS, type PitchPart } from './pitch';

/*
 * A whole script pasted at once, split into the pitch's parts (decision 032). A script with its
 * own headings ("Problema:", "## Why now", "WETTBEWERB") is cut at them. One without is read
 * paragraph by paragraph (or sentence by sentence when it is one block), each going to the part
 * whose words it uses most, and the parts keep the script's order: a passage with no part's words
 * stays with the one before it. A short first sentence is the one-liner.
 */

/** Words that name a part as a heading, accents folded, in the five languages. */
const HEADINGS: Record<PitchPart, readonly string[]> = {
  oneLiner: [
    'one liner',
    'pitch em uma frase',
    'em uma frase',
    'in one sentence',
    'en una frase',
    'en une phrase',
    'in einem satz',
    'resumo',
    'summary',
    'resumen',
    'resume',
    'zusammenfassung',
  ],
  problem: ['problema', 'problem', 'probleme', 'a dor', 'pain'],
  solution: ['solucao', 'solution', 'solucion', 'losung', 'produto', 'product', 'producto', 'produit', 'produkt'],
  whyNow: ['por que agora', 'why now', 'por que ahora', 'pourquoi maintenant', 'warum jetzt', 'timing'],
  market: ['mercado', 'market', 'marche', 'markt', 'tamanho de mercado', 'market size', 'marktgrosse'],
  competition: [
    'concorrencia',
    'concorrentes',
    'competition',
    'competitors',
    'competencia',
    'competidores',
    'concurrence',
    'concurrents',
    'wettbewerb',
    'konkurrenz',
  ],
  businessModel: [
    'modelo de negocio',
    'modelo de negocios',
    'business model',
    'modele economique',
    'geschaftsmodell',
    'como ganhamos dinheiro',
    'receita',
    'revenue model',
  ],
  traction: [
    'tracao',
    'traction',
    'traccion',
    'traktion',
    'resultados',
    'results',
    'resultats',
    'ergebnisse',
    'metricas',
    'metrics',
  ],
  team: ['equipe', 'time', 'team', 'equipo', 'fundadores', 'founders', 'fondateurs', 'grunder'],
  ask: [
    'pedido',
    'o que pedimos',
    'investimento',
    'the ask',
    'ask',
    'investment',
    'inversion',
    'investissement',
    'financement',
    'investition',
    'finanzierung',
    'captacao',
  ],
};

/** Words a passage about each part uses, accents folded, in the five languages. */
const CUES: Record<PitchPart, readonly string[]> = {
  oneLiner: [],
  problem: [
    'problema',
    'dor',
    'sofrem',
    'perdem',
    'dificil',
    'problem',
    'pain',
    'struggle',
    'waste',
    'lose',
    'dolor',
    'pierden',
    'probleme',
    'perdent',
    'galere',
    'verlieren',
    'schwierig',
    'muhsam',
  ],
  solution: [
    // "Our X does…" most often introduces the product; a passage about customers outweighs it.
    'nosso',
    'nossa',
    'our',
    'nuestro',
    'nuestra',
    'notre',
    'unser',
    'unsere',
    'solucao',
    'resolvemos',
    'criamos',
    'oferecemos',
    'solution',
    'we built',
    'we offer',
    'our app',
    'solucion',
    'ofrecemos',
    'creamos',
    'proposons',
    'avons cree',
    'losung',
    'bieten',
    'entwickelt',
  ],
  whyNow: [
    'agora',
    'desde',
    'hoje',
    'now',
    'since',
    'today',
    'ahora',
    'hoy',
    'maintenant',
    'depuis',
    'aujourd hui',
    'jetzt',
    'seit',
    'heute',
  ],
  market: ['mercado', 'tam', 'sam', 'som', 'market', 'marche', 'markt'],
  competition: [
    'concorrentes',
    'concorrencia',
    'competitors',
    'alternatives',
    'competidores',
    'competencia',
    'concurrents',
    'concurrence',
    'wettbewerber',
    'konkurrenz',
    'alternativen',
  ],
  businessModel: [
    'cobramos',
    'preco',
    'assinatura',
    'margem',
    'charge',
    'price',
    'subscription',
    'margin',
    'precio',
    'suscripcion',
    'margen',
    'facturons',
    'prix',
    'abonnement',
    'marge',
    'preis',
    'abo',
    'verlangen',
  ],
  traction: [
    'clientes',
    'vendemos',
    'crescemos',
    'customers',
    'users',
    'grew',
    'sold',
    'hemos vendido',
    'crecido',
    'clients',
    'vendu',
    'croissance',
    'kunden',
    'verkauft',
    'gewachsen',
  ],
  team: [
    'equipe',
    'socios',
    'fundadores',
    'fundador',
    'team',
    'founder',
    'founders',
    'cofounder',
    'equipo',
    'socio',
    'equipe',
    'fondateur',
    'fondatrice',
    'grunder',
    'grunderin',
    'mitgrunder',
  ],
  ask: [
    'buscamos',
    'captando',
    'levantando',
    'levantar',
    'aporte',
    'rodada',
    'raise',
    'round',
    'ronda',
    'levee de fonds',
    'lever',
    'finanzierungsrunde',
    'pedimos',
    'investimento',
    'raising',
    'we ask',
    'investment',
    'invest',
    'inversion',
    'levons',
    'recherchons',
    'investissement',
    'suchen',
    'investition',
    'finanzierung',
  ],
};

/** A first sentence up to this many words, with no other part's words, is the one-liner. */
const ONE_LINER_MOST_WORDS = 30;

const phraseCount = (normalised: string, phrases: readonly string[]) =>
  phrases.reduce((sum, phrase) => sum + normalised.split(` ${phrase} `).length - 1, 0);

/** The part a line names when it is a heading: short, and a part's name once its marks are gone. */
function headingOf(line: string): PitchPart | null {
  const named = line.includes(':') ? line.slice(0, line.indexOf(':')) : line;
  const bare = normalizeText(named.replace(/^\s*(?:#+|\d+[.)]|[-*•])\s*/, '')).trim();
  if (bare === '' || bare.split(' ').length > 6) return null;
  return PITCH_PARTS.find((part) => HEADINGS[part].includes(bare)) ?? null;
}

function append(parts: Partial<Record<PitchPart, string>>, part: PitchPart, text: string) {
  const trimmed = text.trim();
  if (trimmed) parts[part] = parts[part] ? `${parts[part]}\n\n${trimmed}` : trimmed;
}

export interface SplitScript {
  parts: Partial<Record<PitchPart, string>>;
  /** The script named its parts with headings of its own. */
  headed: boolean;
}

export function splitScript(script: string): SplitScript {
  const lines = script.split(/\r?\n/);
  const headings = lines.map(headingOf);
  if (headings.filter(Boolean).length >= 2) {
    const parts: SplitScript['parts'] = {};
    let current: PitchPart = 'oneLiner';
    let buffer: string[] = [];
    lines.forEach((line, index) => {
      const heading = headings[index];
      if (heading) {
        append(parts, current, buffer.join('\n'));
        current = heading;
        // A heading with its text on the same line ("Problema: as pessoas…").
        const rest = line.includes(':') ? line.slice(line.indexOf(':') + 1).trim() : '';
        buffer = rest ? [rest] : [];
      } else buffer.push(line);
    });
    append(parts, current, buffer.join('\n'));
    return { parts, headed: true };
  }
  const paragraphs = script
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  const passages =
    paragraphs.length > 1
      ? paragraphs
      : (script.match(/[^.!?]+(?:[.!?]+(?=\s|$)|$)/g) ?? []).map((sentence) => sentence.trim()).filter(Boolean);
  const parts: SplitScript['parts'] = {};
  let current: PitchPart | null = null;
  passages.forEach((passage, index) => {
    const normalised = normalizeText(passage);
    const scored = PITCH_PARTS.map((part) => ({ part, count: phraseCount(normalised, CUES[part]) }));
    const best = scored.reduce((top, entry) => (entry.count > top.count ? entry : top));
    let part: PitchPart;
    if (index === 0 && best.count === 0 && normalised.trim().split(' ').length <= ONE_LINER_MOST_WORDS)
      part = 'oneLiner';
    else if (best.count === 0) part = current ?? 'oneLiner';
    else part = best.part;
    append(parts, part, passage);
    current = part;
  });
  return { parts, headed: false };
}
