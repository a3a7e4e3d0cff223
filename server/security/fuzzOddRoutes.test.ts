import { describeHostileInputs } from './hostileInputSuite';

describeHostileInputs('odd');
