/** A catalog, compiled by Lingui's Vite plugin as it is imported (vite-lingui.ts). */
declare module '*.po' {
  export const messages: Record<string, unknown>;
}
