import { describeHostileInputs } from './hostileInputSuite';

describeHostileInputs('even');
