import House from 'lucide-react/icons/house';
import Inbox from 'lucide-react/icons/inbox';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import Mail from 'lucide-react/icons/mail';
import Settings from 'lucide-react/icons/settings';
import ShieldAlert from 'lucide-react/icons/shield-alert';
import UserRoundCheck from 'lucide-react/icons/user-round-check';
import Users from 'lucide-react/icons/users';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { paths } from '../../../config/paths';

export type TAdminNavItem = { to: string; label: MessageDescriptor; icon: ReactNode };

const ICON = 22;

/** The side menu of admin spec §2.2, plus Enquiries (the information pages' forms). */
export const ADMIN_NAV_ITEMS: readonly TAdminNavItem[] = [
  { to: paths.admin, label: msg`Dashboard`, icon: <LayoutDashboard size={ICON} /> },
  { to: paths.adminUsers, label: msg`Users`, icon: <Users size={ICON} /> },
  { to: paths.adminAgents, label: msg`Agents`, icon: <UserRoundCheck size={ICON} /> },
  { to: paths.adminProperties, label: msg`Properties`, icon: <House size={ICON} /> },
  // Reports of listings and duplicate photos, as tabs of one screen.
  { to: paths.adminModeration, label: msg`Moderation`, icon: <ShieldAlert size={ICON} /> },
  { to: paths.adminContacts, label: msg`Contacts`, icon: <Mail size={ICON} /> },
  { to: paths.adminEnquiries, label: msg`Enquiries`, icon: <Inbox size={ICON} /> },
  { to: paths.adminSettings, label: msg`Settings`, icon: <Settings size={ICON} /> },
];
