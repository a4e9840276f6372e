import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import HomeWorkOutlined from '@mui/icons-material/HomeWorkOutlined';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import MailOutline from '@mui/icons-material/MailOutline';
import PeopleOutline from '@mui/icons-material/PeopleOutline';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import type { ReactNode } from 'react';
import { paths } from '../../../config/paths';

export type TAdminNavItem = { to: string; label: string; icon: ReactNode; isExact?: boolean };

/** The side menu of admin spec §2.2, plus Enquiries (the information pages' forms). */
export const ADMIN_NAV_ITEMS: readonly TAdminNavItem[] = [
  { to: paths.admin, label: 'Dashboard', icon: <DashboardOutlined />, isExact: true },
  { to: paths.adminUsers, label: 'Users', icon: <PeopleOutline /> },
  { to: paths.adminAgents, label: 'Agents', icon: <SupportAgentOutlined /> },
  { to: paths.adminProperties, label: 'Properties', icon: <HomeWorkOutlined /> },
  { to: paths.adminContacts, label: 'Contacts', icon: <MailOutline /> },
  { to: paths.adminEnquiries, label: 'Enquiries', icon: <InboxOutlined /> },
  { to: paths.adminSettings, label: 'Settings', icon: <SettingsOutlined /> },
];
