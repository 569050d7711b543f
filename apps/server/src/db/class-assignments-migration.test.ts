import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { applyMigrations as apply, migrationTags } from '../test/apply-migrations';

/*
 * The migration that made a class's canvas the first of its works (a canvas or a pitch): the
 * canvas a teacher asked for and every hand-in with its grade are carried over, then the old
 * column and table go. Run on the embedded database, statement by statement as the migrator does.
 */

const tags = migrationTags();

describe('the migration to class assignments', () => {
  const db = new PGlite();
  afterAll(() => db.close());
  const first = tags.indexOf('0023_class-assignments');

  it('carries the canvas asked for and its graded hand-ins over, and drops the old ones', async () => {
    expect(first).toBeGreaterThan(0);
    await apply(db, tags.slice(0, first));
    const rubric = [{ id: '0b6f1d4e-1111-4a4a-9a9a-000000000001', name: 'Segmentos', maxPoints: 10 }];
    const grade = {
      scores: [{ criterionId: rubric[0]!.id, name: 'Segmentos', maxPoints: 10, points: 8 }],
      comment: 'Bom',
    };
    const snapshot = {
      kind: 'lean',
      title: 'Padaria',
      businessType: 'food',
      currency: 'BRL',
      cards: [],
      validationFacts: null,
    };
    await db.exec(`
      insert into "user" (id, name, email) values ('00000000-0000-4000-8000-000000000001', 'Helena', 'h@example.com');
      insert into classes (id, owner_id, name, setup, market_mode, grouping, schedule, join_code, canvas_assignment) values
        ('00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-000000000001', 'Turma A', '{}', 'solo', 'individual', 'manual', 'AAAAAAAA',
         '${JSON.stringify({ kind: 'lean', instructions: 'Entregue', rubric, updatedAt: '2026-11-01T10:00:00.000Z' })}'),
        ('00000000-0000-4000-8000-0000000000c2', '00000000-0000-4000-8000-000000000001', 'Turma B', '{}', 'solo', 'individual', 'manual', 'BBBBBBBB', null);
      insert into class_companies (id, class_id, name, alias, state) values
        ('00000000-0000-4000-8000-0000000000e1', '00000000-0000-4000-8000-0000000000c1', 'Sabor', 1, '{}');
      insert into class_canvas_hand_ins (class_id, company_id, id, handed_in_by, canvas_id, version, canvas, handed_in_at, grade, graded_at) values
        ('00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-0000000000e1', '00000000-0000-4000-8000-0000000000f1',
         '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-0000000000a1', 3,
         '${JSON.stringify(snapshot)}', '2026-11-02T10:00:00Z', '${JSON.stringify(grade)}', '2026-11-03T10:00:00Z');
    `);

    await apply(db, tags.slice(first));

    const assignments = await db.query<Record<string, unknown>>('select * from class_assignments');
    expect(assignments.rows).toEqual([
      {
        class_id: '00000000-0000-4000-8000-0000000000c1',
        work: 'canvas',
        kind: 'lean',
        instructions: 'Entregue',
        rubric,
        updated_at: new Date('2026-11-01T10:00:00.000Z'),
      },
    ]);
    const handIns = await db.query<Record<string, unknown>>('select * from class_hand_ins');
    expect(handIns.rows).toEqual([
      {
        class_id: '00000000-0000-4000-8000-0000000000c1',
        work: 'canvas',
        company_id: '00000000-0000-4000-8000-0000000000e1',
        id: '00000000-0000-4000-8000-0000000000f1',
        handed_in_by: '00000000-0000-4000-8000-000000000001',
        item_id: '00000000-0000-4000-8000-0000000000a1',
        version: 3,
        snapshot,
        handed_in_at: new Date('2026-11-02T10:00:00Z'),
        grade,
        graded_at: new Date('2026-11-03T10:00:00Z'),
      },
    ]);
    const old = await db.query<{ found: boolean; column: boolean }>(
      `select to_regclass('class_canvas_hand_ins') is not null as found,
        exists (select 1 from information_schema.columns where table_name = 'classes' and column_name = 'canvas_assignment') as column`,
    );
    expect(old.rows).toEqual([{ found: false, column: false }]);
  });
});
