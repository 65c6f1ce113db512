/** A half of a locale file (locale-parts.ts at the package's root, issue 28): its text groups. */
declare module '*.json?texts=shell' {
  const texts: { [group: string]: Record<string, unknown> };
  export default texts;
}
declare module '*.json?texts=pages' {
  const texts: { [group: string]: Record<string, unknown> };
  export default texts;
}
