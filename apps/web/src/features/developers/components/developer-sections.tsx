import { useLingui } from '@lingui/react/macro';
import type { TDeveloper } from '@nivaas/shared/developer';
import type { ReactNode } from 'react';
import { TabSection } from '../../../components/tab-section';
import { descriptionText } from '../lib/developer-display';
import { developerSectionDomId, type TDeveloperSectionId } from '../lib/developer-sections';
import { DeveloperContact } from './developer-contact';
import { DeveloperListings } from './developer-listings';
import styles from './developer-sections.module.css';
import { TeamPhoto } from './team-photo';

function Section({ id, title, children }: { id: TDeveloperSectionId; title: string; children: ReactNode }) {
  return (
    <TabSection domId={developerSectionDomId(id)} title={title}>
      {children}
    </TabSection>
  );
}

function Muted({ children }: { children: ReactNode }) {
  return <p className={styles.muted}>{children}</p>;
}

/** Named rows with a description (flagship projects, specializations), as a list of tiles. */
function NamedTiles({
  label,
  rows,
}: {
  label: string;
  rows: readonly { name: string; description: string }[];
}) {
  const { t } = useLingui();
  const untitled = t`Untitled`;
  return (
    <ul aria-label={label} className={styles.tiles}>
      {rows.map((row) => (
        <li key={`${row.name}-${row.description}`} className={styles.tile}>
          <h3 className={styles.tileTitle}>{row.name || untitled}</h3>
          {row.description && <p className={styles.tileText}>{row.description}</p>}
        </li>
      ))}
    </ul>
  );
}

export function OverviewSection({ developer }: { developer: TDeveloper }) {
  const { t, i18n } = useLingui();
  return (
    <Section id="overview" title={t`Overview`}>
      <p className={styles.overview}>{descriptionText(developer.description, i18n)}</p>
    </Section>
  );
}

export function ProjectsSection({ developer }: { developer: TDeveloper }) {
  const { t } = useLingui();
  return (
    <Section id="projects" title={t`Projects`}>
      <h3 className={styles.subheading}>{t`Flagship projects`}</h3>
      {developer.flagshipProjects.length ? (
        <NamedTiles label={t`Flagship projects`} rows={developer.flagshipProjects} />
      ) : (
        <Muted>{t`No flagship projects have been listed yet.`}</Muted>
      )}
      <DeveloperListings developer={developer} />
    </Section>
  );
}

export function TeamSection({ developer }: { developer: TDeveloper }) {
  const { t } = useLingui();
  const team = developer.team.filter((m) => m.name.trim() || m.designation.trim());
  return (
    <Section id="team" title={t`Key team members`}>
      {team.length ? (
        <ul aria-label={t`Team`} className={styles.team}>
          {team.map((member) => (
            <li key={`${member.name}-${member.designation}`} className={styles.member}>
              <TeamPhoto name={member.name} image={member.image} />
              <h3 className={styles.tileTitle}>{member.name || t`Team member`}</h3>
              <p className={styles.tileText}>{member.designation}</p>
            </li>
          ))}
        </ul>
      ) : (
        <Muted>{t`No team members have been listed yet.`}</Muted>
      )}
    </Section>
  );
}

export function SpecializationsSection({ developer }: { developer: TDeveloper }) {
  const { t } = useLingui();
  return (
    <Section id="specializations" title={t`Specializations`}>
      {developer.specializations.length ? (
        <NamedTiles label={t`Specializations`} rows={developer.specializations} />
      ) : (
        <Muted>{t`No specializations have been listed yet.`}</Muted>
      )}
    </Section>
  );
}

export function ContactSection({ developer }: { developer: TDeveloper }) {
  const { t } = useLingui();
  return (
    <Section id="contact" title={t`Contact`}>
      <DeveloperContact developer={developer} />
    </Section>
  );
}
