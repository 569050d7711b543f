import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases';
import { AppError } from '../../http/app-error';
import { deleteAccount } from './account.service';
import { countOwnedRows, readOwnedRows } from '../../test/read-owned-rows';
import { createUserWithEverything } from '../../test/user-with-everything';

describeEachDatabase('account service', (getDb) => {
  describe('delete', () => {
    it('refuses a confirmation that is not the account e-mail, and deletes nothing', async () => {
      const { orm } = getDb();
      const user = await createUserWithEverything(orm);
      const before = await readOwnedRows(getDb(), user.id);

      const error = await deleteAccount(orm, user.id, { confirmEmail: 'someone-else@example.com' }).then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({
        code: 'VALIDATION_FAILED',
        issues: [{ path: 'confirmEmail', message: 'validation.confirmationMismatch' }],
      });
      expect(await readOwnedRows(getDb(), user.id)).toEqual(before);
    });

    it('removes every row the user owns in every table, and only theirs', async () => {
      const { orm } = getDb();
      const user = await createUserWithEverything(orm);
      const other = await createUserWithEverything(orm, 'Carla Dias');
      const otherBefore = await readOwnedRows(getDb(), other.id);
      const before = await countOwnedRows(getDb(), user.id);
      expect(Object.values(before).every((count) => count > 0)).toBe(true);

      await deleteAccount(orm, user.id, { confirmEmail: user.email.toLowerCase() });

      const after = await countOwnedRows(getDb(), user.id);
      expect(Object.values(after).every((count) => count === 0)).toBe(true);
      expect(Object.keys(after)).toEqual(Object.keys(before));
      expect(await readOwnedRows(getDb(), other.id)).toEqual(otherBefore);
    });
  });
});
