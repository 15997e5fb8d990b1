/**
 * `compute` remembered per argument, for hot paths whose arguments repeat (Accept-Language headers, search
 * keywords). Past `maxEntries` distinct arguments the memo starts over: a flood of distinct ones never grows it.
 */
export function memoize<A, R extends NonNullable<unknown>>(
  compute: (argument: A) => R,
  maxEntries: number
): (argument: A) => R {
  const memo = new Map<A, R>();
  return (argument) => {
    let value = memo.get(argument);
    if (value === undefined) {
      value = compute(argument);
      if (memo.size >= maxEntries) memo.clear();
      memo.set(argument, value);
    }
    return value;
  };
}
