import { describeHostileInputs } from './hostileInputSuite';

describeHostileInputs({ name: 'PGlite', kind: 'pglite' });
