import { i18n } from '../i18n/i18n';
import { toastStore } from './toastStore';

/**
 * Guard for table actions (spec 5): with nothing selected it shows 'Select at least one item in
 * the table' as an error toast and returns false; otherwise true.
 */
export const requireSelection = (selected: ReadonlySet<unknown> | readonly unknown[]): boolean => {
  const count = 'size' in selected ? selected.size : selected.length;
  if (count > 0) return true;
  toastStore.closeAll();
  toastStore.show('error', i18n.t('validation:selectAtLeastOne'));
  return false;
};
