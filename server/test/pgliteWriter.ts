/**
 * Child process of server/faults/pgliteKill.test.ts: opens the embedded database in argv[2] and
 * inserts rows after the last one, one transaction at a time, printing each id once its commit has returned.
 */
import { PGlite } from '@electric-sql/pglite';

const db = new PGlite(process.argv[2]!);
await db.exec('create table if not exists writes (id integer primary key, body text not null)');
const { rows } = await db.query<{ next: number }>('select coalesce(max(id), 0)::int + 1 as next from writes');
for (let id = rows[0]!.next; ; id += 1) {
  await db.transaction(async (tx) => {
    await tx.query('insert into writes (id, body) values ($1, $2)', [id, `row ${id} `.repeat(20)]);
  });
  process.stdout.write(`${id}\n`);
}
