/** The server-level URL (database postgres) of a DATABASE_URL, for CREATE/DROP DATABASE. */
export function adminUrl(url: string): string {
  return databaseUrlWithName(url, 'postgres');
}

export function databaseUrlWithName(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
