import type {
  ConversationSummary,
  ConversationView,
  MemberCard,
  MemberProfile,
  MessageView,
  MyProfile,
} from '@alavanca/contracts/community-network';
import type { MessageQueueItem } from '@alavanca/contracts/community-moderation';
import { OTHER } from './fixtures';

/** The network's answers shaped as the server sends them (contracts/community-network.ts), for the screens' tests. */

export const CONVERSATION_ID = '3c4d5e6f-7081-42a3-b4c5-d6e7f8091a2b';

export function memberCard(overrides: Partial<MemberCard> = {}): MemberCard {
  return {
    id: OTHER.id,
    name: OTHER.name,
    city: 'Recife',
    businessType: 'food',
    stage: 'launched',
    seeks: 'Fornecedor de embalagens',
    offers: 'Receitas de bolo de pote',
    followed: false,
    ...overrides,
  };
}

export function memberProfile(overrides: Partial<MemberProfile> = {}): MemberProfile {
  return {
    ...memberCard(),
    links: ['https://bolos.example/bruno'],
    followers: 1,
    following: 2,
    followsYou: true,
    mine: false,
    blocked: false,
    muted: false,
    canMessage: true,
    ...overrides,
  };
}

export function myProfile(overrides: Partial<MyProfile> = {}): MyProfile {
  return {
    visible: false,
    name: 'Ana Souza',
    city: '',
    businessType: null,
    stage: null,
    seeks: '',
    offers: '',
    links: [],
    ...overrides,
  };
}

export function message(number: number, overrides: Partial<MessageView> = {}): MessageView {
  return {
    id: `10000000-0000-4000-8000-00000000000${number}`,
    mine: false,
    body: `Mensagem ${number}`,
    createdAt: `2026-11-2${number}T12:00:00.000Z`,
    reported: false,
    ...overrides,
  };
}

export function conversationView(overrides: Partial<ConversationView> = {}): ConversationView {
  return {
    id: CONVERSATION_ID,
    member: { id: OTHER.id, name: OTHER.name, profile: true },
    messages: [message(1), message(2, { mine: true })],
    earlier: null,
    canReply: true,
    blocked: false,
    ...overrides,
  };
}

export function conversationSummary(overrides: Partial<ConversationSummary> = {}): ConversationSummary {
  return {
    id: CONVERSATION_ID,
    member: { id: OTHER.id, name: OTHER.name, profile: true },
    lastMessageAt: '2026-11-22T12:00:00.000Z',
    excerpt: 'Você vende potes?',
    lastMine: false,
    unread: 2,
    ...overrides,
  };
}

export function messageQueueItem(overrides: Partial<MessageQueueItem> = {}): MessageQueueItem {
  return {
    messageId: message(1).id,
    sender: OTHER,
    senderSanction: null,
    body: 'Compre meu **curso**!',
    reports: [{ reason: 'spam', count: 1 }],
    createdAt: '2026-11-21T12:00:00.000Z',
    reportedAt: '2026-11-21T13:00:00.000Z',
    ...overrides,
  };
}
