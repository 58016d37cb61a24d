/** Lead names made unique by suffixing repeats with #2, #3... (['I', 'I'] -> ['I', 'I#2']). */
export function uniqueNames(names: string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((n) => {
    const k = (seen.get(n) ?? 0) + 1;
    seen.set(n, k);
    return k === 1 ? n : `${n}#${k}`;
  });
}
