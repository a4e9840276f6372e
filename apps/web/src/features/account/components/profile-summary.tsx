import BadgeCheck from 'lucide-react/icons/badge-check';
import BriefcaseBusiness from 'lucide-react/icons/briefcase-business';
import LogOut from 'lucide-react/icons/log-out';
import Mail from 'lucide-react/icons/mail';
import Pencil from 'lucide-react/icons/pencil';
import Phone from 'lucide-react/icons/phone';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { TUser } from '@nivaas/shared/auth';
import type { TRole } from '@nivaas/shared/roles';
import type { ReactNode } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { useLocalizedPath } from '../../../lib/i18n/use-localized-path';
import styles from './profile-summary.module.css';

/** The roles' names (the shared ROLE_LABELS' English). */
export const ROLE_WORDS: Record<TRole, MessageDescriptor> = {
  buyer: msg`Buyer`,
  agent: msg`Real Estate Agent`,
  admin: msg`Admin`,
};

function Detail({ icon, label, value }: { icon: ReactNode; label: string; value: string | null }) {
  const { t } = useLingui();
  return (
    <div className={styles.detail}>
      <span className={styles.detailIcon} aria-hidden="true">
        {icon}
      </span>
      <dt className={styles.detailLabel}>{label}</dt>
      <dd className={value ? styles.detailValue : `${styles.detailValue} ${styles.missing}`}>
        {value || t`Not added`}
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
  const { t, i18n } = useLingui();
  const localize = useLocalizedPath();
  return (
    <Card look="outlined" padding="md">
      <div className={styles.head}>
        <Avatar name={user.name} src={user.avatar} size={80} />
        <div className={styles.who}>
          <h2 className={styles.name}>{user.name}</h2>
          <div className={styles.badges}>
            <Badge tone="primary">{i18n._(ROLE_WORDS[user.role])}</Badge>
            {user.role === 'agent' && user.isVerified && (
              <Badge tone="primary" isSolid icon={<BadgeCheck size={14} aria-hidden="true" />}>
                {t`Verified`}
              </Badge>
            )}
          </div>
        </div>
        <div className={styles.actions}>
          <Button variant="primary" startIcon={<Pencil size={18} />} onClick={onEdit}>
            {t`Edit Profile`}
          </Button>
          <Button variant="secondary" startIcon={<LogOut size={18} />} onClick={onLogout}>
            {t`Logout`}
          </Button>
        </div>
      </div>

      <dl className={styles.details}>
        <Detail icon={<Mail size={20} />} label={t`Email`} value={user.email} />
        <Detail icon={<Phone size={20} />} label={t`Phone`} value={user.mobile ?? user.phone} />
        <Detail icon={<BriefcaseBusiness size={20} />} label={t`Occupation`} value={user.occupation} />
        {user.role === 'agent' && (
          <Detail icon={<ShieldCheck size={20} />} label={t`RERA licence`} value={user.licenseNumber} />
        )}
      </dl>

      {user.role === 'admin' && (
        <ButtonLink
          to={localize(paths.admin)}
          variant="secondary"
          startIcon={<ShieldCheck size={18} />}
          className={styles.admin}
        >
          {t`Admin Dashboard`}
        </ButtonLink>
      )}
    </Card>
  );
}
