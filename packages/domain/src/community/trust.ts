/*
 * The community's trust levels (issue 41, decision 036), after Discourse's: earned by reading, by
 * coming back, by writing and by being found useful, never bought. Each level lifts a limit that
 * keeps a new account from spamming: links, images, private messages, how much it may post.
 * Level 4 is given by an operator, never earned.
 */

export const TRUST_LEVELS = [0, 1, 2, 3, 4] as const;
export type TrustLevel = (typeof TRUST_LEVELS)[number];

/** What a member has done in the community, counted as it happens. */
export interface MemberActivity {
  /** Distinct days with a visit to the community. */
  daysVisited: number;
  /** Distinct topics opened. */
  topicsEntered: number;
  /** Posts shown while reading a topic. */
  postsRead: number;
  /** Topics and replies written (not deleted). */
  posts: number;
  /** Reactions given to others' posts, and received from others. */
  likesGiven: number;
  likesReceived: number;
  /** Peer reviews written (a review counts as a reply and more). */
  reviews: number;
}

/** The requirements of each earned level; a level needs every figure at least. */
export const LEVEL_REQUIREMENTS: Readonly<Record<1 | 2 | 3, MemberActivity>> = {
  1: { daysVisited: 1, topicsEntered: 5, postsRead: 30, posts: 0, likesGiven: 0, likesReceived: 0, reviews: 0 },
  2: { daysVisited: 15, topicsEntered: 20, postsRead: 100, posts: 3, likesGiven: 1, likesReceived: 1, reviews: 0 },
  3: { daysVisited: 50, topicsEntered: 100, postsRead: 500, posts: 10, likesGiven: 30, likesReceived: 20, reviews: 3 },
};

const FIGURES = [
  'daysVisited',
  'topicsEntered',
  'postsRead',
  'posts',
  'likesGiven',
  'likesReceived',
  'reviews',
] as const satisfies readonly (keyof MemberActivity)[];

/** A review written stands for this many replies toward a level's posts (it takes more than a reply). */
export const REVIEW_AS_POSTS = 2;

/**
 * The level `activity` earns: the highest whose requirements it meets (reviews also counting as
 * posts). `granted`, an operator's level 4, stands whatever the activity.
 */
export function earnedLevel(activity: MemberActivity, granted = false): TrustLevel {
  if (granted) return 4;
  const counted = { ...activity, posts: activity.posts + REVIEW_AS_POSTS * activity.reviews };
  let level: TrustLevel = 0;
  for (const candidate of [1, 2, 3] as const) {
    const needs = LEVEL_REQUIREMENTS[candidate];
    if (FIGURES.every((figure) => counted[figure] >= needs[figure])) level = candidate;
    else break;
  }
  return level;
}

/** What each level may do. */
export interface LevelLimits {
  /** Links in one post. */
  links: number;
  images: boolean;
  privateMessages: boolean;
  /** Topics and replies in any hour, and topics in any day. */
  postsPerHour: number;
  topicsPerDay: number;
  /** Flags in any day. */
  flagsPerDay: number;
  /** Private messages sent in any hour (none where `privateMessages` is false). */
  messagesPerHour: number;
}

export const LEVEL_LIMITS: Readonly<Record<TrustLevel, LevelLimits>> = {
  0: {
    links: 2,
    images: false,
    privateMessages: false,
    postsPerHour: 5,
    topicsPerDay: 3,
    flagsPerDay: 3,
    messagesPerHour: 0,
  },
  1: {
    links: 10,
    images: true,
    privateMessages: true,
    postsPerHour: 15,
    topicsPerDay: 10,
    flagsPerDay: 10,
    messagesPerHour: 30,
  },
  2: {
    links: 20,
    images: true,
    privateMessages: true,
    postsPerHour: 30,
    topicsPerDay: 20,
    flagsPerDay: 20,
    messagesPerHour: 60,
  },
  3: {
    links: 50,
    images: true,
    privateMessages: true,
    postsPerHour: 60,
    topicsPerDay: 40,
    flagsPerDay: 40,
    messagesPerHour: 120,
  },
  4: {
    links: 50,
    images: true,
    privateMessages: true,
    postsPerHour: 120,
    topicsPerDay: 80,
    flagsPerDay: 80,
    messagesPerHour: 240,
  },
};

/** Flags from this many members hide a post until a moderator looks at it. */
export const FLAGS_TO_HIDE = 3;
