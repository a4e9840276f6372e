import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageContainer } from '../../../components/page-container';

export type TLegalSection = { id: string; title: string; content: ReactNode };

/**
 * A long policy page: contents (sticky beside the text on desktops) and numbered sections with
 * anchors, set at a readable line length.
 */
export function LegalDocument({
  updated,
  intro,
  sections,
  footer,
}: {
  updated: string;
  intro: ReactNode;
  sections: readonly TLegalSection[];
  footer?: ReactNode;
}) {
  return (
    <PageContainer spacing="lg">
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 6 },
          gridTemplateColumns: { xs: '1fr', md: '260px minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box
          component="nav"
          aria-label="On this page"
          sx={{
            position: { md: 'sticky' },
            top: { md: 88 },
            border: 1,
            borderColor: 'divider',
            borderRadius: 3,
            p: 2,
          }}
        >
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            On this page
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
            {sections.map((s) => (
              <li key={s.id}>
                <Link href={`#${s.id}`} sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}>
                  {s.title}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
        <Box
          component="article"
          sx={{
            maxWidth: 760,
            '& p, & li': { color: 'text.secondary', lineHeight: 1.7 },
            '& p': { mt: 0, mb: 2 },
            '& ul': { mt: 0, mb: 2, pl: 3 },
            '& li': { mb: 1 },
            '& strong': { color: 'text.primary' },
          }}
        >
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Last updated: {updated}
          </Typography>
          <Box sx={{ mb: 4 }}>{intro}</Box>
          {sections.map((s, index) => (
            <Box
              component="section"
              key={s.id}
              id={s.id}
              aria-labelledby={`${s.id}-title`}
              sx={{ mb: 4, scrollMarginTop: 88 }}
            >
              <Typography id={`${s.id}-title`} variant="h3" component="h2" sx={{ mb: 1.5 }}>
                {index + 1}. {s.title}
              </Typography>
              {s.content}
            </Box>
          ))}
          {footer}
        </Box>
      </Box>
    </PageContainer>
  );
}
