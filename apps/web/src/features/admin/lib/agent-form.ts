import type { TUser } from '@nivaas/shared/auth';
import type { TRole } from '@nivaas/shared/roles';

/** The Add New Agent / Edit user form (/admin/users/new-agent, /admin/users/{id}/edit). */
export type TAgentFormValues = {
  name: string;
  email: string;
  /** Only on create; the edit form has no password. */
  password: string;
  role: TRole;
  mobile: string;
  company: string;
  licenseNumber: string;
  specializations: string[];
  isVerified: boolean;
};

export const EMPTY_AGENT_FORM: TAgentFormValues = {
  name: '',
  email: '',
  password: '',
  role: 'agent',
  mobile: '',
  company: '',
  licenseNumber: '',
  specializations: [],
  isVerified: false,
};

/** Prefills the edit form from GET /admin/users/{id}; nulls become blank fields. */
export function agentFormFromUser(user: TUser): TAgentFormValues {
  return {
    name: user.name,
    email: user.email,
    password: '',
    role: user.role,
    mobile: user.mobile ?? user.phone ?? '',
    company: user.company ?? '',
    licenseNumber: user.licenseNumber ?? '',
    specializations: [...user.specializations],
    isVerified: user.isVerified,
  };
}

/** Suggestions for the specializations chips; any other text may be typed. */
export const SPECIALIZATION_SUGGESTIONS = [
  'Residential',
  'Commercial',
  'Luxury homes',
  'Plots and land',
  'Rentals',
  'New projects',
  'Resale',
  'NRI services',
  'Farmhouses',
] as const;

/**
 * Adds typed chips: splits on commas, trims, drops blanks and case-insensitive duplicates,
 * keeping the first spelling.
 */
export function mergeSpecializations(current: readonly string[], typed: readonly string[]): string[] {
  const result: string[] = [];
  const seen = new Set<string>();
  for (const raw of [...current, ...typed.flatMap((t) => t.split(','))]) {
    const item = raw.trim();
    const key = item.toLocaleLowerCase('en-IN');
    if (!item || seen.has(key)) continue;
    seen.add(key);
    result.push(item);
  }
  return result;
}

/** Where the form returns after saving: agents to the agents list, other roles to users. */
export function listPathForRole(role: TRole | string): 'agents' | 'users' {
  return role === 'agent' ? 'agents' : 'users';
}
