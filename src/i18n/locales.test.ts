import { describe, expect, it } from 'vitest';
import { auditActions } from '../contract/audit';
import { adminEnglishResources } from './adminEnglish';
import { englishResources } from './resources';
import { spanishResources } from './spanish';

const english = { ...englishResources, ...adminEnglishResources };
const resources = { en: english, es: spanishResources as unknown as typeof english };

/** Every leaf key of a translation tree, as dotted paths; plural forms count by their base key. */
const leafKeys = (tree: unknown, prefix = ''): string[] =>
  Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) =>
    value && typeof value === 'object' ? leafKeys(value, `${prefix}${key}.`) : [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`],
  );

const namespaces = Object.keys(resources.en) as (keyof typeof resources.en)[];

describe('locales', () => {
  it('has the same namespaces in English and Spanish', () => {
    expect(Object.keys(resources.es).sort()).toEqual([...namespaces].sort());
  });

  it.each(namespaces)('namespace %s has a Spanish text for every English key and no extra ones', (namespace) => {
    const english = [...new Set(leafKeys(resources.en[namespace]))].sort();
    const spanish = [...new Set(leafKeys(resources.es[namespace]))].sort();
    expect(spanish).toEqual(english);
  });

  it.each(namespaces)('namespace %s has no empty texts', (namespace) => {
    const texts = (tree: unknown): string[] =>
      Object.values(tree as Record<string, unknown>).flatMap((value) => (value && typeof value === 'object' ? texts(value) : [String(value)]));
    expect([...texts(resources.en[namespace]), ...texts(resources.es[namespace])].filter((text) => text.trim() === '')).toEqual([]);
  });

  it('names every action the audit log records, in English and Spanish', () => {
    for (const language of ['en', 'es'] as const) {
      const named = Object.keys((resources[language].adminUsers as unknown as { audit: { actions: Record<string, string> } }).audit.actions);
      expect(named.sort(), language).toEqual([...auditActions].sort());
    }
  });

  it("holds the spec's empty-state texts word for word", () => {
    expect(resources.en.common.empty).toMatchObject({
      certificates: 'There are no certificates here.',
      notifications: 'There are no notifications here.',
      coursesInProgress: 'No Courses in Progress',
      coursesCompleted: 'No Course Completed',
    });
  });
});
