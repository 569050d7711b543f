import { COMMUNITY_PATH } from './paths';

/** The network's screens: the directory, a member's profile, the conversations, one conversation, the profile editor. */
export const MEMBERS_PATH = `${COMMUNITY_PATH}/membros`;
export const memberPath = (id: string) => `${MEMBERS_PATH}/${encodeURIComponent(id)}`;
export const MESSAGES_PATH = `${COMMUNITY_PATH}/mensagens`;
export const conversationPath = (id: string) => `${MESSAGES_PATH}/${encodeURIComponent(id)}`;
export const PROFILE_PATH = `${COMMUNITY_PATH}/perfil`;
