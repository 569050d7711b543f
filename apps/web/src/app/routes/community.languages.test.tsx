import { Component as CommunityRoute } from './community';
import { Component as SpaceRoute } from './community-space';
import { Component as TopicRoute } from './community-topic';
import { post, SPACES, topicSummary, topicView } from '@/features/community/testing/fixtures';
import { PREFERENCES, stubApi } from '@/test/fake-api';
import { switchTestLanguage, textIn } from '@/test/i18n';
import { renderRoutes } from '@/test/render';
import { LANGUAGES } from '@alavanca/domain/constants';
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The community's three screens in each of the five languages, with that language's real catalogs:
// the spaces named in it, a topic's badges and states, and no catalog key or placeholder on screen.

const RAW_KEY = /\b(?:home|spaces|space|topic|compose|post|flag|history)\.[a-z][\w.]*/;
const SCREEN_TIMEOUT = 15_000;
const TOPIC = topicView({
  answered: true,
  acceptedPostId: post(2).id,
  posts: [
    post(1, { versions: 2 }),
    post(2, { reactions: [{ kind: 'thanks', count: 2, mine: false }] }),
    post(3, { body: null }),
  ],
});

describe.each(LANGUAGES)('the community in %s', (language) => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18next.changeLanguage('pt-BR');
  });

  it(
    'names its spaces, topics and posts in the language, with no key in place of a text',
    { timeout: SCREEN_TIMEOUT },
    async () => {
      await switchTestLanguage(language);
      stubApi({
        'GET /api/preferences': { body: { ...PREFERENCES, language } },
        'GET /api/community/spaces': { body: { spaces: SPACES } },
        'GET /api/community/topics': {
          body: { topics: [topicSummary(), topicSummary({ id: TOPIC.posts[0]!.id, replies: 1 })], next: null },
        },
        [`GET /api/community/topics/${TOPIC.id}`]: { body: { topic: TOPIC } },
      });
      // As toHaveTextContent reads the page: French's narrow no-break spaces are spaces there.
      const t = (key: string, values?: Record<string, string | number>) =>
        textIn(language, 'community', key, values).replace(/\s+/g, ' ');
      const check = (element: HTMLElement) => {
        const text = element.textContent ?? '';
        expect(text).not.toMatch(/\{\{|\}\}/);
        expect(text).not.toMatch(RAW_KEY);
      };

      const home = await renderRoutes([{ path: '/comunidade', Component: CommunityRoute }], { path: '/comunidade' });
      const spaces = await screen.findByTestId('community-home');
      for (const kind of ['introductions', 'feedback', 'food'])
        expect(spaces).toHaveTextContent(t(`spaces.${kind}.name`));
      expect(spaces).toHaveTextContent(t('home.classSpace'));
      check(spaces);
      home.unmount();

      const space = await renderRoutes([{ path: '/comunidade/espacos/:group/:name', Component: SpaceRoute }], {
        path: '/comunidade/espacos/pt-BR/feedback',
      });
      const list = await screen.findByTestId('topic-list');
      expect(screen.getByRole('heading', { level: 2, name: t('spaces.feedback.name') })).toBeInTheDocument();
      expect(list).toHaveTextContent(t('space.replies', { count: 2 }));
      expect(list).toHaveTextContent(t('space.replies', { count: 1 }));
      check(list);
      space.unmount();

      await renderRoutes([{ path: '/comunidade/topicos/:id', Component: TopicRoute }], {
        path: `/comunidade/topicos/${TOPIC.id}`,
      });
      const topic = await screen.findByTestId('topic-screen');
      expect(topic).toHaveTextContent(t('topic.answered'));
      expect(topic).toHaveTextContent(t('post.accepted'));
      expect(topic).toHaveTextContent(t('post.deleted'));
      expect(topic).toHaveTextContent(t('history.open', { count: 2 }));
      expect(
        screen.getByRole('button', {
          name: textIn(language, 'community', 'post.reaction', { reaction: t('post.reactionKinds.thanks'), count: 2 }),
        }),
      ).toBeInTheDocument();
      expect(screen.getByLabelText(t('topic.reply'))).toBeInTheDocument();
      check(topic);
    },
  );
});
