/** Whether a file matches an `accept` list ('image/*,.pdf,application/pdf'); no list accepts all. */
export function isAccepted(file: Pick<File, 'name' | 'type'>, accept: string | undefined): boolean {
  if (!accept) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean)
    .some((token) => {
      if (token.startsWith('.')) return name.endsWith(token);
      if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
      return type === token;
    });
}

/** '850 KB', '2.4 MB'. */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * The files to keep after a pick or a drop: the ones already chosen, then the accepted new ones up
 * to `maxFiles`; and why any were left out.
 */
export function mergeFiles(
  current: readonly File[],
  added: readonly File[],
  { accept, maxFiles, isMultiple }: { accept?: string; maxFiles?: number; isMultiple: boolean },
): { files: File[]; skipped: { type: number; count: number } } {
  const accepted = added.filter((f) => isAccepted(f, accept));
  const wrongType = added.length - accepted.length;
  if (!isMultiple) return { files: accepted.slice(0, 1), skipped: { type: wrongType, count: 0 } };
  const room = maxFiles === undefined ? accepted.length : Math.max(0, maxFiles - current.length);
  return {
    files: [...current, ...accepted.slice(0, room)],
    skipped: { type: wrongType, count: Math.max(0, accepted.length - room) },
  };
}
