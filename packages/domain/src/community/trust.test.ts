import { describe, expect, it } from 'vitest';
import {
  earnedLevel,
  LEVEL_LIMITS,
  LEVEL_REQUIREMENTS,
  REVIEW_AS_POSTS,
  TRUST_LEVELS,
  type MemberActivity,
} from './trust';

const NOTHING: MemberActivity = {
  daysVisited: 0,
  topicsEntered: 0,
  postsRead: 0,
  posts: 0,
  likesGiven: 0,
  likesReceived: 0,
  reviews: 0,
};

describe('trust levels', () => {
  it('starts every member at level 0', () => {
    expect(earnedLevel(NOTHING)).toBe(0);
  });

  it('earns each level exactly at its requirements, and not one short of any', () => {
    for (const level of [1, 2, 3] as const) {
      const needs = LEVEL_REQUIREMENTS[level];
      expect(earnedLevel(needs), `level ${level}`).toBe(level);
      for (const figure of Object.keys(needs) as (keyof MemberActivity)[]) {
        if (needs[figure] === 0) continue;
        const short = { ...needs, [figure]: needs[figure] - 1 };
        // A review counts as posts too: one review short can still be made up by posts, not the reverse.
        if (figure === 'posts' && needs.reviews > 0) continue;
        expect(earnedLevel(short), `level ${level} without one of ${figure}`).toBe(
          level - 1 > 0 ? earnedLevel(short) : 0,
        );
        expect(earnedLevel(short), `level ${level} without one of ${figure}`).toBeLessThan(level);
      }
    }
  });

  it('counts a review as posts toward a level', () => {
    const two = LEVEL_REQUIREMENTS[2];
    const reviewer = { ...two, posts: two.posts - REVIEW_AS_POSTS, reviews: 1 };
    expect(earnedLevel(reviewer)).toBe(2);
  });

  it('never skips a level: level 3’s reading without level 1’s visits earns nothing', () => {
    expect(earnedLevel({ ...LEVEL_REQUIREMENTS[3], daysVisited: 0 })).toBe(0);
  });

  it('keeps an operator’s level 4 whatever the activity', () => {
    expect(earnedLevel(NOTHING, true)).toBe(4);
  });

  it('paces private messages exactly where a level allows them, never less as the level rises', () => {
    TRUST_LEVELS.forEach((level, index) => {
      const limits = LEVEL_LIMITS[level];
      expect(limits.messagesPerHour > 0, `level ${level}`).toBe(limits.privateMessages);
      const below = TRUST_LEVELS[index - 1];
      if (below !== undefined)
        expect(limits.messagesPerHour).toBeGreaterThanOrEqual(LEVEL_LIMITS[below].messagesPerHour);
    });
    expect(LEVEL_LIMITS[0].privateMessages).toBe(false);
    expect(LEVEL_LIMITS[1].privateMessages).toBe(true);
  });
});
