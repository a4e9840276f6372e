import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import FamilyRestroomOutlined from '@mui/icons-material/FamilyRestroomOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import HomeWorkOutlined from '@mui/icons-material/HomeWorkOutlined';
import ManageSearchOutlined from '@mui/icons-material/ManageSearchOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { usePageTitle } from '../../../lib/use-page-title';
import { ContactSupportLink } from '../components/contact-support-link';
import { CardGrid, IconCard, InfoPageHero, InfoSection, StepList } from '../components/info-layout';
import { LawyerApplicationDialog } from '../components/lawyer-application-dialog';
import { NoticeDialog } from '../components/notice-dialog';

const SERVICES = [
  {
    icon: <ManageSearchOutlined />,
    title: 'Title search',
    text: 'A search of land and sub-registrar records for 30 years, with a written title report on whether the seller can pass a clean title.',
  },
  {
    icon: <ArticleOutlined />,
    title: 'Agreements and sale deeds',
    text: 'Drafting and review of the agreement for sale, sale deed, and leave and licence or rent agreements, with stamp duty worked out.',
  },
  {
    icon: <ReceiptLongOutlined />,
    title: 'Document check',
    text: 'OC and CC, encumbrance certificate, khata or 7/12 extract, society NOC and the builder’s approvals, checked before you pay a token.',
  },
  {
    icon: <GavelOutlined />,
    title: 'RERA complaints',
    text: 'Delayed possession, changes to the approved plan or a refund the builder will not pay: complaints before your state RERA authority.',
  },
  {
    icon: <FamilyRestroomOutlined />,
    title: 'Inheritance and succession',
    text: 'Transmission of a flat after a death, legal heir and succession certificates, wills and family settlement deeds.',
  },
  {
    icon: <HomeWorkOutlined />,
    title: 'Tenancy disputes',
    text: 'Unpaid rent, a deposit not returned, or a tenant who will not leave: notices, mediation and, when needed, the rent court.',
  },
] as const;

/** /lawyer-consultancy (admin §2.13): 'coming soon' on open, the services, and the lawyer application form. */
export default function LawyerPage() {
  usePageTitle(
    'Legal Consultancy',
    'Property lawyers for title search, agreements, RERA complaints and tenancy, with a free 30-minute consultation.',
  );
  const [isNoticeOpen, setNoticeOpen] = useState(true);
  const [isApplyOpen, setApplyOpen] = useState(false);

  return (
    <>
      <NoticeDialog
        open={isNoticeOpen}
        onClose={() => setNoticeOpen(false)}
        title="Legal Consultancy is coming soon"
      >
        <p>
          We are onboarding property lawyers city by city and will open bookings shortly. Until then, our
          support team can point you to the right kind of help.
        </p>
        <p>Are you an advocate practising property law? Apply to join our panel from this page.</p>
      </NoticeDialog>

      <InfoPageHero
        eyebrow="Legal Consultancy"
        title="A property lawyer on your side, before you sign"
        subtitle={
          <>
            Verified advocates for title checks, agreements and disputes, at fixed fees. Your first{' '}
            <strong>30-minute legal consultation is free</strong>.
          </>
        }
      >
        <Button
          variant="contained"
          color="secondary"
          onClick={() => setApplyOpen(true)}
          sx={{ minHeight: 44 }}
        >
          Join as a lawyer
        </Button>
      </InfoPageHero>

      <InfoSection
        title="What our lawyers help with"
        intro="Fixed, written fees for each service, agreed before any work starts."
      >
        <CardGrid columns={3}>
          {SERVICES.map((s) => (
            <IconCard key={s.title} icon={s.icon} title={s.title}>
              {s.text}
            </IconCard>
          ))}
        </CardGrid>
      </InfoSection>

      <InfoSection title="How a consultation works" tinted>
        <StepList
          steps={[
            {
              title: 'Tell us the matter',
              text: 'Describe what you are buying, renting or disputing, and the city. Share documents if you have them.',
            },
            {
              title: 'Free 30-minute call',
              text: 'An advocate who practises in that city calls you, explains the risks and what needs to be done. No charge and no obligation.',
            },
            {
              title: 'Fixed-fee work',
              text: 'If you want the advocate to go ahead, you get a written quote. You pay the advocate directly, never Nivaas staff.',
            },
          ]}
        />
        <Box sx={{ mt: 4, display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography color="text.secondary">Need advice before we launch?</Typography>
          <ContactSupportLink />
        </Box>
      </InfoSection>

      <InfoSection title="For advocates">
        <Card variant="outlined" sx={{ boxShadow: 'none', maxWidth: 820 }}>
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography variant="h4" component="h3" gutterBottom>
              Join the Nivaas legal panel
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              We are looking for advocates enrolled with a State Bar Council, with at least three years of
              practice in conveyancing, RERA or rent matters. You set your fees; we send you clients who have
              already been through a free first consultation.
            </Typography>
            <Button variant="contained" onClick={() => setApplyOpen(true)} sx={{ minHeight: 44 }}>
              Apply to join
            </Button>
          </CardContent>
        </Card>
      </InfoSection>

      <LawyerApplicationDialog open={isApplyOpen} onClose={() => setApplyOpen(false)} />
    </>
  );
}
