import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { PageContainer } from '../../../components/page-container';
import { visuallyHiddenSx } from '../../../components/visually-hidden';

/** The coloured band at the top of an information page, with its one h1. */
export function InfoPageHero({
  eyebrow,
  title,
  subtitle,
  children,
}: {
  eyebrow?: string;
  title: string;
  subtitle?: ReactNode;
  /** Calls to action under the subtitle. */
  children?: ReactNode;
}) {
  return (
    <Box
      component="header"
      sx={(theme) => ({
        background: `linear-gradient(135deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 100%)`,
        color: 'primary.contrastText',
        py: { xs: 5, md: 8 },
      })}
    >
      <PageContainer>
        {eyebrow && (
          <Typography component="p" variant="overline" sx={{ letterSpacing: '0.08em', fontWeight: 600 }}>
            {eyebrow}
          </Typography>
        )}
        <Typography variant="h1" sx={{ fontSize: { xs: 30, sm: 40 }, maxWidth: 860 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography component="div" sx={{ mt: 2, fontSize: { xs: 16, sm: 18 }, maxWidth: 760 }}>
            {subtitle}
          </Typography>
        )}
        {children && <Box sx={{ mt: 3, display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>{children}</Box>}
      </PageContainer>
    </Box>
  );
}

/** A titled band of an information page; `tinted` alternates the section background. */
export function InfoSection({
  title,
  intro,
  tinted = false,
  id,
  children,
}: {
  title: string;
  intro?: ReactNode;
  tinted?: boolean;
  id?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      sx={{ py: { xs: 5, md: 8 }, bgcolor: tinted ? 'grey.50' : undefined, scrollMarginTop: 72 }}
    >
      <PageContainer>
        <Typography id={headingId} variant="h2" sx={{ fontSize: { xs: 24, sm: 32 } }} gutterBottom>
          {title}
        </Typography>
        {intro && (
          <Typography component="div" color="text.secondary" sx={{ maxWidth: 760, mb: 4 }}>
            {intro}
          </Typography>
        )}
        {children}
      </PageContainer>
    </Box>
  );
}

/** Cards in a grid: one column on phones, two on tablets, `columns` on desktops. */
export function CardGrid({ columns = 4, children }: { columns?: 2 | 3 | 4; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: `repeat(${columns}, minmax(0, 1fr))`,
        },
      }}
    >
      {children}
    </Box>
  );
}

/** A card with an icon in a tinted circle, a title and a few lines of text. */
export function IconCard({
  icon,
  title,
  children,
  footer,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Card
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', boxShadow: 'none' }}
    >
      <CardContent sx={{ p: 3, flex: 1 }}>
        <Box
          aria-hidden
          sx={{
            width: 48,
            height: 48,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'grey.50',
            color: 'primary.main',
            border: 1,
            borderColor: 'divider',
            mb: 2,
          }}
        >
          {icon}
        </Box>
        <Typography variant="h4" component="h3" gutterBottom>
          {title}
        </Typography>
        <Typography component="div" color="text.secondary" sx={{ '& p': { m: 0 } }}>
          {children}
        </Typography>
      </CardContent>
      {footer && <Box sx={{ px: 3, pb: 3 }}>{footer}</Box>}
    </Card>
  );
}

/** Numbered steps: stacked on phones, side by side on desktops. */
export function StepList({ steps }: { steps: readonly { title: string; text: ReactNode }[] }) {
  return (
    <Box
      component="ol"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: { xs: '1fr', md: `repeat(${steps.length}, minmax(0, 1fr))` },
      }}
    >
      {steps.map((step, index) => (
        <Box
          component="li"
          key={step.title}
          sx={{
            display: 'flex',
            flexDirection: { xs: 'row', md: 'column' },
            gap: 2,
            alignItems: 'flex-start',
          }}
        >
          <Box
            aria-hidden
            sx={{
              flexShrink: 0,
              width: 44,
              height: 44,
              borderRadius: '50%',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              display: 'grid',
              placeItems: 'center',
              fontWeight: 700,
              fontSize: 18,
            }}
          >
            {index + 1}
          </Box>
          <Box>
            <Typography variant="h4" component="h3" gutterBottom>
              <Box component="span" sx={visuallyHiddenSx}>
                Step {index + 1}:{' '}
              </Box>
              {step.title}
            </Typography>
            <Typography component="div" color="text.secondary">
              {step.text}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
