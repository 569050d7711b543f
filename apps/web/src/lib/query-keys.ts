/**
 * Query keys that more than one part of the app needs before the feature that owns the data
 * exists, or that the app layer must reach without importing a feature: the realtime sync
 * refetches them when the server says they changed.
 */

/** The signed-in user's plan usage (the plans feature's query uses this key). */
export const usageQueryKey = ['usage'] as const;

/**
 * The user's invoices. Under the usage key on purpose: whatever refreshes the plan usage (a
 * payment, a renewal, the `usage.changed` event every billing change publishes) refreshes the
 * invoices with it, since TanStack Query matches keys by prefix.
 */
export const invoicesQueryKey = [...usageQueryKey, 'invoices'] as const;

/**
 * Every simulation query starts with it: the management list's pages and each simulation. The
 * realtime sync invalidates it when the server reports a `simulation.changed` (another tab
 * created, advanced, finished, duplicated or deleted one), so every cached simulation refetches.
 */
export const simulationsQueryKey = ['simulations'] as const;

/** Every idea validation query starts with it; `validation.changed` makes them all stale, as for simulations. */
export const validationsQueryKey = ['validations'] as const;

/** Every reports query starts with it: a new report refreshes the history and the activity chart. */
export const reportsQueryKey = ['reports'] as const;

/** Every class query starts with it; `class.changed` (a round closed, a student joined or submitted) makes them all stale. */
export const classesQueryKey = ['classes'] as const;

/**
 * The user's preferences, where the onboarding state lives too: the settings screen and the
 * onboarding gate read the same resource under this key on purpose, so one request answers both
 * and a save in either is seen by the other at once.
 */
export const preferencesQueryKey = ['preferences'] as const;

/** Every canvas query starts with it: the list, each canvas and its versions. */
export const canvasesQueryKey = ['canvases'] as const;
/** Every pitch query starts with it: the list, each pitch and its kept analyses (pitch.changed). */
export const pitchesQueryKey = ['pitches'] as const;
/** Every progress query starts with it: competences, achievements, the streak (progress.changed). */
export const progressQueryKey = ['progress'] as const;

/** Everything of the community's (decision 036). */
export const communityQueryKey = ['community'] as const;
/** The private conversations (the list with its unread counts, and each conversation): a new message makes them stale. */
export const communityConversationsQueryKey = [...communityQueryKey, 'conversations'] as const;
