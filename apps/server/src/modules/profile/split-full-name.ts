import { TEXT_LIMITS } from '@alavanca/domain/constants';

/**
 * Sign-up asks for one "full name"; the profile keeps first and last names. The first word
 * becomes the first name and the rest the last name, each cut to the profile's name limit.
 */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  return {
    firstName: first.slice(0, TEXT_LIMITS.name),
    lastName: rest.join(' ').slice(0, TEXT_LIMITS.name),
  };
}

/** The display name the session shows: the profile's names joined, blanks left out. */
export function joinFullName(names: { firstName: string; lastName: string }): string {
  return [names.firstName, names.lastName].filter((part) => part.length > 0).join(' ');
}
