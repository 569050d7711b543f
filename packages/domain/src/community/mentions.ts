/*
 * Mentions in a community reply (decision 036): `@Ana Souza` (or `@Ana` where only one of them is
 * called Ana) names someone who already wrote in the topic, who is then told. Names are matched
 * whole, case and accents aside; members have no handles, so a mention reaches only the thread's
 * own people, never someone a name happens to match elsewhere.
 */

export interface Participant {
  id: string;
  name: string;
}

/** Lower case, accents off: how a typed name and a member's name compare. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Whether `text` holds `@name` standing alone: not the start of a longer word. */
function names(text: string, name: string): boolean {
  if (!name) return false;
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\p{L}\\p{N}_])@${escaped}(?![\\p{L}\\p{N}_])`, 'u').test(text);
}

/** The participants `body` mentions, each once: by their whole name, or by a first name only one of them has. */
export function mentioned(body: string, participants: readonly Participant[]): Participant[] {
  const text = fold(body);
  const firstNames = new Map<string, number>();
  for (const participant of participants) {
    const first = fold(participant.name).split(/\s+/)[0] ?? '';
    firstNames.set(first, (firstNames.get(first) ?? 0) + 1);
  }
  return participants.filter((participant) => {
    const whole = fold(participant.name).trim();
    const first = whole.split(/\s+/)[0] ?? '';
    return names(text, whole) || (firstNames.get(first) === 1 && names(text, first));
  });
}
