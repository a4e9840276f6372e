import AccessTimeOutlined from '@mui/icons-material/AccessTimeOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useContactDetails } from '../api/get-site-settings';
import { ContactForm } from '../components/contact-form';
import { InfoPageHero } from '../components/info-layout';
import { PageContainer } from '../../../components/page-container';

function ContactItem({
  icon,
  label,
  isLoading,
  children,
}: {
  icon: ReactNode;
  label: string;
  isLoading: boolean;
  children: ReactNode;
}) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', py: 1.5 }}>
      <Box aria-hidden sx={{ color: 'primary.main', mt: 0.25 }}>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        {isLoading ? (
          <Skeleton width={200} />
        ) : (
          <Box sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{children}</Box>
        )}
      </Box>
    </Box>
  );
}

const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

/** /contact (admin §2.13): how to reach Nivaas, from the admin's settings, and a message form. */
export default function ContactPage() {
  usePageTitle(
    'Contact Us',
    'Call, email or write to Nivaas support. We reply to every message within 24 hours.',
  );
  const { details, isLoading } = useContactDetails();

  return (
    <>
      <InfoPageHero
        eyebrow="Contact"
        title="We are here to help"
        subtitle="Questions about a listing, a visit, your account or documents? Write to us and a person from our support team, not a bot, will reply within 24 hours."
      />
      <PageContainer spacing="lg">
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 3, md: 4 },
            gridTemplateColumns: { xs: '1fr', md: '380px minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          <Card variant="outlined" sx={{ boxShadow: 'none' }} component="section" aria-labelledby="reach-us">
            <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
              <Typography id="reach-us" variant="h3" component="h2" gutterBottom>
                Reach us
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                <ContactItem icon={<PhoneOutlined />} label="Phone" isLoading={isLoading}>
                  <Link
                    href={telHref(details.supportPhone)}
                    sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
                  >
                    {details.supportPhone}
                  </Link>
                </ContactItem>
                <ContactItem icon={<EmailOutlined />} label="Email" isLoading={isLoading}>
                  <Link
                    href={`mailto:${details.supportEmail}`}
                    sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
                  >
                    {details.supportEmail}
                  </Link>
                </ContactItem>
                <ContactItem icon={<LocationOnOutlined />} label="Office" isLoading={isLoading}>
                  <Box component="address" sx={{ fontStyle: 'normal' }}>
                    {details.officeAddress}
                  </Box>
                </ContactItem>
                <ContactItem icon={<AccessTimeOutlined />} label="Hours" isLoading={isLoading}>
                  {details.officeHours}
                </ContactItem>
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                Reporting a suspicious listing or a request for money before a visit? Mark it
                &lsquo;Urgent&rsquo; in the subject. Read how we keep you safe on{' '}
                <Link component={RouterLink} to={paths.trust} underline="always">
                  Trust and Safety
                </Link>
                .
              </Typography>
            </CardContent>
          </Card>
          <Card
            variant="outlined"
            sx={{ boxShadow: 'none' }}
            component="section"
            aria-labelledby="write-to-us"
          >
            <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
              <Typography id="write-to-us" variant="h3" component="h2" gutterBottom>
                Send us a message
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 3 }}>
                Include the listing link or property ID if your message is about a property. Quick answers to
                common questions are in the{' '}
                <Link component={RouterLink} to={paths.help} underline="always">
                  Help Center
                </Link>
                .
              </Typography>
              <ContactForm />
            </CardContent>
          </Card>
        </Box>
      </PageContainer>
    </>
  );
}
