/** User-facing sentences from the spec, verbatim. Spec 000 §5, §8 and spec 001 §5, §8. */
export const MESSAGES = {
  // spec 000 §5 Generate script
  topicRequired: 'Please enter a podcast topic.',
  hostRequired: 'Please enter a host name',
  hostRequiredHome: 'Please enter the host name.',
  guestRequired: 'Please enter a guest name',
  guestRequiredHome: 'Please enter the guest name.',
  // spec 000 §5 Generate audio
  hostVoiceRequired: 'Please select voice for host.',
  bothVoicesRequired: 'Please select voices for both speakers.',
  // spec 000 §5 RSS form
  rssFieldRequired: (label: string) => `Please fill in the ${label}.`,
  invalidEmail: 'Please enter a valid email address.',
  invalidWebsite: (host: string) => `Please enter a valid website URL (e.g., ${host}).`,
  // spec 000 §5 Publish
  episodeTitleRequired: 'Please enter an episode title.',
  episodeDescriptionRequired: 'Please enter a description.',
  episodeTitleTooLong: 'Title must be less than 200 characters.',
  episodeDescriptionTooLong: 'Description must be less than 4000 characters.',
  invalidUserId: 'Invalid user ID. Please log in again.',
  // spec 000 §5 Export
  exportPodcastRequired: 'Podcast ID is required for conversion.',
  exportFormatRequired: 'Please select a format.',
  // spec 000 §8
  alreadyGenerating: 'Podcast is already being generated. Please wait.',
  scriptFailed: 'Failed to generate script. Please try again.',
  createFailed: 'Failed to create podcast. Please try again.',
  stillWorking: 'Still working on it... This may take another minute. Thanks for your patience!',
  scriptLater:
    'It’s taking longer than expected. You’ll see the generated script in your Recent Podcasts within 5 minutes.',
  audioLater:
    'We’re still working on your audio — thanks for bearing with us! You’ll find it in Recent Podcasts within 5 minutes.',
  audioFailedRetry: 'Failed to generate audio. Please try again.',
  audioFailed: 'Audio generation failed',
  scriptUpdated: 'Script updated successfully!',
  scriptUpdateFailed: 'Failed to update script',
  scriptCopied: 'Script copied to clipboard!',
  copyFailed: 'Failed to copy.',
  saveToDownload: 'Save to download!',
  scriptGenerating: 'Generating… this may take 30 to 45 seconds.',
  audioGenerating: 'Generating… this may take about a minute to a minute and a half.',
  audioGenerated: 'Audio generated successfully!',
  scriptGenerated: 'Script generated successfully!',
  noAudioYet: "Looks like this podcast doesn't have audio yet. Try generating it to get started!",
  podcastsLoadFailed: "We couldn't load your podcasts. Please try again later or after generating a podcast.",
  deleteFailed: 'Failed to delete podcast',
  deleted: 'Podcast deleted successfully.',
  converting: 'Converting audio.',
  cannotDownload: 'Cannot download audio, Please contact support or try again later.',
  conversionFailed: 'Conversion failed. Please try again.',
  converted: 'Audio converted and downloaded successfully!',
  published: (platform: string) => `Successfully published to ${platform}`,
  publishFailed: (platform: string, message: string) => `Failed to publish to ${platform}: ${message}`,
  noPresignedUrl: 'No presigned URL returned from API.',
  noEpisodeData: 'Publishing failed - no episode data returned',
  rssFailed: (message: string) => `Failed to create RSS feed: ${message}`,
  noFeedUrl: 'No feed URL returned from server',
  httpError: (status: number) => `HTTP error! status: ${status}`,
  // Ours: a request that never reached the server (the spec has no sentence for it).
  networkUnavailable: 'We could not reach Podloom. Check your connection and try again.',
  noRecentPodcasts: 'No Recent Podcasts',
  loggedOut: 'Logged out successfully',
  // spec 001 §5 Sign-up
  firstNameRequired: 'First name is required.',
  lastNameRequired: 'Last name is required.',
  emailRequired: 'Email is required.',
  invalidPhone: (example: string) => `Please enter a valid phone number in international format (e.g., ${example})`,
  phoneRequired: 'Phone number is required',
  passwordRule:
    'Password must be at least 8 characters long and include uppercase letters, numbers, and special characters.',
  passwordMismatch: 'Passwords do not match!',
  confirmationCodeRequired: 'Confirmation code is required',
  nameEmpty: 'Name cannot be empty',
  /** Not in the spec, which names no limit: the profile keeps names to 200 characters. */
  nameTooLong: 'Name must be 200 characters or fewer.',
  /** Not in the spec, which names no limit: company details are kept to 120 characters each. */
  companyFieldTooLong: (field: string) => `${field} must be 120 characters or fewer.`,
  accountTypeUnknown: 'Choose Company or Individual.',
  countryUnknown: 'Choose a country from the list.',
  invalidEmailProfile: 'Invalid email address',
  invalidPhoneProfile: 'Invalid phone number',
  // spec 001 §5 Support form
  supportFixErrors: 'Please fix the errors below before submitting.',
  supportSubmitted: (id: string) => `Support ticket submitted successfully! Ticket ID: ${id}`,
  supportEmailInvalid: 'Please enter a valid email address',
  subjectTooShort: 'Subject must be at least 5 characters',
  subjectTooLong: 'Subject must be less than 100 characters',
  descriptionTooShort: 'Description must be at least 10 characters',
  descriptionTooLong: 'Description must be less than 1000 characters',
  screenshotNotImage: 'Please upload an image file',
  screenshotTooLarge: 'Screenshot must be less than 5MB',
  // spec 001 §4, §8 Session and accounts
  sessionExpired: 'Session expired. Please log in again.',
  tokenExpired: 'Token expired',
  signupFailed: 'Signup failed. Try again.',
  loginFailed: 'Login failed. Please try again.',
  userNotConfirmed: 'User is not confirmed. Please signup to confirm',
  verificationSuccess: 'Verification successful! Please log in to continue.',
  confirmFailed: 'Confirmation failed.',
  codeResent: 'A new confirmation code has been sent.',
  resendFailed: 'Failed to resend code.',
  resetCodeSent: 'Password reset code sent! Check your email.',
  resetCodeFailed: 'Failed to send reset code.',
  resetSuccess: 'Password reset successful! You can now log in with your new password.',
  resetFailed: 'Failed to reset password.',
  authError: 'Authentication was cancelled or failed. Please try again.',
  authMissingParams: 'Missing authentication parameters. Please try logging in again.',
  authInvalidGrant: 'Your login session has expired or is invalid. Please try logging in again.',
  authAlreadyExists: 'This account is already registered. Please log in instead.',
  authFailed: 'Authentication failed. Please try again.',
} as const;

/** Support form rules of spec 001 §5 and §9, shared by the browser and the server. */
export const SUPPORT_LIMITS = {
  nameMin: 2,
  subjectMin: 5,
  subjectMax: 100,
  descriptionMin: 10,
  descriptionMax: 1000,
  screenshotMaxBytes: 5 * 1024 * 1024,
} as const;
export const SUPPORT_ISSUE_TYPES = ['technical', 'feature', 'general', 'payment'] as const;
export const SUPPORT_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
