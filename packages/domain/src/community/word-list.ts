import type { Language } from '../constants';

/*
 * The words that send a post to the moderators' queue (issue 41, decision 036): insults, slurs and
 * obscenities in each of the five languages, and the phrases of the scams founders meet most
 * (money "guaranteed", a "secret" method). A match flags the post for a person to look at; it
 * never hides or deletes it, since a word alone cannot tell abuse from a quotation or a complaint
 * about abuse. Words are matched whole, accents and case aside, so "Scunthorpe" or "assessoria"
 * never match a shorter word inside them.
 */

const WORDS: Readonly<Record<Language, readonly string[]>> = {
  'pt-BR': [
    'arrombado',
    'babaca',
    'bosta',
    'buceta',
    'caralho',
    'corno',
    'cuzao',
    'desgracado',
    'filho da puta',
    'idiota',
    'imbecil',
    'otario',
    'porra',
    'puta',
    'retardado',
    'vagabunda',
    'vai se foder',
    'viado',
    'lucro garantido',
    'renda extra garantida',
    'dinheiro facil',
  ],
  'en-US': [
    'asshole',
    'bastard',
    'bitch',
    'cunt',
    'dickhead',
    'faggot',
    'fuck',
    'fuck you',
    'fucking',
    'idiot',
    'moron',
    'motherfucker',
    'retard',
    'shithead',
    'slut',
    'whore',
    'guaranteed profit',
    'guaranteed income',
    'get rich quick',
  ],
  'es-ES': [
    'cabron',
    'capullo',
    'coño',
    'gilipollas',
    'hijo de puta',
    'idiota',
    'imbecil',
    'joder',
    'marica',
    'maricon',
    'mierda',
    'pendejo',
    'puta',
    'subnormal',
    'zorra',
    'beneficio garantizado',
    'ingresos garantizados',
    'dinero facil',
  ],
  'fr-FR': [
    'batard',
    'connard',
    'connasse',
    'encule',
    'enculé',
    'fils de pute',
    'idiot',
    'merde',
    'nique ta mere',
    'pede',
    'pute',
    'salope',
    'ta gueule',
    'profit garanti',
    'revenu garanti',
    'argent facile',
  ],
  'de-DE': [
    'arschloch',
    'fick dich',
    'fotze',
    'hurensohn',
    'idiot',
    'missgeburt',
    'miststück',
    'schlampe',
    'scheisse',
    'scheiße',
    'schwuchtel',
    'spast',
    'wichser',
    'garantierter gewinn',
    'garantiertes einkommen',
    'schnelles geld',
  ],
};

/** Lower case, accents off, every run of anything but letters and digits one space. */
function normalise(text: string): string {
  return ` ${text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
}

const LISTS = (Object.entries(WORDS) as [Language, readonly string[]][]).map(([language, words]) => ({
  language,
  // Each entry normalised as the text is, so "coño" and "cono" are one entry.
  entries: [...new Set(words.map((word) => normalise(word)))],
}));

/**
 * The listed words and phrases `text` holds, in any of the five languages (a post may be written in
 * another language than its space's), each once, as the list writes them normalised.
 */
export function listedWords(text: string): string[] {
  const normalised = normalise(text);
  const found = new Set<string>();
  for (const { entries } of LISTS) for (const entry of entries) if (normalised.includes(entry)) found.add(entry.trim());
  return [...found];
}
