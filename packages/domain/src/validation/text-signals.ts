/*
 * What a founder's own words say about an idea, read offline in the product's five languages
 * (pt, en, es, fr, de) without a language model: whether the problem is a pain and how often it
 * hurts, whether it is measured (money, time, a share), whether the customer is a specific group
 * or "everyone", whether competitors or alternatives are named, whether a price is stated. The
 * lexicons are unions over the five languages: a word of one language rarely means something else
 * in another, and an idea may mix them. Text is compared without case and accents, so "área" and
 * "area", "Größe" and "grosse" match. Every signal is a yes/no with the words that raised it, so a
 * report can quote them ("you wrote 'toda semana'").
 */

/** Lower case, accents and ß folded, every run of non-letters and non-digits one space. */
export function normalizeText(text: string): string {
  return ` ${text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}%$€£]+/gu, ' ')
    .trim()} `;
}

/**
 * A lexicon: whole words or phrases (matched at word boundaries) and word stems (matched at the
 * start of a word), normalised like the text.
 */
interface Lexicon {
  words: readonly string[];
  stems?: readonly string[];
}

/** How often the problem happens: a pain that recurs is one people pay to remove. */
const FREQUENCY: Lexicon = {
  words: [
    // pt
    'todo dia',
    'todos os dias',
    'toda semana',
    'todas as semanas',
    'todo mes',
    'todos os meses',
    'por dia',
    'por semana',
    'por mes',
    'diariamente',
    'semanalmente',
    'mensalmente',
    'sempre',
    'frequentemente',
    'varias vezes',
    'toda vez',
    'todo ano',
    // en
    'every day',
    'every week',
    'every month',
    'each day',
    'each week',
    'each month',
    'daily',
    'weekly',
    'monthly',
    'per day',
    'per week',
    'per month',
    'a day',
    'a week',
    'a month',
    'always',
    'often',
    'frequently',
    'several times',
    'every time',
    'each time',
    'every year',
    // es
    'cada dia',
    'todos los dias',
    'cada semana',
    'todas las semanas',
    'cada mes',
    'todos los meses',
    'al dia',
    'a la semana',
    'al mes',
    'diariamente',
    'semanalmente',
    'mensualmente',
    'siempre',
    'a menudo',
    'varias veces',
    'cada ano',
    // fr
    'chaque jour',
    'tous les jours',
    'chaque semaine',
    'toutes les semaines',
    'chaque mois',
    'tous les mois',
    'par jour',
    'par semaine',
    'par mois',
    'quotidiennement',
    'hebdomadaire',
    'mensuellement',
    'toujours',
    'souvent',
    'plusieurs fois',
    'chaque fois',
    'chaque annee',
    // de
    'jeden tag',
    'taglich',
    'jede woche',
    'wochentlich',
    'jeden monat',
    'monatlich',
    'pro tag',
    'pro woche',
    'pro monat',
    'immer',
    'oft',
    'haufig',
    'mehrmals',
    'jedes mal',
    'jedes jahr',
  ],
};

/** Words of a pain: losing, wasting, struggling, paying too much, being frustrated or at risk. */
const PAIN: Lexicon = {
  words: [
    // pt
    'dificil',
    'dificuldade',
    'caro',
    'demora',
    'demorado',
    'lento',
    'problema',
    'sem tempo',
    'nao consegue',
    'nao conseguem',
    'falta de',
    'risco',
    'multa',
    'prejuizo',
    'dor',
    'reclamam',
    // en
    'hard',
    'difficult',
    'expensive',
    'costly',
    'slow',
    'problem',
    'struggle',
    'struggles',
    'cannot',
    'can t',
    'cant',
    'lack of',
    'risk',
    'fines',
    'pain point',
    'pain points',
    'painful',
    'complain',
    'complaints',
    'tedious',
    // es
    'dificultad',
    'costoso',
    'lento',
    'problema',
    'no pueden',
    'no puede',
    'falta de',
    'riesgo',
    'multa',
    'perdida',
    'dolor',
    'se quejan',
    // fr
    'difficile',
    'cher',
    'chere',
    'couteux',
    'lent',
    'probleme',
    'ne peuvent pas',
    'ne peut pas',
    'manque de',
    'risque',
    'amende',
    'douleur',
    'se plaignent',
    // de
    'schwierig',
    'schwer',
    'teuer',
    'langsam',
    'problem',
    'konnen nicht',
    'kann nicht',
    'mangel an',
    'risiko',
    'strafe',
    'schmerz',
    'beschweren',
  ],
  stems: [
    // pt / es / fr / de / en stems of losing, wasting, frustration
    'perd',
    'desperdic',
    'gasta',
    'gastam',
    'gasto',
    'frustr',
    'sofr',
    'atras',
    'esquec',
    'confus',
    'estress',
    'lose',
    'loses',
    'losing',
    'lost',
    'wast',
    'miss',
    'forget',
    'stress',
    'overwhelm',
    'pierd',
    'olvid',
    'estres',
    'oubli',
    'gaspill',
    'verlier',
    'verlor',
    'verschwend',
    'vergess',
    'arger',
  ],
};

/** A customer described as everyone is no customer: the words of a market with no segment. */
const VAGUE_CUSTOMER: Lexicon = {
  words: [
    'todos',
    'todo mundo',
    'qualquer pessoa',
    'qualquer um',
    'pessoas em geral',
    'publico geral',
    'everyone',
    'everybody',
    'anyone',
    'anybody',
    'all people',
    'people in general',
    'general public',
    'todo el mundo',
    'cualquier persona',
    'cualquiera',
    'publico en general',
    'la gente',
    'tout le monde',
    'n importe qui',
    'grand public',
    'les gens',
    'jeder',
    'jedermann',
    'alle menschen',
    'allgemeinheit',
    'breite offentlichkeit',
    // "Any" before a group leaves it as wide as it gets: any company is every company.
    'qualquer',
    'quaisquer',
    'any',
    'cualquier',
    'n importe quel',
    'n importe quelle',
    'toute',
    'toutes les',
    'tous les',
    'jede',
    'jedes',
    'alle',
  ],
};

/** Words that narrow a customer to a group: a role, a kind of business, an age, a life situation. */
const SEGMENT: Lexicon = {
  words: [
    // ages and life situations
    'anos',
    'years old',
    'ans',
    'jahre',
    'jahrige',
    'idade',
    'aged',
    'edad',
    'alter',
    'maes',
    'mothers',
    'fathers',
    'parents',
    'madres',
    'padres',
    'meres',
    'peres',
    'mutter',
    'eltern',
    'estudantes',
    'students',
    'estudiantes',
    'etudiants',
    'studenten',
    'studierende',
    'aposentados',
    'retirees',
    'jubilados',
    'retraites',
    'rentner',
    // businesses
    'pequenas empresas',
    'pequenos negocios',
    'small businesses',
    'small business',
    'pymes',
    'pme',
    'pmes',
    'kmu',
    'startups',
    'restaurantes',
    'restaurants',
    'lojas',
    'shops',
    'stores',
    'tiendas',
    'boutiques',
    'geschafte',
    'clinicas',
    'clinics',
    'cliniques',
    'kliniken',
    'escritorios',
    'offices',
    'oficinas',
    'bureaux',
    'buros',
    'freelancers',
    'autonomos',
    'independants',
    'selbststandige',
    'mei',
    'microempreendedores',
    // roles
    'donos',
    'donas',
    'owners',
    'duenos',
    'proprietaires',
    'inhaber',
    'gestores',
    'managers',
    'gerentes',
    'gestionnaires',
    'manager',
    'medicos',
    'doctors',
    'medecins',
    'arzte',
    'dentistas',
    'dentists',
    'professores',
    'teachers',
    'profesores',
    'enseignants',
    'lehrer',
    'advogados',
    'lawyers',
    'abogados',
    'avocats',
    'anwalte',
    'contadores',
    'accountants',
    'comptables',
    'steuerberater',
    'motoristas',
    'drivers',
    'conductores',
    'chauffeurs',
    'fahrer',
    'agricultores',
    'farmers',
    'agriculteurs',
    'landwirte',
    // people who sell online and people on the move
    'vendedores',
    'sellers',
    'vendeurs',
    'verkaufer',
    'lojistas',
    'artesaos',
    'artisans',
    'artesanos',
    'kunsthandwerker',
    'creators',
    'criadores',
    'creadores',
    'createurs',
    'pendler',
    'commuters',
    'pendulares',
    'navetteurs',
  ],
  stems: ['empreendedor', 'entrepreneur', 'emprendedor', 'unternehmer', 'grunder', 'fundador', 'founder'],
};

/** Customers that are businesses, not people: their number is the place's businesses, not its population. */
const BUSINESS_CUSTOMER: Lexicon = {
  words: ['mei', 'b2b', 'pme', 'pmes', 'kmu', 'gyms'],
  stems: [
    'empresa',
    'negocios',
    'business',
    'companies',
    'company',
    'firms',
    'pyme',
    'entreprise',
    'unternehmen',
    'firmen',
    'startup',
    'restaura',
    'lojas',
    'loja ',
    'shops',
    'stores',
    'tienda',
    'boutique',
    'geschaft',
    'clinica',
    'clinic',
    'klinik',
    'escritorio',
    'offices',
    'oficina',
    'bureau',
    'buro',
    'microempreend',
    'comercios',
    'commerces',
    'hotel',
    'academias',
    'gimnasio',
    'fitnessstudio',
    'salao',
    'saloes',
    'salon',
    'padaria',
    'bakery',
    'bakeries',
    'panaderia',
    'boulangerie',
    'backerei',
    'farmacia',
    'pharmac',
    'apotheke',
  ],
};

/**
 * People named as the customer before the business they go to ("alunos de academias", "patients of
 * clinics", "Mitglieder von Fitnessstudios"): the customers are those people, counted in the
 * population, not the businesses. Owners and managers of a business stay business customers.
 */
const PEOPLE_HEAD = new Set([
  'alunos',
  'alunas',
  'estudantes',
  'clientes',
  'pacientes',
  'membros',
  'frequentadores',
  'moradores',
  'funcionarios',
  'trabalhadores',
  'maes',
  'pais',
  'students',
  'members',
  'customers',
  'patients',
  'employees',
  'workers',
  'residents',
  'parents',
  'mothers',
  'alumnos',
  'miembros',
  'empleados',
  'vecinos',
  'padres',
  'madres',
  'eleves',
  'etudiants',
  'membres',
  'salaries',
  'habitants',
  'schuler',
  'studenten',
  'mitglieder',
  'kunden',
  'patienten',
  'mitarbeiter',
  'bewohner',
  'eltern',
]);

/** A place narrows a market too: a city, a neighbourhood, a region. */
const PLACE: Lexicon = {
  words: [
    'em sao paulo',
    'no rio',
    'em belo horizonte',
    'na regiao',
    'no bairro',
    'na cidade',
    'no interior',
    'in my city',
    'in the city',
    'in the neighborhood',
    'in the neighbourhood',
    'in the region',
    'nearby',
    'en la ciudad',
    'en el barrio',
    'en la region',
    'dans la ville',
    'dans le quartier',
    'dans la region',
    'a proximite',
    'in der stadt',
    'im viertel',
    'in der region',
    'in der nahe',
  ],
  stems: ['bairr', 'cidad', 'neighbo', 'barri', 'ciudad', 'quartier', 'ville', 'stadtteil', 'kiez'],
};

/** Units that make a number a measure of the pain: money, time, a share. */
const NUMBER_WORDS = [
  // pt
  'um',
  'uma',
  'dois',
  'duas',
  'tres',
  'quatro',
  'cinco',
  'seis',
  'sete',
  'oito',
  'nove',
  'dez',
  'vinte',
  'trinta',
  'cem',
  'mil',
  // en
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'twenty',
  'thirty',
  'hundred',
  'thousand',
  // es
  'uno',
  'dos',
  'cuatro',
  'siete',
  'ocho',
  'nueve',
  'diez',
  'veinte',
  'treinta',
  'cien',
  // fr
  'une',
  'deux',
  'trois',
  'quatre',
  'cinq',
  'sept',
  'huit',
  'neuf',
  'dix',
  'vingt',
  'trente',
  'cent',
  'mille',
  // de
  'ein',
  'eine',
  'zwei',
  'drei',
  'vier',
  'funf',
  'sechs',
  'sieben',
  'acht',
  'neun',
  'zehn',
  'zwanzig',
  'dreissig',
  'hundert',
  'tausend',
].join('|');
const TIME_UNITS =
  'reais|dolares|dollars|euros|pounds|libras|horas|hora|hours|hour|hrs|h|minutos|minutes|minuten|min|dias|days|jours|tage|stunden|stunde|heures|heure|semanas|weeks|wochen|semaines|meses|months|mois|monate';
/** A number with a unit of money, time or share: a measured pain, digits or words ("seis horas", "zwei Wochen"). */
const MEASURE_UNITS = new RegExp(
  `\\d.*(?:r\\$|\\$|€|£|%)|(?:r\\$|\\$|€|£) ?\\d| (?:\\d+|${NUMBER_WORDS}) (?:${TIME_UNITS}) `,
);
const DIGIT = /\d/;

/** Which of a lexicon's entries a normalised text contains. */
function found(text: string, lexicon: Lexicon): string[] {
  const hits: string[] = [];
  for (const word of lexicon.words) if (text.includes(` ${word} `)) hits.push(word);
  for (const stem of lexicon.stems ?? []) if (text.includes(` ${stem}`)) hits.push(stem);
  return hits;
}

/** A yes/no reading of a text, with the words that raised it. */
export interface Signal {
  present: boolean;
  evidence: string[];
}

const signal = (evidence: string[]): Signal => ({ present: evidence.length > 0, evidence });

/** What the problem statement says. */
export interface ProblemSignals {
  words: number;
  pain: Signal;
  frequency: Signal;
  /** A number with a unit of money, time or share: the pain measured. */
  measured: boolean;
}

/** What the target-customer statement says. */
export interface CustomerSignals {
  words: number;
  segment: Signal;
  place: Signal;
  /** Numbers narrow too: an age range, a company size. */
  hasNumbers: boolean;
  vague: Signal;
  /** The customers are businesses (B2B). */
  business: Signal;
}

const wordCount = (normalised: string) => (normalised.trim() === '' ? 0 : normalised.trim().split(' ').length);

export function readProblem(problem: string): ProblemSignals {
  const text = normalizeText(problem);
  return {
    words: wordCount(text),
    pain: signal(found(text, PAIN)),
    frequency: signal(found(text, FREQUENCY)),
    measured: MEASURE_UNITS.test(text),
  };
}

export function readCustomer(customer: string): CustomerSignals {
  const text = normalizeText(customer);
  return {
    words: wordCount(text),
    segment: signal(found(text, SEGMENT)),
    place: signal([...found(text, PLACE), ...namedPlaces(customer)]),
    hasNumbers: DIGIT.test(text),
    vague: signal(found(text, VAGUE_CUSTOMER)),
    business: signal(PEOPLE_HEAD.has(text.trim().split(' ')[0] ?? '') ? [] : found(text, BUSINESS_CUSTOMER)),
  };
}

/**
 * Places named in the founder's own capitals: a preposition of place before a capitalised word
 * ("em Campinas", "in Round Rock", "à Lyon"). German capitalises every noun, so there a group
 * ("in Mietwohnungen") can pass for a place: a narrower customer either way.
 */
const NAMED_PLACE = /(?:^|\s)(?:em|no|na|nos|nas|de|in|en|à|a|au|aux|dans|im)\s+(\p{Lu}[\p{Ll}\p{Lu}'’-]+)/gu;

function namedPlaces(text: string): string[] {
  return [...text.matchAll(NAMED_PLACE)].map((match) => match[1]!);
}

/** Words, and whether the text names anything concrete (a number or one of the lexicons' groups). */
export function readGeneral(text: string): { words: number; hasNumbers: boolean } {
  const normalised = normalizeText(text);
  return { words: wordCount(normalised), hasNumbers: DIGIT.test(normalised) };
}
