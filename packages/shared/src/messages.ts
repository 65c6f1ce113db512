/** User-facing texts the spec quotes; both sides use these exact words. */
export const MESSAGES = {
  genericError:
    'An error occured while completing your request. Please try again in a moment or contact the support if the problem persists.',
  /** Issue 17: the database cannot be reached; the answer is a 503 with `Retry-After`. */
  databaseUnavailable:
    'The database cannot be reached at the moment, so nothing was read or saved. Please try again in a few seconds.',
  /** Issue 17: the SMTP server refused the message or could not be reached while a match was sent (502). */
  mailNotSent:
    'The mail server could not be reached or refused the message, so nothing was sent. Please try again later.',
  /** Issue 17: S3 (STORAGE=s3) could not be reached; the answer is a 503 with `Retry-After`. */
  fileStorageUnavailable:
    'The file storage cannot be reached at the moment, so nothing was read or saved. Please try again in a few seconds.',
  /** Issue 17: an upload or an .eml could not be written for lack of space; the answer is a 507. */
  diskFull: "The server's disk is full, so nothing was saved. Please tell your administrator.",
  invalidCredentials: 'The e-mail address or password is incorrect.',
  tenantSave: 'Could not submit the sport profile',
  profileSave: 'Could not update your profile',
  postSave: 'Could not submit the post',
  clubSave: 'Could not submit the club',
  /** Spec 2, section 8: the team form's failure text is the sport profile's. */
  teamSave: 'Could not submit the sport profile',
  transferSave: 'Could not submit transfer info',
  currencySave: 'Could not submit the currency',
  contactSave: 'Could not submit the contact',
  noUserId: 'Can not identify current user',
  unauthorized: 'Unauthorized',
  cannotDecodeToken: 'Cannot decode the token.',
  deletedRecord: '[Deleted record]',
  deletedRecordHint: 'This option has been removed from the database',
  confirmTitle: 'Confirm your action',
  confirmBody: 'Please confirm your action by clicking Delete.',
  fileTooLarge: 'The file is too large. The maximum size is 5 MB.',
  fileTypeNotAllowed: 'Only PNG, JPEG, WebP and GIF images are allowed.',
  xsrfMismatch: 'The request could not be verified. Reload the page and try again.',
  notFound: 'The requested resource was not found.',
  forbidden: 'You do not have permission to do this.',
  authRequired: 'You need to sign in to do this.',
  sessionExpired: 'Your session has ended. Please sign in again.',
  forgotPasswordSuccess:
    'We received your request. If your email address is registered, you will receive a letter with password reset instructions. Please also check the spam folder.',
  passwordChanged: 'Your password has been successfully changed',
  resetLinkInvalid:
    'This password reset link is not valid or has already been used. Please request a new one.',
  resetLinkExpired: 'This password reset link has expired. Please request a new one.',
  wrongCurrentPassword: 'The current password is not correct.',
  passwordTooCommon: 'This password is too common; choose another',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  accountLocked:
    'This account is temporarily locked after too many failed sign-in attempts. Please try again later.',
  offlineQueued: 'A request has failed in offline mode and will be syncronized once online.',
  serviceWorkerUnsupported: 'Service workers are disabled or not supported by this browser',
  /** D31, single sign-on. */
  singleSignOnNotConfigured: 'Single sign-on is not configured.',
  singleSignOnUnavailable: 'The single sign-on provider cannot be reached. Please try again later.',
  singleSignOnExpired:
    'This single sign-on attempt has expired or was already used. Please start again from the sign-in page.',
  singleSignOnRefused: 'The provider did not confirm this sign-in.',
  singleSignOnNoAccount: 'No active account uses the e-mail address of this sign-in.',
  singleSignOnUnverified: 'The provider has not verified the e-mail address of this sign-in.',
  singleSignOnFailed:
    "Single sign-on failed. Use the Go back button, log out of the provider's services and try again.",
  /** D32, CRM sync. */
  crmNotConfigured:
    'The CRM is not configured. Set ACTIVECAMPAIGN_URL and ACTIVECAMPAIGN_API_KEY on the server.',
  crmSyncRunning: 'A CRM sync is already running.',
  /** Issue 26, item 13: a second no-need registration of a club for one transfer window (409). */
  noNeedTwice: 'This club has already registered no need for this transfer window.',
} as const;
