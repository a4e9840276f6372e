import { paths } from '../../../config/paths';

/**
 * Which side-menu entry a screen belongs to: the longest entry its path starts with (the
 * dashboard only on its own path); Add New Agent belongs to Agents, where its button is.
 */
export function activeNavTarget(pathname: string, targets: readonly string[]): string | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === paths.adminNewAgent) return targets.find((t) => t === paths.adminAgents);
  return targets
    .filter((t) => path === t || (t !== paths.admin && path.startsWith(`${t}/`)))
    .sort((a, b) => b.length - a.length)[0];
}
