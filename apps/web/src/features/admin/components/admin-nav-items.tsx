import House from 'lucide-react/icons/house';
import Inbox from 'lucide-react/icons/inbox';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import Mail from 'lucide-react/icons/mail';
import Settings from 'lucide-react/icons/settings';
import ShieldAlert from 'lucide-react/icons/shield-alert';
import UserRoundCheck from 'lucide-react/icons/user-round-check';
import Users from 'lucide-react/icons/users';
import type { ReactNode } from 'react';
import { paths } from '../../../config/paths';

export type TAdminNavItem = { to: string; label: string; icon: ReactNode };

const ICON = 22;

/** The side menu of admin spec §2.2, plus Enquiries (the information pages' forms). */
export const ADMIN_NAV_ITEMS: readonly TAdminNavItem[] = [
  { to: paths.admin, label: 'Dashboard', icon: <LayoutDashboard size={ICON} /> },
  { to: paths.adminUsers, label: 'Users', icon: <Users size={ICON} /> },
  { to: paths.adminAgents, label: 'Agents', icon: <UserRoundCheck size={ICON} /> },
  { to: paths.adminProperties, label: 'Properties', icon: <House size={ICON} /> },
  // Reports of listings and duplicate photos, as tabs of one screen.
  { to: paths.adminModeration, label: 'Moderation', icon: <ShieldAlert size={ICON} /> },
  { to: paths.adminContacts, label: 'Contacts', icon: <Mail size={ICON} /> },
  { to: paths.adminEnquiries, label: 'Enquiries', icon: <Inbox size={ICON} /> },
  { to: paths.adminSettings, label: 'Settings', icon: <Settings size={ICON} /> },
];
