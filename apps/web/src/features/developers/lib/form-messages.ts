import { msg } from '@lingui/core/macro';

/** The Add / Edit Developer texts of admin spec §8 and the notices around the form (said by the page's translator). */
export const DEVELOPER_FORM_MSG = {
  added: msg`Developer added successfully!`,
  addFailed: msg`Failed to add developer`,
  updated: msg`Developer updated successfully!`,
  updateFailed: msg`Failed to update developer`,
  logoUpdated: msg`Logo updated successfully!`,
  logoFailed: msg`Failed to upload logo`,
  adminsOnly: msg`Only admins can add or edit builders`,
} as const;
