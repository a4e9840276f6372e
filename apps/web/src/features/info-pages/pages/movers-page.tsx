import CheckOutlined from '@mui/icons-material/CheckOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatInr } from '@nivaas/shared/format-price';
import { useRef, useState } from 'react';
import { usePageTitle } from '../../../lib/use-page-title';
import { CardGrid, InfoPageHero, InfoSection, StepList } from '../components/info-layout';
import { MoversRequestForm, PLAN_LABELS, type TMoversPlan } from '../components/movers-request-form';
import { NoticeDialog } from '../components/notice-dialog';

const PLANS: { id: TMoversPlan; price: number; isBestValue?: boolean; for: string; includes: string[] }[] = [
  {
    id: 'basic',
    price: 5_000,
    for: '1 RK or 1 BHK, within the city',
    includes: [
      'Loading, transport and unloading',
      'Standard packing material',
      'One truck with driver and two helpers',
    ],
  },
  {
    id: 'standard',
    price: 10_000,
    isBestValue: true,
    for: '2 BHK, within the city',
    includes: [
      'Everything in Basic',
      'Bubble wrap and cartons for kitchen and fragile items',
      'Dismantling and refitting of beds and wardrobes',
      'Transit insurance up to ₹ 2 lakh',
    ],
  },
  {
    id: 'premium',
    price: 18_000,
    for: '3 BHK or larger, within the city',
    includes: [
      'Everything in Standard',
      'Unpacking and arranging at the new home',
      'TV, AC and washing machine uninstall and reinstall',
      'Transit insurance up to ₹ 5 lakh',
    ],
  },
];

/** /packers-and-movers (admin §2.13): 'coming soon' on open, three plans, and the movers request form. */
export default function MoversPage() {
  usePageTitle(
    'Packers and Movers',
    'Verified packers and movers at fixed prices: Basic ₹ 5,000, Standard ₹ 10,000, Premium ₹ 18,000.',
  );
  const [isNoticeOpen, setNoticeOpen] = useState(true);
  const [plan, setPlan] = useState<TMoversPlan | null>(null);
  const formRef = useRef<HTMLDivElement>(null);

  const choose = (id: TMoversPlan) => {
    setPlan(id);
    const section = formRef.current;
    if (!section) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    section.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
  };

  return (
    <>
      <NoticeDialog
        open={isNoticeOpen}
        onClose={() => setNoticeOpen(false)}
        title="Packers and Movers is coming soon"
      >
        <p>
          We are signing up verified movers city by city. Leave your moving details on this page and we will
          send you quotes as soon as the service opens in your city.
        </p>
      </NoticeDialog>

      <InfoPageHero
        eyebrow="Packers and Movers"
        title="Move home without the haggling"
        subtitle="Verified movers, fixed prices agreed before the truck arrives, and insurance on the way. No surprise charges for stairs or packing."
      />

      <InfoSection
        title="Plans"
        intro="Prices include GST for moves within one city. Moving to another city? Ask for a quote below."
      >
        <CardGrid columns={3}>
          {PLANS.map((p) => (
            <Card
              key={p.id}
              variant="outlined"
              sx={{
                boxShadow: 'none',
                height: '100%',
                display: 'flex',
                flexDirection: 'column',
                borderColor: p.isBestValue ? 'secondary.main' : 'divider',
                borderWidth: p.isBestValue ? 2 : 1,
              }}
            >
              <CardContent sx={{ p: 3, flex: 1 }}>
                <Box
                  sx={{
                    display: 'flex',
                    justifyContent: 'space-between',
                    alignItems: 'center',
                    gap: 1,
                    mb: 1,
                  }}
                >
                  <Typography variant="h3" component="h3">
                    {PLAN_LABELS[p.id]}
                  </Typography>
                  {p.isBestValue && <Chip label="Best value" color="secondary" size="small" />}
                </Box>
                <Typography sx={{ fontSize: 32, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
                  {formatInr(p.price)}
                </Typography>
                <Typography color="text.secondary" sx={{ mb: 2 }}>
                  {p.for}
                </Typography>
                <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
                  {p.includes.map((item) => (
                    <Box component="li" key={item} sx={{ display: 'flex', gap: 1, color: 'text.secondary' }}>
                      <CheckOutlined fontSize="small" color="success" aria-hidden sx={{ mt: 0.25 }} />
                      {item}
                    </Box>
                  ))}
                </Box>
              </CardContent>
              <Box sx={{ px: 3, pb: 3 }}>
                <Button
                  fullWidth
                  variant={p.isBestValue ? 'contained' : 'outlined'}
                  onClick={() => choose(p.id)}
                  sx={{ minHeight: 44 }}
                >
                  Choose {PLAN_LABELS[p.id]}
                </Button>
              </Box>
            </Card>
          ))}
        </CardGrid>
      </InfoSection>

      <InfoSection title="How it works" tinted>
        <StepList
          steps={[
            { title: 'Tell us about the move', text: 'Cities, date, home size and the plan you like.' },
            {
              title: 'Get a fixed quote',
              text: 'A verified mover surveys by video call and confirms the price in writing.',
            },
            {
              title: 'Move day',
              text: 'Packing, loading and delivery as agreed. Pay the mover only after delivery.',
            },
          ]}
        />
      </InfoSection>

      <Box ref={formRef} sx={{ scrollMarginTop: 72 }}>
        <InfoSection title="Request a move" intro="We will confirm by phone and email within 24 hours.">
          <Card variant="outlined" sx={{ boxShadow: 'none', maxWidth: 900 }}>
            <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
              <MoversRequestForm plan={plan} />
            </CardContent>
          </Card>
        </InfoSection>
      </Box>
    </>
  );
}
