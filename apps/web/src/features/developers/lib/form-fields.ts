import type { FieldPath } from 'react-hook-form';
import type { TDeveloperFormValues, TRowListName } from './form-values';

/** How an input reads its value: the keyboard, the browser hints and the box it gets. */
export type TFieldKind = 'text' | 'long' | 'url' | 'email' | 'tel' | 'year' | 'count';

export type TFieldSpec = {
  name: FieldPath<TDeveloperFormValues>;
  label: string;
  kind?: TFieldKind;
  isRequired?: boolean;
  hint?: string;
  /** Takes the whole row of a two-column section. */
  isWide?: boolean;
};

export type TFieldsSectionSpec = {
  id: string;
  title: string;
  hint?: string;
  columns?: 2 | 3;
  fields: TFieldSpec[];
};

const url = (name: FieldPath<TDeveloperFormValues>, label: string): TFieldSpec => ({
  name,
  label,
  kind: 'url',
});

/** The sections of plain fields (spec §2.10), in the order of the form. */
export const FIELD_SECTIONS = {
  basic: {
    id: 'basic-information',
    title: 'Basic Information',
    fields: [
      { name: 'name', label: 'Developer name', isRequired: true, isWide: true },
      { name: 'description', label: 'Description', kind: 'long', isRequired: true, isWide: true },
      { ...url('website', 'Website'), hint: 'The full address, starting with https://' },
      { name: 'foundedYear', label: 'Founded year', kind: 'year', hint: 'For example 1995' },
    ],
  },
  headquarters: {
    id: 'headquarters',
    title: 'Headquarters',
    columns: 3,
    fields: [
      { name: 'headquarters.city', label: 'City', isRequired: true },
      { name: 'headquarters.state', label: 'State', isRequired: true },
      { name: 'headquarters.country', label: 'Country' },
    ],
  },
  projects: {
    id: 'projects',
    title: 'Projects',
    hint: 'How many projects the builder has completed, is building and has planned.',
    columns: 3,
    fields: [
      { name: 'completedProjects', label: 'Completed projects', kind: 'count' },
      { name: 'ongoingProjects', label: 'Ongoing projects', kind: 'count' },
      { name: 'upcomingProjects', label: 'Upcoming projects', kind: 'count' },
    ],
  },
  contact: {
    id: 'contact-information',
    title: 'Contact Information',
    fields: [
      { name: 'contact.email', label: 'Email', kind: 'email' },
      { name: 'contact.phone', label: 'Phone', kind: 'tel' },
    ],
  },
  social: {
    id: 'social-media',
    title: 'Social Media',
    hint: 'Full links to the builder’s pages, starting with https://',
    fields: [
      url('socialMedia.facebook', 'Facebook'),
      url('socialMedia.twitter', 'Twitter'),
      url('socialMedia.linkedin', 'LinkedIn'),
      url('socialMedia.instagram', 'Instagram'),
    ],
  },
} satisfies Record<string, TFieldsSectionSpec>;

export type TRowFieldSpec = { key: string; label: string; kind?: TFieldKind };

export type TRowsSectionSpec = {
  id: string;
  title: string;
  hint: string;
  /** One row, in sentence case: 'team member' gives 'Team member 2' and 'Remove team member 2'. */
  noun: string;
  fields: TRowFieldSpec[];
};

/** The repeatable rows (spec §2.10); a row with every field empty is not saved (§5). */
export const ROW_SECTIONS: Record<TRowListName, TRowsSectionSpec> = {
  flagshipProjects: {
    id: 'flagship-projects',
    title: 'Flagship Projects',
    hint: 'The projects the builder is best known for.',
    noun: 'flagship project',
    fields: [
      { key: 'name', label: 'Project name' },
      { key: 'description', label: 'Description', kind: 'long' },
    ],
  },
  team: {
    id: 'team-members',
    title: 'Team Members',
    hint: 'Key people, in the order they should appear.',
    noun: 'team member',
    fields: [
      { key: 'name', label: 'Name' },
      { key: 'designation', label: 'Designation' },
    ],
  },
  specializations: {
    id: 'specializations',
    title: 'Specializations',
    hint: 'What the builder does, such as residential towers, villas or commercial spaces.',
    noun: 'specialization',
    fields: [
      { key: 'name', label: 'Specialization' },
      { key: 'description', label: 'Description', kind: 'long' },
    ],
  },
  awards: {
    id: 'awards',
    title: 'Awards and Recognitions',
    hint: 'Awards the builder has won, with the year.',
    noun: 'award',
    fields: [
      { key: 'name', label: 'Award name' },
      { key: 'year', label: 'Year', kind: 'year' },
      { key: 'category', label: 'Category' },
    ],
  },
};
