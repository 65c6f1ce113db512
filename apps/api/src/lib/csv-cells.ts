/** How a resource's CSV columns read: which are yes/no, numbers, or empty meaning "no answer". */
export interface CellKinds {
  booleans: ReadonlySet<string>;
  numbers: ReadonlySet<string>;
  /** Further columns where an empty cell means "no answer" (null or the form's default), not ''. */
  optional: ReadonlySet<string>;
}

const TRUE_WORDS = new Set(['true', 'yes', '1']);
const FALSE_WORDS = new Set(['false', 'no', '0']);

/**
 * A CSV row is text; this turns each cell into what the JSON form sends (booleans, numbers, no
 * answer for an empty choice) and leaves anything it cannot read as it is, so that the form's own
 * rules name the bad cell. For `z.preprocess` in front of a resource's row schema.
 */
export function cellsToForm({ booleans, numbers, optional }: CellKinds) {
  return (record: unknown): unknown => {
    if (typeof record !== 'object' || record === null) return record;
    const form: Record<string, unknown> = {};
    for (const column in record) {
      const cell = (record as Record<string, unknown>)[column];
      const text = typeof cell === 'string' ? cell.trim() : cell;
      const readsEmpty = booleans.has(column) || numbers.has(column) || optional.has(column);
      if (typeof text !== 'string' || !readsEmpty) form[column] = text;
      else if (text === '') form[column] = undefined;
      else if (booleans.has(column)) {
        const word = text.toLowerCase();
        form[column] = TRUE_WORDS.has(word) ? true : FALSE_WORDS.has(word) ? false : text;
      } else if (numbers.has(column)) form[column] = /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
      else form[column] = text;
    }
    return form;
  };
}
