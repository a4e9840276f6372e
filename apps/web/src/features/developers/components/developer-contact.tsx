import EmailOutlined from '@mui/icons-material/EmailOutlined';
import Facebook from '@mui/icons-material/Facebook';
import Instagram from '@mui/icons-material/Instagram';
import Language from '@mui/icons-material/Language';
import LinkedIn from '@mui/icons-material/LinkedIn';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import X from '@mui/icons-material/X';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { TDeveloper } from '@nivaas/shared/developer';
import type { ReactElement } from 'react';
import { websiteLabel } from '../lib/developer-display';

const SOCIAL: { key: keyof TDeveloper['socialMedia']; label: string; icon: ReactElement }[] = [
  { key: 'facebook', label: 'Facebook', icon: <Facebook /> },
  { key: 'twitter', label: 'X (Twitter)', icon: <X /> },
  { key: 'linkedin', label: 'LinkedIn', icon: <LinkedIn /> },
  { key: 'instagram', label: 'Instagram', icon: <Instagram /> },
];

const rowSx = { display: 'flex', alignItems: 'center', gap: 1.5, minHeight: 44, minWidth: 0 } as const;

/** Contact information and social links (admin spec §2.9); what is missing is said, not hidden. */
export function DeveloperContact({ developer }: { developer: TDeveloper }) {
  const email = developer.contact.email?.trim();
  const phone = developer.contact.phone?.trim();
  const website = developer.website?.trim();
  const social = SOCIAL.flatMap((s) => {
    const url = developer.socialMedia[s.key]?.trim();
    return url ? [{ ...s, url }] : [];
  });
  const rows = [
    { key: 'email', icon: <EmailOutlined />, label: 'Email', value: email, href: `mailto:${email}` },
    {
      key: 'phone',
      icon: <PhoneOutlined />,
      label: 'Phone',
      value: phone,
      href: `tel:${phone?.replace(/[^\d+]/g, '')}`,
    },
    {
      key: 'website',
      icon: <Language />,
      label: 'Website',
      value: website && websiteLabel(website),
      href: website,
    },
  ];

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <Box>
        <Typography variant="h4" component="h3" sx={{ mb: 1 }}>
          Contact information
        </Typography>
        <Box component="ul" aria-label="Contact information" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {rows.map((row) => (
            <Box component="li" key={row.key} sx={rowSx}>
              <Box sx={{ color: 'primary.main', display: 'flex' }} aria-hidden>
                {row.icon}
              </Box>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {row.label}
                </Typography>
                <Typography sx={{ overflowWrap: 'anywhere' }}>
                  {row.value ? (
                    <Link
                      href={row.href}
                      {...(row.key === 'website' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                    >
                      {row.value}
                    </Link>
                  ) : (
                    <Box component="span" sx={{ color: 'text.secondary' }}>
                      Not provided
                    </Box>
                  )}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      </Box>
      <Box>
        <Typography variant="h4" component="h3" sx={{ mb: 1 }}>
          Social media
        </Typography>
        {social.length ? (
          <Box component="ul" aria-label="Social media" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {social.map((s) => (
              <li key={s.key}>
                <Link href={s.url} target="_blank" rel="noopener noreferrer" underline="hover" sx={rowSx}>
                  <Box component="span" sx={{ display: 'flex' }} aria-hidden>
                    {s.icon}
                  </Box>
                  {s.label}
                </Link>
              </li>
            ))}
          </Box>
        ) : (
          <Typography color="text.secondary">No social media links have been added.</Typography>
        )}
      </Box>
    </Box>
  );
}
