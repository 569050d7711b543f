import type { BusinessType } from '../constants';

/*
 * The business activities market sizing knows by name: what a founder's company does (a bakery, a
 * grooming service) and, for a business customer, what the customer's business does (the cafés a
 * bakery supplies, the breweries a software serves). Each is one class, or a few, of the official
 * classifications the statistics offices count businesses and turnover by, so a figure of one
 * country means the same as another's: NACE Rev. 2 (Eurostat, INSEE, Destatis, INE; the UK's SIC
 * 2007 follows it), NAICS 2022 (US Census) and CNAE 2.0 (IBGE). The country files say which
 * class each figure counts.
 */
export const ACTIVITY_CLASSES = {
  /** NACE 10.71 (and 47.24); NAICS 311811; CNAE 1091-1/02 and 4721-1/02. */
  bakery: { businessType: 'food', nace: '10.71', naics: '311811', cnae: '1091-1/02' },
  /** NACE 56.10; NAICS 722511 and 722513; CNAE 5611-2/01. */
  restaurant: { businessType: 'food', nace: '56.10', naics: '7225', cnae: '5611-2/01' },
  /** NACE 56.30 (cafés and bars are one class in Europe); NAICS 722515 and 722410; CNAE 5611-2/03 to /05. */
  cafeBar: { businessType: 'food', nace: '56.30', naics: '722515', cnae: '5611-2/03' },
  /** NACE 56.21 and 56.29; NAICS 7223 (caterers, food trucks); CNAE 5620-1. */
  catering: { businessType: 'food', nace: '56.21', naics: '7223', cnae: '5620-1' },
  /** NACE 47.11 and 47.2; NAICS 445; CNAE 4711-3, 4712-1 and 4729-6. */
  grocery: { businessType: 'retail', nace: '47.11', naics: '445', cnae: '4711-3' },
  /** NACE 47.71; NAICS 458110; CNAE 4781-4. */
  clothing: { businessType: 'retail', nace: '47.71', naics: '458110', cnae: '4781-4' },
  /** NACE 47.76; NAICS 459910; CNAE 4789-0/04. */
  petShop: { businessType: 'retail', nace: '47.76', naics: '459910', cnae: '4789-0/04' },
  /** NACE 47.75; NAICS 456120; CNAE 4772-5. */
  cosmetics: { businessType: 'retail', nace: '47.75', naics: '456120', cnae: '4772-5' },
  /** NACE 96.02; NAICS 8121; CNAE 9602-5. */
  hairBeauty: { businessType: 'service', nace: '96.02', naics: '8121', cnae: '9602-5' },
  /** Pet grooming and care, not veterinary: part of NACE 96.09; NAICS 812910; CNAE 9609-2/08. */
  petCare: { businessType: 'service', nace: '96.09', naics: '812910', cnae: '9609-2/08' },
  /** NACE 93.13; NAICS 713940; CNAE 9313-1. */
  fitness: { businessType: 'service', nace: '93.13', naics: '713940', cnae: '9313-1' },
  /** NACE 81.21 and 81.22; NAICS 561720; CNAE 8121-4. */
  cleaning: { businessType: 'service', nace: '81.21', naics: '561720', cnae: '8121-4' },
  /** Private lessons, tutoring, language and exam schools: NACE 85.59; NAICS 6116; CNAE 8599-6. */
  tutoring: { businessType: 'service', nace: '85.59', naics: '6116', cnae: '8599-6' },
  /** NACE 86.23; NAICS 621210; CNAE 8630-5/04. */
  dental: { businessType: 'service', nace: '86.23', naics: '621210', cnae: '8630-5/04' },
  /** NACE 69.20; NAICS 5412; CNAE 6920-6. */
  accounting: { businessType: 'service', nace: '69.20', naics: '5412', cnae: '6920-6' },
  /** NACE 69.10; NAICS 5411; CNAE 6911-7. */
  legal: { businessType: 'service', nace: '69.10', naics: '5411', cnae: '6911-7' },
  /** NACE 55.10; NAICS 721110; CNAE 5510-8. */
  hotel: { businessType: 'service', nace: '55.10', naics: '721110', cnae: '5510-8' },
  /** NACE 11.05; NAICS 312120; CNAE 1113-5/02. */
  brewery: { businessType: 'other', nace: '11.05', naics: '312120', cnae: '1113-5/02' },
  /** Building completion and finishing trades (painters, tilers, joiners): NACE 43.3; NAICS 2383; CNAE 433. */
  homeRepair: { businessType: 'service', nace: '43.3', naics: '2383', cnae: '433' },
} as const satisfies Record<string, { businessType: BusinessType; nace: string; naics: string; cnae: string }>;

export type Activity = keyof typeof ACTIVITY_CLASSES;
export const ACTIVITIES = Object.keys(ACTIVITY_CLASSES) as Activity[];

/** Who pays: a business (of an activity, when the words name one), a person, or a household (who-pays.ts). */
export const CUSTOMER_KINDS = ['business', 'person', 'household'] as const;
export type CustomerKind = (typeof CUSTOMER_KINDS)[number];
