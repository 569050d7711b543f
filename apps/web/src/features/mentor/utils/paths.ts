/** The mentor's screen, and one conversation on it (the same screen with the conversation open). */
export const MENTOR_PATH = '/mentor-ia';
export const conversationPath = (id: string) => `${MENTOR_PATH}/${id}`;
