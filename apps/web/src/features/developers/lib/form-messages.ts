/** The Add / Edit Developer texts of admin spec §8 and the notices around the form. */
export const DEVELOPER_FORM_MSG = {
  added: 'Developer added successfully!',
  addFailed: 'Failed to add developer',
  updated: 'Developer updated successfully!',
  updateFailed: 'Failed to update developer',
  logoUpdated: 'Logo updated successfully!',
  logoFailed: 'Failed to upload logo',
  adminsOnly: 'Only admins can add or edit builders',
} as const;
