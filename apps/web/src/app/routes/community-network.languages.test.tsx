import { Component as ConversationRoute } from './community-conversation';
import { Component as MemberRoute } from './community-member';
import { Component as MembersRoute } from './community-members';
import { Component as MessagesRoute } from './community-messages';
import { Component as ProfileRoute } from './community-profile';
import { OTHER } from '@/features/community/testing/fixtures';
import {
  CONVERSATION_ID,
  conversationSummary,
  conversationView,
  memberCard,
  memberProfile,
  message,
  myProfile,
} from '@/features/community/testing/network-fixtures';
import { PREFERENCES, stubApi } from '@/test/fake-api';
import { switchTestLanguage, textIn } from '@/test/i18n';
import { renderRoutes, TEST_USER } from '@/test/render';
import { LANGUAGES, type Language } from '@alavanca/domain/constants';
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The members' and messages' five screens in each of the five languages, with that language's real
// catalogs: their words in it, no catalog key or placeholder on screen, French's narrow no-break
// space before its colons and German's formal "Sie".

const RAW_KEY = /\b(?:nav|stages|directory|member|profile|messages|conversation|muted|spaces)\.[a-z][\w.]*/;
const SCREEN_TIMEOUT = 15_000;
const NARROW = '\u202F';

/** What each language must show on the screens: its own words, its own typography. */
function checked(language: Language, element: HTMLElement) {
  const text = element.textContent ?? '';
  expect(text).not.toMatch(/\{\{|\}\}/);
  expect(text).not.toMatch(RAW_KEY);
  // A French mark stands after a narrow no-break space (an address's "://" and a time's "14:30" are no marks).
  if (language === 'fr-FR')
    for (const mark of text.matchAll(/(?<!\d)[:?!;](?!\/\/|\d)/g))
      expect(text.slice(mark.index - 1, mark.index + 1)).toBe(`${NARROW}${mark[0]}`);
  if (language === 'de-DE') expect(text).not.toMatch(/\b(du|dich|dir|dein\w*)\b/i);
}

describe.each(LANGUAGES)('the community’s members and messages in %s', (language) => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18next.changeLanguage('pt-BR');
  });

  it(
    'names the directory, a profile, the editor and the conversations in the language',
    { timeout: SCREEN_TIMEOUT },
    async () => {
      await switchTestLanguage(language);
      stubApi({
        'GET /api/preferences': { body: { ...PREFERENCES, language } },
        'GET /api/community/members': { body: { members: [memberCard({ followed: true })], next: null } },
        [`GET /api/community/members/${OTHER.id}`]: { body: { member: memberProfile({ muted: true }) } },
        'GET /api/community/profile': { body: { profile: myProfile({ visible: true, stage: 'growing' }) } },
        'GET /api/community/relations': { body: { blocked: [], muted: [] } },
        'GET /api/community/conversations': {
          body: { conversations: [conversationSummary({ lastMine: true, excerpt: 'Potes' })], next: null, unread: 2 },
        },
        [`GET /api/community/conversations/${CONVERSATION_ID}`]: {
          body: { conversation: conversationView({ messages: [message(1), message(2, { body: null })] }) },
        },
      });
      const t = (key: string, values?: Record<string, string | number>) =>
        textIn(language, 'communityNetwork', key, values).replace(/\s+/g, ' ');
      const session = { user: TEST_USER };

      const members = await renderRoutes([{ path: '/comunidade/membros', Component: MembersRoute }], {
        path: '/comunidade/membros',
        session,
      });
      const directory = await screen.findByTestId('member-list');
      expect(screen.getByRole('heading', { level: 2, name: t('directory.title') })).toBeInTheDocument();
      expect(directory).toHaveTextContent(t('stages.launched'));
      expect(directory).toHaveTextContent(t('directory.seeks', { text: 'Fornecedor de embalagens' }));
      expect(directory).toHaveTextContent(t('directory.followed'));
      checked(language, screen.getByTestId('members-screen'));
      if (language === 'fr-FR') expect(directory.textContent).toContain(`Cherche${NARROW}:`);
      members.unmount();

      const member = await renderRoutes([{ path: '/comunidade/membros/:id', Component: MemberRoute }], {
        path: `/comunidade/membros/${OTHER.id}`,
        session,
      });
      const profile = await screen.findByTestId('member-screen');
      expect(screen.getByTestId('member-counts')).toHaveTextContent(t('member.followers', { count: 1 }));
      expect(profile).toHaveTextContent(t('member.muted'));
      expect(screen.getByRole('button', { name: t('member.unmute') })).toBeInTheDocument();
      expect(screen.getByLabelText(t('member.message', { name: OTHER.name }))).toBeInTheDocument();
      checked(language, profile);
      member.unmount();

      const editor = await renderRoutes([{ path: '/comunidade/perfil', Component: ProfileRoute }], {
        path: '/comunidade/perfil',
        session,
      });
      const form = await screen.findByTestId('profile-form');
      expect(screen.getByRole('checkbox', { name: t('profile.visible') })).toBeChecked();
      expect(screen.getByRole('combobox', { name: t('profile.stage') })).toHaveTextContent(t('stages.growing'));
      expect(screen.getByLabelText(t('profile.link', { number: 3 }))).toBeInTheDocument();
      expect(await screen.findByTestId('relations')).toHaveTextContent(t('profile.nobody'));
      checked(language, screen.getByTestId('profile-editor'));
      expect(form).toHaveTextContent(t('profile.linksHint'));
      editor.unmount();

      const list = await renderRoutes([{ path: '/comunidade/mensagens', Component: MessagesRoute }], {
        path: '/comunidade/mensagens',
        session,
      });
      const row = await screen.findByTestId('conversation-row');
      expect(row).toHaveTextContent(t('messages.unread', { count: 2 }));
      expect(row).toHaveTextContent(t('messages.you', { text: 'Potes' }));
      checked(language, screen.getByTestId('conversations-screen'));
      list.unmount();

      await renderRoutes([{ path: '/comunidade/mensagens/:id', Component: ConversationRoute }], {
        path: `/comunidade/mensagens/${CONVERSATION_ID}`,
        session,
      });
      const conversation = await screen.findByTestId('conversation-screen');
      expect(
        screen.getByRole('heading', { level: 2, name: t('conversation.title', { name: OTHER.name }) }),
      ).toBeInTheDocument();
      expect(conversation).toHaveTextContent(t('messages.deleted'));
      expect(screen.getByRole('button', { name: t('conversation.report') })).toBeInTheDocument();
      expect(screen.getByLabelText(t('conversation.reply'))).toBeInTheDocument();
      checked(language, conversation);
    },
  );
});
