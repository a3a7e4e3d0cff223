import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { courseStatuses, type CourseStatus } from '../../src/contract/courseTerms';

export type CourseFilterValue = 'all' | CourseStatus;
const courseFilters: readonly CourseFilterValue[] = ['all', ...courseStatuses];

/** The status filter of the course list as a native radio group: arrow keys move, the legend names it. */
export function CourseFilter({ value, onChange }: { value: CourseFilterValue; onChange: (value: CourseFilterValue) => void }) {
  const { t } = useTranslation('course');
  const name = useId();
  return (
    <fieldset className="tc-filter" part="filter">
      <legend className="tc-filter__legend">{t('list.filterLabel')}</legend>
      {courseFilters.map((filter) => (
        <label key={filter} className="tc-filter__option">
          <input type="radio" name={name} value={filter} checked={value === filter} onChange={() => onChange(filter)} />
          <span>{t(`list.filter.${filter}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
