import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TDeveloper } from '@nivaas/shared/developer';
import type { ReactNode } from 'react';
import { TabSection } from '../../../components/tab-section';
import { descriptionText, initialsOf } from '../lib/developer-display';
import { developerSectionDomId, type TDeveloperSectionId } from '../lib/developer-sections';
import { DeveloperContact } from './developer-contact';
import { DeveloperListings } from './developer-listings';
import { gridListSx, TWO_COLUMNS } from './grid-list';

function Section({ id, title, children }: { id: TDeveloperSectionId; title: string; children: ReactNode }) {
  return (
    <TabSection domId={developerSectionDomId(id)} title={title}>
      {children}
    </TabSection>
  );
}

function Muted({ children }: { children: ReactNode }) {
  return <Typography color="text.secondary">{children}</Typography>;
}

/** Named rows with a description (flagship projects, specializations), as a list of tiles. */
function NamedTiles({
  label,
  rows,
}: {
  label: string;
  rows: readonly { name: string; description: string }[];
}) {
  return (
    <Box component="ul" aria-label={label} sx={gridListSx(TWO_COLUMNS)}>
      {rows.map((row) => (
        <Box
          component="li"
          key={`${row.name}-${row.description}`}
          sx={{ p: 2, borderRadius: 3, bgcolor: 'grey.50', border: 1, borderColor: 'divider', minWidth: 0 }}
        >
          <Typography variant="h5" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {row.name || 'Untitled'}
          </Typography>
          {row.description && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
              {row.description}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}

export function OverviewSection({ developer }: { developer: TDeveloper }) {
  return (
    <Section id="overview" title="Overview">
      <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {descriptionText(developer.description)}
      </Typography>
    </Section>
  );
}

export function ProjectsSection({ developer }: { developer: TDeveloper }) {
  return (
    <Section id="projects" title="Projects">
      <Typography variant="h4" component="h3" sx={{ mb: 1.5 }}>
        Flagship projects
      </Typography>
      {developer.flagshipProjects.length ? (
        <NamedTiles label="Flagship projects" rows={developer.flagshipProjects} />
      ) : (
        <Muted>No flagship projects have been listed yet.</Muted>
      )}
      <DeveloperListings developer={developer} />
    </Section>
  );
}

export function TeamSection({ developer }: { developer: TDeveloper }) {
  const team = developer.team.filter((m) => m.name.trim() || m.designation.trim());
  return (
    <Section id="team" title="Key team members">
      {team.length ? (
        <Box component="ul" aria-label="Team" sx={gridListSx({ xs: '1fr 1fr', sm: 'repeat(3, 1fr)' })}>
          {team.map((member) => (
            <Box
              component="li"
              key={`${member.name}-${member.designation}`}
              sx={{ textAlign: 'center', minWidth: 0 }}
            >
              <Avatar
                src={member.image?.variants?.small ?? member.image?.url}
                alt=""
                slotProps={{ img: { loading: 'lazy', width: 96, height: 96 } }}
                sx={{ width: 96, height: 96, mx: 'auto', mb: 1, bgcolor: 'primary.main', fontSize: 32 }}
              >
                <span aria-hidden>{initialsOf(member.name || '?')}</span>
              </Avatar>
              <Typography variant="h5" component="h3" sx={{ overflowWrap: 'anywhere' }}>
                {member.name || 'Team member'}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {member.designation}
              </Typography>
            </Box>
          ))}
        </Box>
      ) : (
        <Muted>No team members have been listed yet.</Muted>
      )}
    </Section>
  );
}

export function SpecializationsSection({ developer }: { developer: TDeveloper }) {
  return (
    <Section id="specializations" title="Specializations">
      {developer.specializations.length ? (
        <NamedTiles label="Specializations" rows={developer.specializations} />
      ) : (
        <Muted>No specializations have been listed yet.</Muted>
      )}
    </Section>
  );
}

export function ContactSection({ developer }: { developer: TDeveloper }) {
  return (
    <Section id="contact" title="Contact">
      <DeveloperContact developer={developer} />
    </Section>
  );
}
