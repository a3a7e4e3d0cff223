import type { Kysely } from 'kysely';
import { FaqRepository } from '../../modules/faq';
import { AppStateRepository } from '../appStateRepository';
import type { Database } from '../schema';
import { inTransaction } from '../transaction';
import { faqCategories, faqEntries } from './content/faq';

const faqSeedKey = 'seed.faq';

/** The demo FAQ, once per database (an app_state marker: entries an admin deleted do not come back). */
export async function seedFaq(db: Kysely<Database>, now: () => Date): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    if (!(await new AppStateRepository(tx).claim(faqSeedKey, now().toISOString(), now()))) return false;
    const faq = new FaqRepository(tx);
    for (const category of faqCategories) await faq.addCategory(category);
    for (const entry of faqEntries) await faq.addEntry(entry, now());
    return true;
  });
}
