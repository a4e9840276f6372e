/**
 * Every cached builder query starts with 'developers', so invalidating `developerKeys.all` after a
 * create, update, logo change or delete refreshes the directory, each detail and the builder picker.
 */
export const developerKeys = {
  all: ['developers'] as const,
  lists: () => [...developerKeys.all, 'list'] as const,
  /** One list per filter set the server was asked for (only the non-empty filters). */
  list: (query: Readonly<Record<string, string>>) => [...developerKeys.lists(), query] as const,
  detail: (id: string) => [...developerKeys.all, 'detail', id] as const,
};
