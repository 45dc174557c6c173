// The language files' parts made by the `locale-parts` Vite plugin (scripts/localeParts.ts).
declare module 'virtual:locales/*' {
  const texts: Record<string, unknown>;
  export default texts;
}
