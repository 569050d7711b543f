/**
 * Constants fixed by the product specification (seed-spec §9 and §3). Every number the
 * logic or the interface depends on lives here, with the specification's value, so that a
 * change to the product is a change to one line.
 */

export const LANGUAGES = ['pt-BR', 'en-US', 'es-ES', 'fr-FR', 'de-DE'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'pt-BR';
/** Where a missing translation key falls back to before showing the key itself. */
export const FALLBACK_LANGUAGE: Language = 'en-US';
/** Languages written right to left; none is shipped yet, but the document direction follows this list. */
export const RTL_LANGUAGE_PREFIXES = ['ar', 'he'] as const;

export const CURRENCIES = ['BRL', 'USD', 'EUR', 'GBP'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const DATE_FORMATS = ['DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

/** 'decimal' groups with dots and separates decimals with a comma (1.234,56); 'thousand' the reverse (1,234.56). */
export const NUMBER_FORMATS = ['decimal', 'thousand'] as const;
export type NumberFormat = (typeof NUMBER_FORMATS)[number];
export const MAX_FRACTION_DIGITS = 2;

export const REGIONS = ['Brasil', 'Estados Unidos', 'Europa', 'América Latina', 'Ásia', 'África', 'Oceania'] as const;
export type Region = (typeof REGIONS)[number];

export const BUSINESS_TYPES = ['ecommerce', 'retail', 'service', 'saas', 'food', 'other'] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

export const ROLES = ['entrepreneur', 'student', 'consultant', 'investor', 'employee', 'other'] as const;
export type Role = (typeof ROLES)[number];

export const EXPERIENCE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

export const OBJECTIVES = ['validate', 'simulate', 'mentoring', 'other'] as const;
export type Objective = (typeof OBJECTIVES)[number];

/**
 * The month screen's sections folded on a first read: the bridges ("why the numbers changed"), the
 * statements and the risk forecast's charts. A user who opens one finds it open next time, on any
 * device (`openSections` among the preferences).
 */
export const OPENABLE_SECTIONS = ['monthBridges', 'monthStatements', 'riskCharts'] as const;
export type OpenableSection = (typeof OPENABLE_SECTIONS)[number];

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'light';

/** Preference defaults for a new user. */
export const DEFAULT_PREFERENCES = {
  language: DEFAULT_LANGUAGE,
  currency: 'BRL' as Currency,
  dateFormat: 'DD/MM/YYYY' as DateFormat,
  numberFormat: 'decimal' as NumberFormat,
  timezone: 'America/Sao_Paulo',
  country: 'BR',
  region: 'Brasil' as Region,
  experienceLevel: 'beginner' as ExperienceLevel,
  aiVerbosity: 70,
  aiTone: 'balanced' as AiTone,
} as const;

/** Browser storage keys named by the specification. */
export const STORAGE_KEYS = {
  selectedLanguage: 'selected_language',
  localizationLanguage: 'localization_language',
  theme: 'ui-theme',
} as const;

/**
 * Cookie mirroring the chosen language, so the server can send the pre-rendered public pages in
 * that language (it cannot read browser storage). Same name as the storage key.
 */
export const LANGUAGE_COOKIE = STORAGE_KEYS.selectedLanguage;
/** Query parameter that asks for a public page in one language (the hreflang alternates use it). */
export const LANGUAGE_QUERY_PARAM = 'lang';

export const PASSWORD_MIN_LENGTH = 8;
export const RENEWAL_DAYS = 30;
export const FREE_TRIAL_DAYS = 14;
export const ONBOARDING_STEPS = 5;

/** Plan-usage indicator colour thresholds, in percent. */
export const USAGE_THRESHOLDS = { blue: 50, amber: 75, red: 90 } as const;

export const MS = {
  profileCache: 300_000,
  notificationRefetchDebounce: 300,
  mentorCheckInterval: 30 * 60_000,
  mentorNotificationCooldown: 24 * 60 * 60_000,
  scrollDebounce: 100,
  languageSuccessToastDelay: 500,
  carouselInterval: 5_000,
  toastDuration: 5_000,
  queryStaleTime: 300_000,
  queryGcTime: 600_000,
} as const;

export const MENTOR_NOTIFICATION_CHANCE = 0.05;
export const MOBILE_BREAKPOINT_PX = 768;
export const HEADER_SCROLL_THRESHOLD_PX = 10;
export const SIDEBAR_WIDTH_PX = { expanded: 250, collapsed: 70 } as const;
export const NOTIFICATION_LIST_MAX_HEIGHT_PX = 300;
export const TESTIMONIAL_COUNT = 5;
export const QUERY_RETRY_COUNT = 1;
export const REALTIME_MAX_EVENTS_PER_SECOND = 10;
export const COPYRIGHT_YEAR = 2025;

/** How the AI mentor words its answers; 'balanced' is the specification's default. */
export const AI_TONES = ['formal', 'balanced', 'casual'] as const;
export type AiTone = (typeof AI_TONES)[number];
export const AI_VERBOSITY_RANGE = { min: 0, max: 100 } as const;

export const NOTIFICATION_TYPES = ['info', 'warning', 'danger', 'default'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * The longest text each field takes, in characters: the one home of text limits. The contracts
 * refuse a longer request with `validation.tooLong`, the engine checks a setup's name, and the
 * forms' counters and `maxLength` read the same numbers, so one request cannot store megabytes.
 */
export const TEXT_LIMITS = {
  name: 100,
  email: 254,
  password: 128,
  aiContext: 2_000,
  customObjective: 500,
  /** An idea: room for a careful description, not for a business plan. */
  idea: {
    title: 120,
    problem: 2_000,
    targetCustomer: 500,
    solution: 2_000,
    differentiation: 1_000,
    competitor: 100,
    experimentResult: 1_000,
  },
  mentor: {
    conversationTitle: 120,
    question: 2_000,
    /** Characters of the first question a new conversation takes as its title. */
    titleFromQuestion: 60,
  },
  support: { subject: 120, message: 5_000, fileName: 120, search: 120 },
  classAnnouncement: 2_000,
} as const;
/** Avatars are resized in the browser; the server refuses anything larger than this. */
export const AVATAR_MAX_BYTES = 256 * 1024;
/** A ticket's screenshot, decoded: large enough for a full-screen PNG, small enough to store in a row. */
export const SUPPORT_ATTACHMENT_MAX_BYTES = 1024 * 1024;
