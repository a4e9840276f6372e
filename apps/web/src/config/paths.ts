/** Every route path of the route table (admin §2.1), in one place. */
export const paths = {
  home: '/',
  login: '/login',
  loginWithMobile: '/login/mobile',
  register: '/register',
  forgotPassword: '/forgot-password',
  /** The page a reset email's link opens (`?token=`); the API's password-reset.ts names it too. */
  resetPassword: '/reset-password',
  /** The page a confirmation email's link opens (`?token=`). */
  confirmEmail: '/confirm-email',
  /** The page a weekly reminder's one-click link opens (`?token=`): confirms a listing is available. */
  confirmListing: '/confirm-listing',
  /** The page an alert email's unsubscribe link opens (`?token=`); the API's unsubscribe-link.ts names it too. */
  unsubscribe: '/unsubscribe',
  properties: '/properties',
  property: (id: string) => `/properties/${id}`,
  editProperty: (id: string) => `/properties/${id}/edit`,
  addProperty: '/add-property',
  profile: '/profile',
  about: '/about',
  contact: '/contact',
  help: '/help',
  privacy: '/privacy-policy',
  /** What is kept about a person and why, and the grievance contact (DPDP Act 2023). */
  privacyNotice: '/privacy-notice',
  terms: '/terms',
  career: '/career',
  trust: '/trust',
  howWeWork: '/how-we-work',
  lawyer: '/lawyer-consultancy',
  movers: '/packers-and-movers',
  interiorDesign: '/interior-design',
  emiCalculator: '/emi-calculator',
  developers: '/developers',
  /** Up to 4 listings side by side (`?ids=a,b`), for anyone with the link. */
  compare: '/compare',
  /** A user's favourites shared read-only. */
  sharedShortlist: (token: string) => `/shortlist/${token}`,
  developer: (id: string) => `/developers/${id}`,
  addDeveloper: '/developers/add',
  editDeveloper: (id: string) => `/developers/${id}/edit`,
  admin: '/admin',
  adminUsers: '/admin/users',
  adminAgents: '/admin/agents',
  adminProperties: '/admin/properties',
  adminProperty: (id: string) => `/admin/properties/${id}`,
  adminContacts: '/admin/contacts',
  adminEnquiries: '/admin/enquiries',
  adminSettings: '/admin/settings',
  /** Moderation: the reports queue, and listings whose photo matches another agent's. */
  adminModeration: '/admin/moderation',
  adminDuplicatePhotos: '/admin/moderation/duplicates',
  adminNewAgent: '/admin/users/new-agent',
  adminEditUser: (id: string) => `/admin/users/${id}/edit`,
} as const;
