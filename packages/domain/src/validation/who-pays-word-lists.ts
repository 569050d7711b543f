import type { Activity } from './activities';

/*
 * The shape of who-pays' word lists, apart from the lists themselves: each language's file
 * (who-pays-words-<lang>.ts) fills it, and who-pays-words.ts merges the five.
 */

/** What one activity is called: as a business, and as its trade or the goods it sells. */
export interface ActivityWords<List> {
  /** The businesses of the activity and their people ("padarias", "boulangers", "Friseursalon"): a customer or an offer. */
  businesses: List;
  /**
   * Heads that mean this activity unless the words after them name another ("boutique",
   * "salão", "academia": "salão de festas" is no hair salon, "academia de inglés" no gym).
   */
  generic?: List;
  /** The trade or its goods ("pão", "faxina", "Buchhaltung", "croquettes"): what a founder's company does or sells. */
  trade: List;
}

/** The lists of one language, or of all five once merged. */
export interface WhoPaysWords<List> {
  /** People named as the customer: "alunos", "gym goers", "Anwohner", "Kundinnen". */
  people: List;
  /** Households: families, homes as a whole, parents buying for the family. */
  households: List;
  /** Homes, as a thing owned or lived in: "proprietários de casas" are a household. */
  homes: List;
  /** Pets and personal things owned: their owners are people, not businesses. */
  pets: List;
  /** Owning or running something: the owned thing says who pays ("donos de academias", "dog owners"). */
  owners: List;
  /** Verbs of having or running: "quem tem restaurante" is a business. */
  possession: List;
  /** Roles that are a business in themselves: managers, entrepreneurs, freelancers, shopkeepers, "B2B". */
  roles: List;
  /** "Professionals": a business when a trade follows ("profissionais de beleza"), people otherwise ("young professionals"). */
  professionals: List;
  /** Businesses of no one activity: companies, firms, practices, offices; the words after them may name one. */
  businesses: List;
  /** Shops of no one activity: a pet after them makes a pet shop, a trade its shop. */
  shops: List;
  /** Supplies for a trade ("Friseurbedarf"): sold to that trade, or pet supplies. */
  supplies: List;
  /** Software, apps, platforms, online courses, "how to start": a company that sells one does none of the activities it names. */
  products: List;
  /** Heads an English business noun can modify ("hotel linen service", "salon supplies"): the business is then the customer. */
  modifiedHeads: List;
  /** Words that introduce who an offer is for: "para", "for", "pour", "für". */
  recipients: List;
  /**
   * Verbs of supplying that follow their object, as German puts them at the end of a clause
   * ("eine Rösterei, die Münchner Cafés beliefert"): the businesses before them are the customers.
   */
  suppliedBefore: List;
  /** Words of lack: what follows them is what the customer has not ("Betriebe ohne eigene Kantine"). */
  exclusions: List;
  /** Little words a noun group holds together with: "de", "of", "von", "du". */
  connectors: List;
  /** Phrases whose words mean nothing here: "em casa", "café da manhã", "home office". */
  neutral: List;
  activities: Record<Activity, ActivityWords<List>>;
}

/** One language's lists, as written in its file: comma-separated entries. */
export type LanguageWordSpec = WhoPaysWords<string>;
