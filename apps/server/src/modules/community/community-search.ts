import {
  SEARCH_PAGE,
  SIMILAR_TOPICS,
  type ExcerptSegment,
  type SearchQuery,
  type SearchResponse,
  type TopicSummary,
} from '@alavanca/contracts/community';
import { readSpaceKey } from '@alavanca/domain/community/spaces';
import { DEFAULT_PREFERENCES, type Language } from '@alavanca/domain/constants';
import type { Orm } from '../../db/client';
import type { SearchConfig } from '../../db/schema/community';
import type { ClassService } from '../classes/classes.service';
import { findUserPreferences } from '../preferences/preferences.service';
import { headlines, readQuery, searchPosts, similarTopics, type Readable } from './community-search.repo';
import type { TopicRow } from './community.repo';
import { readableText } from './post-body';

/*
 * Searching the community (decision 036): PostgreSQL's full-text search, each post stemmed in its
 * language, the query in all five at once; the excerpts' matched words as segments the app draws
 * as marks, never as HTML.
 */

/** The text search configuration of each language of the app. */
const CONFIG_OF: Record<Language, SearchConfig> = {
  'pt-BR': 'portuguese',
  'en-US': 'english',
  'es-ES': 'spanish',
  'fr-FR': 'french',
  'de-DE': 'german',
};

/**
 * What ts_headline puts around a matched word: control characters, which a post's readable text
 * never holds (readableText turns them into spaces), so splitting on them cannot cut a word typed.
 */
const MARKS = { start: '\u0001', stop: '\u0002' } as const;

/** The language a post is stemmed in: its public space's, or in a class's space its author's. */
export async function searchConfigOf(orm: Orm, space: string, authorId: string): Promise<SearchConfig> {
  const key = readSpaceKey(space);
  if (key?.kind === 'public') return CONFIG_OF[key.language];
  const language = ((await findUserPreferences(orm, authorId)) ?? DEFAULT_PREFERENCES).language;
  return CONFIG_OF[language];
}

/** A headline cut into its plain and matched stretches, empty ones left out. */
export function segmentsOf(headline: string): ExcerptSegment[] {
  const segments: ExcerptSegment[] = [];
  const push = (text: string, match: boolean) => {
    if (text) segments.push({ text, match });
  };
  const [before = '', ...opened] = headline.split(MARKS.start);
  push(before, false);
  for (const part of opened) {
    const stop = part.indexOf(MARKS.stop);
    const end = stop === -1 ? part.length : stop;
    push(part.slice(0, end), true);
    push(part.slice(end + 1), false);
  }
  return segments;
}

export interface CommunitySearchDeps {
  orm: Orm;
  classes: Pick<ClassService, 'userClasses'>;
  /** Refuses (NOT_FOUND) a space the user may not read. */
  access: (userId: string, space: string) => Promise<unknown>;
  /** Refuses a member who may read no space at all (a suspended one). */
  member: (userId: string) => Promise<void>;
  summary: (topic: TopicRow, authorName: string | null) => TopicSummary;
}

export function createCommunitySearch({ orm, classes, access, member, summary }: CommunitySearchDeps) {
  /** What `userId` may read, in `space` alone when given (NOT_FOUND unless readable). */
  async function readableFor(userId: string, space: string | null): Promise<Readable> {
    if (space !== null) await access(userId, space);
    else await member(userId);
    // Read outside any transaction: the embedded database has one connection.
    const own = await classes.userClasses(userId);
    return { userId, classIds: own.map((one) => one.id), space };
  }

  return {
    /** A page of the posts the user may read that match `q`, with the excerpt where they match. */
    async search(userId: string, { q, space, offset }: SearchQuery): Promise<SearchResponse> {
      const readable = await readableFor(userId, space ?? null);
      const query = await readQuery(orm, q, 'search');
      if (query === null) return { results: [], next: null };
      const rows = await searchPosts(orm, query, readable, { limit: SEARCH_PAGE.size + 1, offset });
      const page = rows.slice(0, SEARCH_PAGE.size);
      const excerpts = await headlines(
        orm,
        query,
        page.map((row) => ({ config: row.config, text: readableText(row.body) })),
        MARKS,
      );
      const next = offset + SEARCH_PAGE.size;
      return {
        results: page.map((row, index) => ({
          topicId: row.topicId,
          postId: row.postId,
          number: row.number,
          space: row.space,
          topicTitle: row.title,
          kind: row.kind,
          author: row.authorId ? { id: row.authorId, name: row.authorName ?? '' } : null,
          excerpt: segmentsOf(excerpts[index] ?? ''),
          createdAt: row.createdAt.toISOString(),
        })),
        next: rows.length > SEARCH_PAGE.size && next <= SEARCH_PAGE.maxOffset ? next : null,
      };
    },

    /** The topics of `space` most like `title`, shown before a new topic is sent. */
    async similar(userId: string, space: string, title: string): Promise<TopicSummary[]> {
      const readable = await readableFor(userId, space);
      const query = await readQuery(orm, title, 'anyWord');
      if (query === null) return [];
      const rows = await similarTopics(orm, query, { ...readable, space }, SIMILAR_TOPICS);
      return rows.map((row) => summary(row, row.authorName));
    },
  };
}
