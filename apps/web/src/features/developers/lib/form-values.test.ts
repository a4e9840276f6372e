import { describe, expect, it } from 'vitest';
import { validateDeveloperForm } from './form-errors';
import { storedDeveloper, TEAM_IMAGE } from './form-test-fixtures';
import { developerToFormValues, emptyDeveloperForm } from './form-values';

describe('developerToFormValues (the edit form’s prefill)', () => {
  it('shows numbers and missing values as text', () => {
    const values = developerToFormValues(storedDeveloper({ foundedYear: null }));
    expect(values).toMatchObject({
      name: 'Kolte Patil Developers',
      foundedYear: '',
      completedProjects: '45',
      upcomingProjects: '0',
      contact: { email: 'sales@koltepatil.example', phone: '' },
      socialMedia: { facebook: 'https://facebook.com/koltepatil', twitter: '' },
      awards: [{ name: 'Best Township', year: '2019', category: 'Real estate' }],
      team: [{ name: 'Rajesh Patil', designation: 'Chairman', image: TEAM_IMAGE }],
      logo: null,
      teamPhotos: [],
    });
  });

  it('gives an empty list one empty row to type into', () => {
    expect(developerToFormValues(storedDeveloper()).specializations).toEqual([{ name: '', description: '' }]);
    expect(emptyDeveloperForm().team).toEqual([{ name: '', designation: '', image: null }]);
  });

  it('saves back what it loaded, the team photo included', () => {
    const developer = storedDeveloper();
    const { data } = validateDeveloperForm(developerToFormValues(developer));
    expect(data).toMatchObject({
      name: developer.name,
      foundedYear: 1991,
      completedProjects: 45,
      headquarters: developer.headquarters,
      flagshipProjects: developer.flagshipProjects,
      team: [{ name: 'Rajesh Patil', designation: 'Chairman', image: TEAM_IMAGE }],
      specializations: [],
      awards: [{ name: 'Best Township', year: 2019, category: 'Real estate' }],
    });
  });
});
