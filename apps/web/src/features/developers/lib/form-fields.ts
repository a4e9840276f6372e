import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { FieldPath } from 'react-hook-form';
import type { TDeveloperFormValues, TRowListName } from './form-values';

/** How an input reads its value: the keyboard, the browser hints and the box it gets. */
export type TFieldKind = 'text' | 'long' | 'url' | 'email' | 'tel' | 'year' | 'count';

/** The texts of the form's sections, said by the page's translator. */
type TMsg = MessageDescriptor;
/** A field's label: a message, or a brand written the same in every language ('Facebook'). */
export type TLabel = TMsg | string;

/** A label in the page's language. */
export const sayLabel = (i18n: { _: (d: TMsg) => string }, label: TLabel): string =>
  typeof label === 'string' ? label : i18n._(label);

export type TFieldSpec = {
  name: FieldPath<TDeveloperFormValues>;
  label: TLabel;
  kind?: TFieldKind;
  isRequired?: boolean;
  hint?: TMsg;
  /** Takes the whole row of a two-column section. */
  isWide?: boolean;
};

export type TFieldsSectionSpec = {
  id: string;
  title: TMsg;
  hint?: TMsg;
  columns?: 2 | 3;
  fields: TFieldSpec[];
};

const url = (name: FieldPath<TDeveloperFormValues>, label: TLabel): TFieldSpec => ({
  name,
  label,
  kind: 'url',
});

/** The sections of plain fields (spec §2.10), in the order of the form. */
export const FIELD_SECTIONS = {
  basic: {
    id: 'basic-information',
    title: msg`Basic Information`,
    fields: [
      { name: 'name', label: msg`Developer name`, isRequired: true, isWide: true },
      { name: 'description', label: msg`Description`, kind: 'long', isRequired: true, isWide: true },
      { ...url('website', msg`Website`), hint: msg`The full address, starting with https://` },
      { name: 'foundedYear', label: msg`Founded year`, kind: 'year', hint: msg`For example 1995` },
    ],
  },
  headquarters: {
    id: 'headquarters',
    title: msg`Headquarters`,
    columns: 3,
    fields: [
      { name: 'headquarters.city', label: msg`City`, isRequired: true },
      { name: 'headquarters.state', label: msg`State`, isRequired: true },
      { name: 'headquarters.country', label: msg`Country` },
    ],
  },
  projects: {
    id: 'projects',
    title: msg`Projects`,
    hint: msg`How many projects the builder has completed, is building and has planned.`,
    columns: 3,
    fields: [
      { name: 'completedProjects', label: msg`Completed projects`, kind: 'count' },
      { name: 'ongoingProjects', label: msg`Ongoing projects`, kind: 'count' },
      { name: 'upcomingProjects', label: msg`Upcoming projects`, kind: 'count' },
    ],
  },
  contact: {
    id: 'contact-information',
    title: msg`Contact Information`,
    fields: [
      { name: 'contact.email', label: msg`Email`, kind: 'email' },
      { name: 'contact.phone', label: msg`Phone`, kind: 'tel' },
    ],
  },
  social: {
    id: 'social-media',
    title: msg`Social Media`,
    hint: msg`Full links to the builder’s pages, starting with https://`,
    fields: [
      url('socialMedia.facebook', 'Facebook'),
      url('socialMedia.twitter', 'Twitter'),
      url('socialMedia.linkedin', 'LinkedIn'),
      url('socialMedia.instagram', 'Instagram'),
    ],
  },
} satisfies Record<string, TFieldsSectionSpec>;

export type TRowFieldSpec = { key: string; label: TMsg; kind?: TFieldKind };

export type TRowsSectionSpec = {
  id: string;
  title: TMsg;
  hint: TMsg;
  /** A row's name ('Team member {n}'), its buttons and what is announced when one goes. */
  row: TMsg;
  add: TMsg;
  remove: TMsg;
  removed: TMsg;
  fields: TRowFieldSpec[];
};

/** The repeatable rows (spec §2.10); a row with every field empty is not saved (§5). */
export const ROW_SECTIONS: Record<TRowListName, TRowsSectionSpec> = {
  flagshipProjects: {
    id: 'flagship-projects',
    title: msg`Flagship Projects`,
    hint: msg`The projects the builder is best known for.`,
    row: msg({ message: 'Flagship project {n}' }),
    add: msg`Add flagship project`,
    remove: msg({ message: 'Remove flagship project {n}' }),
    removed: msg({ message: 'Flagship project {n} removed' }),
    fields: [
      { key: 'name', label: msg`Project name` },
      { key: 'description', label: msg`Description`, kind: 'long' },
    ],
  },
  team: {
    id: 'team-members',
    title: msg`Team Members`,
    hint: msg`Key people, in the order they should appear.`,
    row: msg({ message: 'Team member {n}' }),
    add: msg`Add team member`,
    remove: msg({ message: 'Remove team member {n}' }),
    removed: msg({ message: 'Team member {n} removed' }),
    fields: [
      { key: 'name', label: msg`Name` },
      { key: 'designation', label: msg`Designation` },
    ],
  },
  specializations: {
    id: 'specializations',
    title: msg`Specializations`,
    hint: msg`What the builder does, such as residential towers, villas or commercial spaces.`,
    row: msg({ message: 'Specialization {n}' }),
    add: msg`Add specialization`,
    remove: msg({ message: 'Remove specialization {n}' }),
    removed: msg({ message: 'Specialization {n} removed' }),
    fields: [
      { key: 'name', label: msg`Specialization` },
      { key: 'description', label: msg`Description`, kind: 'long' },
    ],
  },
  awards: {
    id: 'awards',
    title: msg`Awards and Recognitions`,
    hint: msg`Awards the builder has won, with the year.`,
    row: msg({ message: 'Award {n}' }),
    add: msg`Add award`,
    remove: msg({ message: 'Remove award {n}' }),
    removed: msg({ message: 'Award {n} removed' }),
    fields: [
      { key: 'name', label: msg`Award name` },
      { key: 'year', label: msg`Year`, kind: 'year' },
      { key: 'category', label: msg`Category` },
    ],
  },
};
