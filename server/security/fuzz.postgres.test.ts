import { describe } from 'vitest';
import { databasesUnderTest } from '../test/databases';
import { describeHostileInputs } from './hostileInputSuite';

const postgres = databasesUnderTest().find((target) => target.kind === 'postgres');
if (postgres) describeHostileInputs(postgres);
// Without TEST_DATABASE_URL (never under CI: databasesUnderTest throws there) the file says why it has nothing to run.
else describe.skip('hostile input on every route of PostgreSQL (TEST_DATABASE_URL is not set)', () => undefined);
