/**
 * Every answer schema of the first-view calls, together: for the server's render
 * (prerender/page-render.tsx) and the tests. The browser loads them in three parts
 * (./first-view.ts).
 */
export * from './answers/listing-answers';
export * from './answers/session-answers';
export * from './answers/site-answers';
