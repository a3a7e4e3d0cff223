import type { Statement } from './statementRecorder';

/**
 * A compare-and-set update (`set "c" = $n … where … "c" = $m`, the progress report's) replayed as recorded
 * finds its row already changed, by the recorded call itself or by the app's loads, and writes nothing,
 * while the app's, comparing with the row it has just read, writes on every request. The twin's copy
 * compares each column it sets with a condition that always holds instead, so that it finds the same one
 * row through the same key and writes it, as the app does.
 */
export const writingAsTheAppDoes = (statement: Statement): Statement => {
  const update = /^(update\s+"[^"]+"\s+set\s+)(.*?)(\s+where\s+)(.*?)(\s+returning\s+.*)?$/is.exec(statement.text);
  if (!update) return statement;
  const [, head = '', setList = '', where = '', conditions = '', returning = ''] = update;
  const setColumns = new Set([...setList.matchAll(/"(\w+)"\s*=\s*\$\d+/g)].map(([, column]) => column));
  // A parameter's cast goes with its comparison (`"c" = $n::jsonb`): the condition that holds compares its text.
  const holding = conditions.replace(/"(\w+)"\s*=\s*\$(\d+)(?:::\w+)?/g, (condition, column: string, parameter: string) => (setColumns.has(column) ? `$${parameter}::text is not null` : condition));
  return holding === conditions ? statement : { ...statement, text: `${head}${setList}${where}${holding}${returning}`, ...(statement.name ? { name: `${statement.name}_twin` } : {}) };
};
