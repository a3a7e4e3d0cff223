// Builds the pages' first date and number formats off the main thread (see warmIntl.ts), then ends.
import { languages } from '../src/contract/languages';
import { intlWarmUps } from './intlWarmUps';

for (const language of languages) intlWarmUps(language);
self.close();
