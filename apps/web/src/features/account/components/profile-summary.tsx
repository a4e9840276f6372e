import BadgeCheck from 'lucide-react/icons/badge-check';
import BriefcaseBusiness from 'lucide-react/icons/briefcase-business';
import LogOut from 'lucide-react/icons/log-out';
import Mail from 'lucide-react/icons/mail';
import Pencil from 'lucide-react/icons/pencil';
import Phone from 'lucide-react/icons/phone';
import ShieldCheck from 'lucide-react/icons/shield-check';
import type { TUser } from '@nivaas/shared/auth';
import { ROLE_LABELS } from '@nivaas/shared/roles';
import type { ReactNode } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import styles from './profile-summary.module.css';

function Detail({ icon, label, value }: { icon: ReactNode; label: string; value: string | null }) {
  return (
    <div className={styles.detail}>
      <span className={styles.detailIcon} aria-hidden="true">
        {icon}
      </span>
      <dt className={styles.detailLabel}>{label}</dt>
      <dd className={value ? styles.detailValue : `${styles.detailValue} ${styles.missing}`}>
        {value || 'Not added'}
      </dd>
    </div>
  );
}

/** Avatar, name, role, email and phone, with Edit Profile, Logout and (admins) Admin Dashboard. */
export function ProfileSummary({
  user,
  onEdit,
  onLogout,
}: {
  user: TUser;
  onEdit: () => void;
  onLogout: () => void;
}) {
  return (
    <Card look="outlined" padding="md">
      <div className={styles.head}>
        <Avatar name={user.name} src={user.avatar} size={80} />
        <div className={styles.who}>
          <h2 className={styles.name}>{user.name}</h2>
          <div className={styles.badges}>
            <Badge tone="primary">{ROLE_LABELS[user.role]}</Badge>
            {user.role === 'agent' && user.isVerified && (
              <Badge tone="primary" isSolid icon={<BadgeCheck size={14} aria-hidden="true" />}>
                Verified
              </Badge>
            )}
          </div>
        </div>
        <div className={styles.actions}>
          <Button variant="primary" startIcon={<Pencil size={18} />} onClick={onEdit}>
            Edit Profile
          </Button>
          <Button variant="secondary" startIcon={<LogOut size={18} />} onClick={onLogout}>
            Logout
          </Button>
        </div>
      </div>

      <dl className={styles.details}>
        <Detail icon={<Mail size={20} />} label="Email" value={user.email} />
        <Detail icon={<Phone size={20} />} label="Phone" value={user.mobile ?? user.phone} />
        <Detail icon={<BriefcaseBusiness size={20} />} label="Occupation" value={user.occupation} />
        {user.role === 'agent' && (
          <Detail icon={<ShieldCheck size={20} />} label="RERA licence" value={user.licenseNumber} />
        )}
      </dl>

      {user.role === 'admin' && (
        <ButtonLink
          to={paths.admin}
          variant="secondary"
          startIcon={<ShieldCheck size={18} />}
          className={styles.admin}
        >
          Admin Dashboard
        </ButtonLink>
      )}
    </Card>
  );
}
