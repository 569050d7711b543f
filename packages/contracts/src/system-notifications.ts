/**
 * Notifications the system itself creates store catalog keys of the `notifications` namespace
 * (locales/<language>/notifications.json beside this file, shared by the web app and the
 * server's e-mail copies), not text: the list then follows the user's current language,
 * including after they change it. A web test checks that every key here exists.
 */
export const SYSTEM_NOTIFICATIONS = {
  newSession: {
    title: 'notifications:system.newSession.title',
    description: 'notifications:system.newSession.description',
    type: 'warning',
  },
  passwordRecovery: {
    title: 'notifications:system.passwordRecovery.title',
    description: 'notifications:system.passwordRecovery.description',
    type: 'warning',
  },
  trialStarted: {
    title: 'notifications:system.trialStarted.title',
    description: 'notifications:system.trialStarted.description',
    type: 'info',
  },
  trialEnded: {
    title: 'notifications:system.trialEnded.title',
    description: 'notifications:system.trialEnded.description',
    type: 'warning',
  },
  paymentSucceeded: {
    title: 'notifications:system.paymentSucceeded.title',
    description: 'notifications:system.paymentSucceeded.description',
    type: 'info',
  },
  paymentFailed: {
    title: 'notifications:system.paymentFailed.title',
    description: 'notifications:system.paymentFailed.description',
    type: 'danger',
  },
  planChanged: {
    title: 'notifications:system.planChanged.title',
    description: 'notifications:system.planChanged.description',
    type: 'info',
  },
  supportAnswered: {
    title: 'notifications:system.supportAnswered.title',
    description: 'notifications:system.supportAnswered.description',
    type: 'info',
  },
  weeklySummary: {
    title: 'notifications:system.weeklySummary.title',
    description: 'notifications:system.weeklySummary.description',
    type: 'info',
  },
  classRoundClosed: {
    title: 'notifications:system.classRoundClosed.title',
    description: 'notifications:system.classRoundClosed.description',
    type: 'info',
  },
  classDeadlineSoon: {
    title: 'notifications:system.classDeadlineSoon.title',
    description: 'notifications:system.classDeadlineSoon.description',
    type: 'warning',
  },
  classAnnouncement: {
    title: 'notifications:system.classAnnouncement.title',
    description: 'notifications:system.classAnnouncement.description',
    type: 'info',
  },
  achievementEarned: {
    title: 'notifications:system.achievementEarned.title',
    description: 'notifications:system.achievementEarned.description',
    type: 'info',
  },
  communityReply: {
    title: 'notifications:system.communityReply.title',
    description: 'notifications:system.communityReply.description',
    type: 'info',
  },
  communityAccepted: {
    title: 'notifications:system.communityAccepted.title',
    description: 'notifications:system.communityAccepted.description',
    type: 'info',
  },
  communityRestored: {
    title: 'notifications:system.communityRestored.title',
    description: 'notifications:system.communityRestored.description',
    type: 'info',
  },
  communityMention: {
    title: 'notifications:system.communityMention.title',
    description: 'notifications:system.communityMention.description',
    type: 'info',
  },
  communityReview: {
    title: 'notifications:system.communityReview.title',
    description: 'notifications:system.communityReview.description',
    type: 'info',
  },
  communityLifted: {
    title: 'notifications:system.communityLifted.title',
    description: 'notifications:system.communityLifted.description',
    type: 'info',
  },
  /** A private message in a conversation the member had read to the end (decision 036). */
  communityMessage: {
    title: 'notifications:system.communityMessage.title',
    description: 'notifications:system.communityMessage.description',
    type: 'info',
  },
} as const;

/**
 * The community's news a member's e-mail digest gathers (decision 036). While a digest is chosen,
 * these reach the member's inbox only in it, never one by one; a moderator's word still comes at once.
 */
export const DIGEST_NOTIFICATIONS = [
  'communityReply',
  'communityMention',
  'communityAccepted',
  'communityReview',
  'communityMessage',
] as const satisfies readonly (keyof typeof SYSTEM_NOTIFICATIONS)[];
export type DigestNotification = (typeof DIGEST_NOTIFICATIONS)[number];

const DIGEST_TITLES = new Map<string, DigestNotification>(
  DIGEST_NOTIFICATIONS.map((kind) => [SYSTEM_NOTIFICATIONS[kind].title, kind]),
);

/** Which of the community's news a notification's title is, if it is one a digest gathers. */
export const digestNewsOf = (title: string): DigestNotification | undefined => DIGEST_TITLES.get(title);

/**
 * What the community's moderators do to a member's post or to the member (decision 036): the title
 * is a catalog key; the description is the moderator's own reason, written for that member.
 */
export const MODERATION_NOTIFICATIONS = {
  delete: { title: 'notifications:system.communityDeleted.title', type: 'warning' },
  warn: { title: 'notifications:system.communityWarned.title', type: 'warning' },
  silence: { title: 'notifications:system.communitySilenced.title', type: 'warning' },
  suspend: { title: 'notifications:system.communitySuspended.title', type: 'warning' },
  /** A private message of theirs that its recipient reported, deleted by an operator. */
  deleteMessage: { title: 'notifications:system.communityMessageDeleted.title', type: 'warning' },
} as const;
