import type { BusinessType } from '../constants';
import { ACTIVITIES, type Activity, type CustomerKind } from './activities';
import type { IdeaInput } from './idea';
import { normalizeText } from './text-signals';
import { COMPOUND_ENDINGS, LINKING_LETTERS, WHO_PAYS_WORDS, type CompoundLexicon } from './who-pays-words';

/*
 * Who pays, read from the founder's words offline in the five languages: a business (and which
 * activity: the cafés a bakery supplies, the breweries a software serves), a person, or a
 * household; and what the founder's own company does. Market sizing counts the customers from it:
 * businesses in the place's business register, people in its population, households in its
 * household count.
 *
 * How a text is read: it is normalised (normalizeText), cut into words, and each word or phrase
 * found in the lists of who-pays-words.ts becomes a mention with a role (a person, a household, an
 * owner, a business of an activity, a trade, a product...). Phrases are matched longest first, so
 * "salão de festas" is set aside before "salão" is read, and "peluquería canina" is pet care, not
 * hair. A German compound is read by its head, its last part, with the front part as its modifier
 * (matchCompound below): "Gasthausbrauereien" is a brewery, "Hundebesitzer" an owner of a dog,
 * "Zahnarztpraxen" dental practices.
 *
 * The rules, in the order they apply:
 * 1. The target-customer text decides the kind, by the head of its first noun group: the first
 *    mention that names a customer. "Alunos de academias", "Mitglieder von Fitnessstudios" are
 *    people (the head is the students); "donos de academias", "Inhaber von Brauereien" are a
 *    business (the head is an owner, and what is owned is a business). A business noun directly
 *    before a person ("gym goers", "restaurant customers") only modifies it: people.
 * 2. An owner is read by what is owned: the word before it ("dog owners", "restaurant owners"),
 *    the front of its compound ("Hundebesitzer", "Eigenheimbesitzer") or the words after it
 *    ("donos de cachorro", "propriétaires de maisons"). A pet or a car makes a person, a home a
 *    household, a business or a trade a business. An owner "of" a thing no list names is a person
 *    ("Besitzer von Kaffeevollautomaten"); a bare owner ("owners in Austin") runs a business.
 * 3. People or a household stay so unless a role qualifies them right away ("mulheres
 *    empreendedoras", "clientes corporativos") or they are said to have or run a business within
 *    a few words ("quem tem restaurante", "Menschen, die ein Café führen"). A landlord or a dog in
 *    the sentence changes nothing ("locataires en conflit avec leur propriétaire").
 * 4. A household is named by family and home words: families, households, parents, homes.
 * 5. When nothing names the customer, a `saas` idea whose customer names an activity ("setor de
 *    beleza", "craft beer industry") sells to businesses of it; any other idea defaults to people,
 *    with no evidence.
 * 6. A business head of no activity ("empresas", "cabinets", "Betriebe", "stores") takes the
 *    activity of the words joined to it ("empresas de limpeza", "cabinets dentaires", "pet
 *    stores", "Malerbetriebe"); the customer's activity is the decisive mention's, else the next
 *    business the target names, else a business the title or solution names as the customer
 *    ("Software para cervejarias"), else an owner phrase in the problem.
 * 7. The offer activity comes from the title, then the solution: their first activity that is not
 *    the customer's, that is, not after "para / for / pour / für" or a supply verb ("abastece
 *    cafeterias", German "die Cafés beliefert"), not after a product word
 *    (software, app, online course, "how to start"), and not modifying a product or a person
 *    ("Brauerei-Software", "hotel linen service"). A "padaria de fermentação natural que vende
 *    para cafés" is a bakery selling to cafés. A `saas` company publishes software, none of the
 *    activities, so its offer is null; otherwise the business type decides nothing: an offer no
 *    word names stays null and is never guessed from it.
 * Every list is built once at load; a reading is a pass over the words, the same for the same text.
 */

export type { CustomerKind };

/** Who pays for an idea and what the founder's company does, with the words that decided each. */
export interface WhoPays {
  kind: CustomerKind;
  /** The words that decided the kind (empty when it is the default, a person). */
  kindEvidence: string[];
  /** For a business customer, the activity of the customer businesses, when the text names one. */
  customerActivity: Activity | null;
  customerActivityEvidence: string[];
  /** What the founder's company does, from the title, the solution and the business type. */
  offerActivity: Activity | null;
  offerActivityEvidence: string[];
}

type Role =
  | 'neutral'
  | 'product'
  | 'business'
  | 'shop'
  | 'trade'
  | 'supplies'
  | 'professional'
  | 'role'
  | 'owner'
  | 'household'
  | 'person'
  | 'home'
  | 'pet'
  | 'possession'
  | 'modifiedHead'
  | 'recipient'
  | 'suppliedBefore'
  | 'exclusion'
  | 'connector';

interface Entry {
  role: Role;
  activity: Activity | null;
  /** A head whose activity the words joined to it may name ("empresas de limpeza"). */
  generic: boolean;
  text: string;
}

interface Tag {
  role: Role;
  activity: Activity | null;
  generic: boolean;
  evidence: string[];
  /** For an owner compound ("Hundebesitzer"), what its front part names. */
  owned: Tag | null;
}

interface Mention extends Tag {
  start: number;
  end: number;
}

/** How many words after an owner the owned thing may come ("donos de pequenas academias de bairro"). */
const OWNER_REACH = 5;
/** How many words after a person a "who has / runs" clause may name their business. */
const PEOPLE_REACH = 6;
/** How many words before an activity a "para / for" may stand and still make it the customer's. */
const RECIPIENT_REACH = 3;
/** How many unknown words may stand between a generic head and the activity joined to it. */
const ATTACH_GAP = 1;
/** Heads that, with a pet in front, are pet care ("Hundesalon", "Hundepension", "Hundefriseur"). */
const PET_CARE_HEADS: ReadonlySet<Activity | null> = new Set<Activity | null>([null, 'hairBeauty', 'hotel']);

// ─── The lists, indexed once ───

/** Stems are looked up by their first letters and compound heads by their last: a few candidates a word. */
const STEM_KEY = 2;
const END_KEY = 3;

const phraseIndex = new Map<string, { tokens: string[]; entry: Entry }[]>();
const stemIndex = new Map<string, { stem: string; entry: Entry }[]>();
const endIndex = new Map<string, { end: string; entry: Entry }[]>();

function addTo<Item>(index: Map<string, Item[]>, key: string, item: Item) {
  const items = index.get(key) ?? [];
  items.push(item);
  index.set(key, items);
}

function register(lexicon: CompoundLexicon, role: Role, activity: Activity | null, generic: boolean) {
  const entry = (text: string): Entry => ({ role, activity, generic, text });
  const stems = lexicon.stems ?? [];
  const ends = lexicon.ends ?? [];
  if (stems.some((stem) => stem.length < STEM_KEY) || ends.some((end) => end.length < END_KEY))
    throw new Error(`A word start or compound head of ${role} is too short to index`);
  for (const text of lexicon.words)
    addTo(phraseIndex, text.split(' ')[0]!, { tokens: text.split(' '), entry: entry(text) });
  for (const stem of stems) addTo(stemIndex, stem.slice(0, STEM_KEY), { stem, entry: entry(stem) });
  for (const end of ends) addTo(endIndex, end.slice(-END_KEY), { end, entry: entry(end) });
}

// The order settles a word listed twice: the first list wins (sorting is stable), a neutral phrase
// over all, an activity's own name over a generic head.
const words = WHO_PAYS_WORDS;
register(words.neutral, 'neutral', null, false);
register(words.products, 'product', null, false);
for (const activity of ACTIVITIES) register(words.activities[activity].businesses, 'business', activity, false);
for (const activity of ACTIVITIES)
  register(words.activities[activity].generic ?? { words: [] }, 'business', activity, true);
for (const activity of ACTIVITIES) register(words.activities[activity].trade, 'trade', activity, false);
register(words.supplies, 'supplies', null, true);
register(words.shops, 'shop', null, true);
register(words.businesses, 'business', null, true);
register(words.professionals, 'professional', null, true);
register(words.roles, 'role', null, false);
register(words.owners, 'owner', null, false);
register(words.households, 'household', null, false);
register(words.people, 'person', null, false);
register(words.homes, 'home', null, false);
register(words.pets, 'pet', null, false);
register(words.possession, 'possession', null, false);
register(words.modifiedHeads, 'modifiedHead', null, false);
register(words.recipients, 'recipient', null, false);
register(words.exclusions, 'exclusion', null, false);
register(words.suppliedBefore, 'suppliedBefore', null, false);
register(words.connectors, 'connector', null, false);
for (const candidates of phraseIndex.values()) candidates.sort((a, b) => b.tokens.length - a.tokens.length);
for (const stems of stemIndex.values()) stems.sort((a, b) => b.stem.length - a.stem.length);
for (const ends of endIndex.values()) ends.sort((a, b) => b.end.length - a.end.length);

const tagOf = (entry: Entry): Tag => ({
  role: entry.role,
  activity: entry.activity,
  generic: entry.generic,
  evidence: [entry.text],
  owned: null,
});

// ─── Reading one word ───

/**
 * One word's tag: a listed word; else a compound read by its head, unless a listed word start
 * reaches into that head ("Kosmetikstudio" is a beauty salon, not a cosmetics studio); else a
 * listed word start. lexicon.ts's findWords sees word starts only, hence this matcher of ends.
 */
function tagWord(token: string, depth: number): Tag | null {
  const exact = phraseIndex.get(token)?.find((candidate) => candidate.tokens.length === 1);
  if (exact) return tagOf(exact.entry);
  const stem = stemIndex.get(token.slice(0, STEM_KEY))?.find((candidate) => token.startsWith(candidate.stem));
  const head = matchCompound(token);
  if (head && (!stem || stem.stem.length <= head.start))
    return readCompound(head.entry, token.slice(0, head.start), depth);
  return stem ? tagOf(stem.entry) : null;
}

/** The longest compound head a word ends with, before an inflection ending, and where it starts. */
function matchCompound(token: string): { entry: Entry; start: number } | null {
  let best: { end: string; entry: Entry; start: number } | null = null;
  for (const ending of COMPOUND_ENDINGS) {
    if (!token.endsWith(ending)) continue;
    const base = token.slice(0, token.length - ending.length);
    const head = endIndex.get(base.slice(-END_KEY))?.find((candidate) => base.endsWith(candidate.end));
    if (head && (!best || head.end.length > best.end.length)) best = { ...head, start: base.length - head.end.length };
  }
  return best;
}

/** A compound's tag: its head's, told by its front part ("Zahnarzt|praxen": dental; "Hunde|salon": pet care). */
function readCompound(entry: Entry, front: string, depth: number): Tag {
  const tag = tagOf(entry);
  const modifier = front === '' || depth > 1 ? null : tagFront(front, depth + 1);
  if (!modifier) return tag;
  const withModifier = (changes: Partial<Tag>): Tag => ({
    ...tag,
    ...changes,
    evidence: [...tag.evidence, ...modifier.evidence],
  });
  if (tag.role === 'owner') return withModifier({ owned: modifier });
  if (modifier.role === 'pet' && tag.role === 'supplies') return withModifier({ role: 'trade', activity: 'petShop' });
  if (modifier.role === 'pet' && (tag.role === 'shop' || (tag.role === 'business' && PET_CARE_HEADS.has(tag.activity))))
    return withModifier({ activity: tag.role === 'shop' ? 'petShop' : 'petCare' });
  if (modifier.activity && (tag.generic || tag.role === 'product'))
    return withModifier({ activity: modifier.activity });
  return tag;
}

/** A compound's front part, with or without the letters that join it to the head ("Anwalt|s|", "Hund|e|"). */
function tagFront(front: string, depth: number): Tag | null {
  const direct = tagWord(front, depth);
  if (direct && direct.role !== 'connector') return direct;
  for (const letters of LINKING_LETTERS)
    if (front.length > letters.length + 2 && front.endsWith(letters)) {
      const stripped = tagWord(front.slice(0, -letters.length), depth);
      if (stripped && stripped.role !== 'connector') return stripped;
    }
  return null;
}

// ─── Reading a text ───

/** The mentions of a text, in order, with generic heads joined to the activity that follows or precedes them. */
function readMentions(text: string): Mention[] {
  const normalised = normalizeText(text).trim();
  const tokens = normalised === '' ? [] : normalised.split(' ');
  const mentions: Mention[] = [];
  for (let index = 0; index < tokens.length;) {
    const phrase = phraseIndex
      .get(tokens[index]!)
      ?.find((candidate) => candidate.tokens.every((token, offset) => tokens[index + offset] === token));
    const length = phrase ? phrase.tokens.length : 1;
    const tag = phrase ? tagOf(phrase.entry) : tagWord(tokens[index]!, 0);
    if (tag && tag.role !== 'neutral') mentions.push({ ...tag, start: index, end: index + length });
    index += length;
  }
  mentions.forEach((mention, index) => joinActivity(mentions, index));
  return mentions;
}

const names = (mention: Mention) =>
  mention.role === 'pet' ||
  ((mention.role === 'trade' || mention.role === 'business' || mention.role === 'shop') && mention.activity !== null);

/** Rule 6: a generic head takes the activity of the word before it or of the words joined after it. */
function joinActivity(mentions: Mention[], index: number) {
  const head = mentions[index]!;
  if (!head.generic || head.role === 'supplies') return;
  let joined: Mention | null = null;
  const before = mentions[index - 1];
  if (before && before.end === head.start && names(before)) joined = before;
  let gap = 0;
  let position = head.end;
  for (let next = index + 1; !joined && next < mentions.length; next++) {
    const candidate = mentions[next]!;
    gap += candidate.start - position;
    position = candidate.end;
    if (gap > ATTACH_GAP) break;
    if (candidate.role === 'connector' || candidate.role === 'recipient') continue;
    if (names(candidate)) joined = candidate;
    break;
  }
  if (head.role === 'professional') head.role = joined ? 'business' : 'person';
  if (!joined) return;
  head.activity = joined.role === 'pet' ? (head.role === 'shop' ? 'petShop' : 'petCare') : joined.activity;
  head.evidence = [...head.evidence, ...joined.evidence];
}

// ─── Who pays (rules 1 to 5) ───

interface Reading {
  kind: CustomerKind;
  evidence: string[];
  /** The mention that named a business customer, for its activity. */
  business: Mention | null;
  /** Where to look on for the business's activity when that mention names none. */
  after: number;
}

const OWNED_KIND: Partial<Record<Role, CustomerKind>> = {
  pet: 'person',
  home: 'household',
  business: 'business',
  shop: 'business',
  role: 'business',
  trade: 'business',
};

const isOwnable = (tag: Tag) => OWNED_KIND[tag.role] !== undefined && (tag.role !== 'trade' || tag.activity !== null);

function readOwner(mentions: Mention[], index: number): Reading {
  const owner = mentions[index]!;
  const reading = (owned: Tag, at: number): Reading => ({
    kind: OWNED_KIND[owned.role]!,
    evidence: owner.owned ? owner.evidence : [...owner.evidence, ...owned.evidence],
    business: OWNED_KIND[owned.role] === 'business' ? { ...owned, start: at, end: at } : null,
    after: at,
  });
  if (owner.owned && isOwnable(owner.owned)) return reading(owner.owned, index);
  const before = mentions[index - 1];
  if (before && before.end === owner.start && isOwnable(before)) return reading(before, index);
  for (let next = index + 1; next < mentions.length && mentions[next]!.start < owner.end + OWNER_REACH; next++)
    if (isOwnable(mentions[next]!)) return reading(mentions[next]!, next);
  // "Besitzer von Kaffeevollautomaten": the owner of a thing no list names is no business.
  const ofSomething = mentions[index + 1]?.start === owner.end && mentions[index + 1]!.role === 'connector';
  return { kind: ofSomething ? 'person' : 'business', evidence: owner.evidence, business: null, after: index };
}

/** Rule 3: people who are a business after all ("mulheres empreendedoras", "quem tem restaurante"). */
function readPeopleClause(mentions: Mention[], index: number): Reading | null {
  const head = mentions[index]!;
  const next = mentions[index + 1];
  if (next && next.start === head.end && next.role === 'role')
    return { kind: 'business', evidence: [...head.evidence, ...next.evidence], business: null, after: index + 1 };
  let having: Mention | null = null;
  for (let later = index + 1; later < mentions.length && mentions[later]!.start < head.end + PEOPLE_REACH; later++) {
    const mention = mentions[later]!;
    if (mention.role === 'owner' || mention.role === 'possession') having = mention;
    else if (having && (mention.role === 'business' || mention.role === 'shop'))
      return { kind: 'business', evidence: [...having.evidence, ...mention.evidence], business: mention, after: later };
  }
  return null;
}

function readKind(mentions: Mention[], businessType: BusinessType): Reading {
  for (let index = 0; index < mentions.length; index++) {
    const mention = mentions[index]!;
    const next = mentions[index + 1];
    switch (mention.role) {
      case 'business':
      case 'shop':
        if (next && next.start === mention.end && next.role === 'person') continue;
        return { kind: 'business', evidence: mention.evidence, business: mention, after: index };
      case 'role':
        return { kind: 'business', evidence: mention.evidence, business: null, after: index };
      case 'owner':
        return readOwner(mentions, index);
      case 'home':
        return { kind: 'household', evidence: mention.evidence, business: null, after: index };
      case 'person':
      case 'household':
        return (
          readPeopleClause(mentions, index) ?? {
            kind: mention.role,
            evidence: mention.evidence,
            business: null,
            after: index,
          }
        );
      default:
        continue;
    }
  }
  const named = businessType === 'saas' ? mentions.find((mention) => mention.activity !== null) : undefined;
  if (named) return { kind: 'business', evidence: named.evidence, business: named, after: mentions.indexOf(named) };
  return { kind: 'person', evidence: [], business: null, after: mentions.length };
}

// ─── What the founder's company does (rule 7) ───

interface OfferScan {
  offer: Mention | null;
  /** Activities the text names as the customer's ("para cervejarias", "Brauerei-Software"). */
  customers: Mention[];
}

/**
 * What, right after a business noun, makes it the customer's ("Brauerei-Software", "hotel linen
 * service", "gym goers", "restaurant owners"); after a trade only a product does ("fitness app":
 * "janitorial service" is the founder's own trade).
 */
const CUSTOMER_AFTER: ReadonlySet<Role> = new Set<Role>(['product', 'modifiedHead', 'person', 'role', 'owner']);

function recipientBefore(mentions: Mention[], index: number): boolean {
  const mention = mentions[index]!;
  for (let before = index - 1; before >= 0; before--) {
    const candidate = mentions[before]!;
    if (candidate.role === 'connector') continue;
    return candidate.role === 'recipient' && mention.start - candidate.end <= RECIPIENT_REACH;
  }
  return false;
}

/** A German supply verb after the business, past other businesses and little words ("Cafés und Büros beliefert"). */
function suppliedAfter(mentions: Mention[], index: number): boolean {
  const mention = mentions[index]!;
  for (let after = index + 1; after < mentions.length; after++) {
    const candidate = mentions[after]!;
    if (candidate.start - mention.end > RECIPIENT_REACH) return false;
    if (candidate.role === 'suppliedBefore') return true;
    if (!['connector', 'business', 'shop'].includes(candidate.role)) return false;
  }
  return false;
}

function scanOffer(mentions: Mention[]): OfferScan {
  const customers: Mention[] = [];
  let afterProduct = false;
  for (let index = 0; index < mentions.length; index++) {
    const mention = mentions[index]!;
    if (mention.role === 'product' || mention.role === 'supplies') {
      afterProduct ||= mention.role === 'product';
      if (mention.activity) customers.push(mention);
      continue;
    }
    if (!names(mention) || mention.role === 'pet') continue;
    const next = mentions[index + 1];
    const forCustomer =
      afterProduct ||
      (mention.role !== 'trade' && (recipientBefore(mentions, index) || suppliedAfter(mentions, index))) ||
      (next !== undefined &&
        next.start === mention.end &&
        (next.role === 'product' || (mention.role !== 'trade' && CUSTOMER_AFTER.has(next.role))));
    if (!forCustomer) return { offer: mention, customers };
    customers.push(mention);
  }
  return { offer: null, customers };
}

// ─── The reading ───

function customerActivity(
  reading: Reading,
  target: Mention[],
  offerScans: OfferScan[],
  problem: Mention[],
): { activity: Activity | null; evidence: string[] } {
  const found = (mention: Tag | null | undefined) =>
    mention?.activity ? { activity: mention.activity, evidence: mention.evidence } : null;
  const rest = target.slice(reading.after + 1);
  const lacking = rest.findIndex((mention) => mention.role === 'exclusion');
  const later = (lacking < 0 ? rest : rest.slice(0, lacking)).find(
    (mention) => (mention.role === 'business' || mention.role === 'shop') && mention.activity,
  );
  const named = offerScans.flatMap((scan) => scan.customers).find((mention) => mention.activity);
  const owners = problem.map((mention, index) =>
    mention.role === 'owner' ? readOwner(problem, index).business : null,
  );
  return (
    found(reading.business) ??
    found(later) ??
    found(named) ??
    found(owners.find((business) => business?.activity)) ?? { activity: null, evidence: [] }
  );
}

/** Who pays for an idea (a business of which activity, a person, a household) and what its company does. */
export function readWhoPays(
  idea: Pick<IdeaInput, 'title' | 'problem' | 'targetCustomer' | 'solution' | 'businessType'>,
): WhoPays {
  const target = readMentions(idea.targetCustomer);
  const reading = readKind(target, idea.businessType);
  const offerScans = [scanOffer(readMentions(idea.title)), scanOffer(readMentions(idea.solution))];
  const offer = idea.businessType === 'saas' ? null : (offerScans.find((scan) => scan.offer)?.offer ?? null);
  const customer =
    reading.kind === 'business'
      ? customerActivity(reading, target, offerScans, readMentions(idea.problem))
      : { activity: null, evidence: [] };
  return {
    kind: reading.kind,
    kindEvidence: reading.evidence,
    customerActivity: customer.activity,
    customerActivityEvidence: customer.evidence,
    offerActivity: offer?.activity ?? null,
    offerActivityEvidence: offer?.evidence ?? [],
  };
}
