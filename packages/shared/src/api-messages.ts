import type { TLocale } from './locale';

/**
 * The messages the API can answer with (issue 19): each with a stable key, its English (word for
 * word the spec's, exactly what the server and the shared schemas write) and its Hindi (word for
 * word the web catalogs' translation of the same English, docs/glossary-hi.md). The server says
 * `message` and the field messages of `errors` in the language the request's Accept-Language
 * prefers, with their keys beside them (`messageKey`, `errorKeys`); a text not here stays English.
 *
 * No zod here: the web's first view may import this. `api-messages.test.ts` runs the schemas and
 * message lists and fails when one of their texts has no entry.
 */
export type TApiMessage = {
  readonly key: string;
  /** The English; `{name}` stands for a figure or a name the text carries ('{max}'). */
  readonly en: string;
  readonly hi: string;
};

/**
 * The listing form's number fields (property.ts `numberSchema`, `coordinate`): their English label,
 * as the schema writes it in a message, and their Hindi name.
 */
const LISTING_NUMBER_FIELDS = [
  { key: 'price', en: 'Price', hi: 'कीमत' },
  { key: 'bedrooms', en: 'Bedrooms', hi: 'बेडरूम', isWhole: true },
  { key: 'bathrooms', en: 'Bathrooms', hi: 'बाथरूम', isWhole: true },
  { key: 'area', en: 'Area', hi: 'एरिया' },
  { key: 'floorNumber', en: 'Floor number', hi: 'मंज़िल', isWhole: true },
  { key: 'ageOfProperty', en: 'Age of property', hi: 'प्रॉपर्टी की उम्र', isWhole: true },
  { key: 'projectArea', en: 'Project area', hi: 'प्रोजेक्ट का एरिया' },
  { key: 'totalUnits', en: 'Total units', hi: 'कुल यूनिट', isWhole: true },
  { key: 'latitude', en: 'Latitude', hi: 'अक्षांश', isCoordinate: true },
  { key: 'longitude', en: 'Longitude', hi: 'देशांतर', isCoordinate: true },
] as const;

/** What the schema can say of one number field: not a number, below 0, too big, not whole, out of range. */
function numberFieldMessages(field: {
  key: string;
  en: string;
  hi: string;
  isWhole?: boolean;
  isCoordinate?: boolean;
}): TApiMessage[] {
  const notNumber = {
    key: `${field.key}NotNumber`,
    en: `${field.en} must be a number`,
    hi: `${field.hi} के लिए सिर्फ़ अंक लिखें`,
  };
  if (field.isCoordinate) {
    return [
      notNumber,
      {
        key: `${field.key}OutOfRange`,
        en: `${field.en} is out of range`,
        hi: `${field.hi} सही सीमा में नहीं है`,
      },
    ];
  }
  return [
    notNumber,
    {
      key: `${field.key}Negative`,
      en: `${field.en} must be 0 or more`,
      hi: `${field.hi} के लिए 0 या उससे बड़ी संख्या लिखें`,
    },
    {
      key: `${field.key}TooBig`,
      en: `${field.en} must be at most {max}`,
      hi: `${field.hi} के लिए ज़्यादा से ज़्यादा {max} लिखें`,
    },
    ...(field.isWhole
      ? [
          {
            key: `${field.key}NotWhole`,
            en: `${field.en} must be a whole number`,
            hi: `${field.hi} के लिए पूरी संख्या लिखें`,
          },
        ]
      : []),
  ];
}

export const API_MESSAGES: readonly TApiMessage[] = [
  // The server's own (MSG, the error handler, AppError's defaults)
  { key: 'notAuthorized', en: 'Not authorized', hi: 'अनुमति नहीं है' },
  { key: 'invalidCredentials', en: 'Invalid email or password', hi: 'ईमेल या पासवर्ड ग़लत है' },
  { key: 'forbidden', en: 'You are not authorized to perform this action', hi: 'आपको यह करने की अनुमति नहीं है' },
  { key: 'deactivated', en: 'Account is deactivated', hi: 'खाता बंद कर दिया गया है' },
  {
    key: 'emailExists',
    en: 'An account with this email already exists',
    hi: 'इस ईमेल से पहले ही एक खाता बना हुआ है',
  },
  { key: 'validationFailed', en: 'Validation failed', hi: 'जानकारी सही नहीं है' },
  {
    key: 'tooManyRequests',
    en: 'Too many requests, please try again later',
    hi: 'बहुत ज़्यादा अनुरोध हुए, कृपया थोड़ी देर बाद कोशिश करें',
  },
  {
    key: 'serverError',
    en: 'Server error occurred. Please try again later.',
    hi: 'सर्वर में गड़बड़ी हुई। कृपया थोड़ी देर बाद कोशिश करें।',
  },
  {
    key: 'serverBusy',
    en: 'The server is busy. Please try again in a moment.',
    hi: 'सर्वर अभी व्यस्त है। कृपया थोड़ी देर में फिर कोशिश करें।',
  },
  { key: 'notFound', en: 'Resource not found', hi: 'जो माँगा गया वह नहीं मिला' },
  { key: 'routeNotFound', en: 'Route not found', hi: 'यह पता नहीं मिला' },
  { key: 'propertyNotFound', en: 'Property not found', hi: 'प्रॉपर्टी नहीं मिली' },
  { key: 'developerNotFound', en: 'Developer not found', hi: 'बिल्डर नहीं मिला' },
  { key: 'localityNotFound', en: 'Locality not found', hi: 'इलाक़ा नहीं मिला' },
  { key: 'userNotFound', en: 'User not found', hi: 'यूज़र नहीं मिला' },
  { key: 'contactNotFound', en: 'Contact request not found', hi: 'संपर्क का अनुरोध नहीं मिला' },
  { key: 'enquiryNotFound', en: 'Enquiry not found', hi: 'पूछताछ नहीं मिली' },
  { key: 'malformedJson', en: 'Malformed JSON in request body', hi: 'अनुरोध का JSON सही नहीं है' },
  {
    key: 'passwordTooCommon',
    en: 'This password is too common. Please choose another.',
    hi: 'यह पासवर्ड बहुत आम है। कृपया कोई दूसरा चुनें।',
  },
  { key: 'badRequest', en: 'Bad request', hi: 'अनुरोध सही नहीं है' },
  { key: 'requestTooLarge', en: 'Request is too large', hi: 'अनुरोध बहुत बड़ा है' },
  { key: 'bodyTooLarge', en: 'Request body is too large', hi: 'अनुरोध बहुत बड़ा है' },
  { key: 'bodyNotObject', en: 'The body must be a JSON object', hi: 'अनुरोध का JSON एक ऑब्जेक्ट होना चाहिए' },
  {
    key: 'invalidParameter',
    en: "Invalid value for parameter '{name}'",
    hi: "पैरामीटर '{name}' की वैल्यू सही नहीं है",
  },
  // The client's transport catalogue (MSG, public-site §8)
  {
    key: 'networkError',
    en: 'Network Error: Please check your internet connection',
    hi: 'नेटवर्क की गड़बड़ी: कृपया अपना इंटरनेट कनेक्शन जाँचें',
  },
  {
    key: 'sessionExpired',
    en: 'Session expired. Please login again.',
    hi: 'सेशन ख़त्म हो गया। कृपया फिर से लॉग इन करें।',
  },
  { key: 'genericError', en: 'An error occurred', hi: 'कोई गड़बड़ी हुई' },
  {
    key: 'loginFailed',
    en: 'Login failed. Please try again.',
    hi: 'लॉग इन नहीं हो सका। कृपया फिर से कोशिश करें।',
  },
  { key: 'registrationFailed', en: 'Registration failed', hi: 'रजिस्ट्रेशन नहीं हो सका' },
  { key: 'tokenMissing', en: 'Authentication token missing', hi: 'लॉग इन टोकन नहीं मिला' },
  { key: 'failedToLoadUser', en: 'Failed to load user', hi: 'यूज़र की जानकारी लोड नहीं हो सकी' },
  // Every form's text fields (zod-helpers.ts)
  { key: 'mustBeText', en: 'Must be text', hi: 'यहाँ टेक्स्ट होना चाहिए' },
  { key: 'tooLong', en: 'Must be at most {max} characters', hi: 'ज़्यादा से ज़्यादा {max} अक्षर हो सकते हैं' },
  {
    key: 'wholeNumberRange',
    en: 'Must be a whole number from {min} to {max}',
    hi: '{min} से {max} तक की पूरी संख्या होनी चाहिए',
  },
  { key: 'mustBeBoolean', en: 'Must be true or false', hi: 'true या false होना चाहिए' },
  { key: 'mustBeObject', en: 'Must be an object', hi: 'यहाँ ऑब्जेक्ट होना चाहिए' },
  // zod's own, where a schema names no message (the type names stay as zod writes them)
  {
    key: 'invalidType',
    en: 'Invalid input: expected {expected}, received {received}',
    hi: 'ग़लत इनपुट: {expected} चाहिए, {received} मिला',
  },
  // Sign-in and register (auth.ts)
  { key: 'emailRequired', en: 'Email is required', hi: 'ईमेल ज़रूरी है' },
  { key: 'emailInvalid', en: 'Please enter a valid email', hi: 'कृपया सही ईमेल डालें' },
  { key: 'passwordRequired', en: 'Password is required', hi: 'पासवर्ड ज़रूरी है' },
  { key: 'passwordTooLong', en: 'Password is too long', hi: 'पासवर्ड बहुत लंबा है' },
  {
    key: 'passwordTooShort',
    en: 'Password must be at least {min} characters',
    hi: 'पासवर्ड कम से कम {min} अक्षरों का होना चाहिए',
  },
  { key: 'nameRequired', en: 'Name is required', hi: 'नाम ज़रूरी है' },
  {
    key: 'registerRoleRequired',
    en: 'Please choose Buyer or Real Estate Agent',
    hi: 'कृपया ख़रीदार या रियल एस्टेट एजेंट चुनें',
  },
  { key: 'mobileInvalidAny', en: 'Please enter a valid mobile number', hi: 'कृपया सही मोबाइल नंबर डालें' },
  // Passwords, links and sessions (ACCOUNT_MSG)
  { key: 'signedOut', en: 'Signed out', hi: 'लॉग आउट हो गया' },
  { key: 'signedOutEverywhere', en: 'Signed out of all devices', hi: 'सभी डिवाइस से लॉग आउट हो गया' },
  { key: 'currentPasswordRequired', en: 'Current password is required', hi: 'मौजूदा पासवर्ड ज़रूरी है' },
  { key: 'currentPasswordWrong', en: 'Current password is incorrect', hi: 'मौजूदा पासवर्ड ग़लत है' },
  {
    key: 'newPasswordSame',
    en: 'The new password must be different from the current one',
    hi: 'नया पासवर्ड मौजूदा पासवर्ड से अलग होना चाहिए',
  },
  { key: 'confirmPasswordRequired', en: 'Please confirm the new password', hi: 'कृपया नया पासवर्ड दोबारा डालें' },
  { key: 'passwordsDiffer', en: 'The passwords do not match', hi: 'दोनों पासवर्ड एक जैसे नहीं हैं' },
  {
    key: 'passwordChanged',
    en: 'Password changed. Other devices have been signed out.',
    hi: 'पासवर्ड बदल दिया गया। बाक़ी डिवाइस से लॉग आउट कर दिया गया है।',
  },
  {
    key: 'resetLinkSent',
    en: 'If an account uses that email, we have sent it a link to choose a new password. The link works once, for {minutes} minutes.',
    hi: 'अगर इस ईमेल से कोई खाता है, तो हमने उस पर नया पासवर्ड चुनने का लिंक भेज दिया है। लिंक एक बार, {minutes} मिनट तक चलेगा।',
  },
  {
    key: 'resetLinkInvalid',
    en: 'This link is invalid or has expired. Please ask for a new one.',
    hi: 'यह लिंक ग़लत है या इसकी समय-सीमा ख़त्म हो गई है। कृपया नया लिंक माँगें।',
  },
  {
    key: 'passwordReset',
    en: 'Your password has been changed. Please log in with the new password.',
    hi: 'आपका पासवर्ड बदल दिया गया है। कृपया नए पासवर्ड से लॉग इन करें।',
  },
  { key: 'tokenRequired', en: 'The link is incomplete', hi: 'लिंक अधूरा है' },
  {
    key: 'confirmLinkSent',
    en: 'We have sent a new confirmation link to your email address.',
    hi: 'हमने आपके ईमेल पते पर पुष्टि का नया लिंक भेज दिया है।',
  },
  { key: 'emailConfirmed', en: 'Your email address is confirmed.', hi: 'आपके ईमेल पते की पुष्टि हो गई है।' },
  {
    key: 'emailAlreadyConfirmed',
    en: 'Your email address is already confirmed.',
    hi: 'आपके ईमेल पते की पुष्टि पहले ही हो चुकी है।',
  },
  { key: 'noEmailYet', en: 'This account has no email address yet.', hi: 'इस खाते में अभी कोई ईमेल पता नहीं है।' },
  {
    key: 'confirmLinkInvalid',
    en: 'This confirmation link is invalid or has expired. Please ask for a new one.',
    hi: 'पुष्टि का यह लिंक ग़लत है या इसकी समय-सीमा ख़त्म हो गई है। कृपया नया लिंक माँगें।',
  },
  {
    key: 'confirmBeforePublishing',
    en: 'Please confirm your email address before publishing listings.',
    hi: 'लिस्टिंग डालने से पहले कृपया अपने ईमेल पते की पुष्टि करें।',
  },
  // The profile (PUT /auth/me) and 'Your data' (DATA_MSG, DPDP Act 2023)
  { key: 'profileUpdated', en: 'Profile updated successfully', hi: 'प्रोफ़ाइल अपडेट हो गई' },
  { key: 'deleteConfirmRequired', en: 'Type DELETE to confirm', hi: 'पुष्टि के लिए DELETE लिखें' },
  { key: 'accountDeleted', en: 'Your account has been deleted.', hi: 'आपका खाता हटा दिया गया है।' },
  {
    key: 'personalDataErased',
    en: 'The personal data of this user has been erased.',
    hi: 'इस यूज़र का निजी डेटा मिटा दिया गया है।',
  },
  // Saved searches and alerts (SAVED_SEARCH_MSG; the dialogs' catalog says the same Hindi)
  { key: 'savedSearchNameRequired', en: 'Please enter a name for this search', hi: 'कृपया इस खोज का नाम डालें' },
  {
    key: 'savedSearchNameTooLong',
    en: 'Please keep the name under {max} characters',
    hi: 'कृपया नाम {max} अक्षरों से छोटा रखें',
  },
  {
    key: 'savedSearchFrequencyInvalid',
    en: 'Please choose how often to send alerts',
    hi: 'कृपया चुनें कि अलर्ट कितनी बार भेजें',
  },
  {
    key: 'savedSearchTooMany',
    en: 'You can save up to {max} searches. Delete one to save another.',
    hi: 'आप ज़्यादा से ज़्यादा {max} खोजें सहेज सकते हैं। नई सहेजने के लिए कोई एक हटाएँ।',
  },
  {
    key: 'savedSearchQueryInvalid',
    en: 'This search cannot be saved: a filter could not be read',
    hi: 'यह खोज सहेजी नहीं जा सकती: एक फ़िल्टर पढ़ा नहीं जा सका',
  },
  { key: 'savedSearchNotFound', en: 'Saved search not found', hi: 'सहेजी गई खोज नहीं मिली' },
  { key: 'searchSaved', en: 'Search saved', hi: 'खोज सहेज ली गई' },
  { key: 'savedSearchUpdated', en: 'Saved search updated', hi: 'सहेजी गई खोज अपडेट हो गई' },
  { key: 'savedSearchDeleted', en: 'Saved search deleted', hi: 'सहेजी गई खोज हटा दी गई' },
  { key: 'searchUnsubscribed', en: 'Alerts for this search are off', hi: 'इस खोज के अलर्ट बंद हो गए' },
  {
    key: 'unsubscribeInvalid',
    en: 'This unsubscribe link is not valid or has expired',
    hi: 'अलर्ट बंद करने का यह लिंक सही नहीं है या इसकी समय-सीमा ख़त्म हो गई है',
  },
  {
    key: 'favouriteAlertsOn',
    en: 'We will tell you when a favourite’s price drops',
    hi: 'पसंदीदा लिस्टिंग की कीमत घटने पर हम आपको बताएँगे',
  },
  {
    key: 'favouriteAlertsOff',
    en: 'Price drop alerts for favourites are off',
    hi: 'पसंदीदा लिस्टिंग की कीमत घटने के अलर्ट बंद हो गए',
  },
  // A weekly reminder's link (FRESHNESS_TEXT)
  {
    key: 'confirmListingLinkInvalid',
    en: 'This link is not valid any more. Sign in and confirm the listing from your profile.',
    hi: 'यह लिंक अब सही नहीं है। लॉग इन करें और अपनी प्रोफ़ाइल से लिस्टिंग की पुष्टि करें।',
  },
  // Sign in with a code (OTP_MSG)
  { key: 'mobileRequired', en: 'Mobile number is required', hi: 'मोबाइल नंबर ज़रूरी है' },
  {
    key: 'mobileInvalid',
    en: 'Please enter a 10-digit Indian mobile number',
    hi: 'कृपया 10 अंकों का भारतीय मोबाइल नंबर डालें',
  },
  { key: 'codeRequired', en: 'Please enter the 6-digit code', hi: 'कृपया 6 अंकों का कोड डालें' },
  {
    key: 'codeInvalid',
    en: 'This code is not correct or has expired. Please ask for a new one.',
    hi: 'यह कोड सही नहीं है या इसकी समय-सीमा ख़त्म हो गई है। कृपया नया कोड माँगें।',
  },
  {
    key: 'tooManyTries',
    en: 'Too many wrong codes. Please ask for a new one.',
    hi: 'बहुत बार ग़लत कोड डाला गया। कृपया नया कोड माँगें।',
  },
  {
    key: 'nameNeeded',
    en: 'Please enter your name to create an account',
    hi: 'खाता बनाने के लिए कृपया अपना नाम डालें',
  },
  {
    key: 'otpSent',
    en: 'We have sent a 6-digit code to {mobile}. It works for {minutes} minutes.',
    hi: 'हमने {mobile} पर 6 अंकों का कोड भेजा है। यह {minutes} मिनट तक चलेगा।',
  },
  // Builders: the Add / Edit Developer form (developer.ts DEVELOPER_MSG) and its images
  { key: 'developerNameRequired', en: 'Developer name is required', hi: 'बिल्डर का नाम ज़रूरी है' },
  { key: 'descriptionRequired', en: 'Description is required', hi: 'विवरण ज़रूरी है' },
  { key: 'urlInvalid', en: 'Please enter a valid URL', hi: 'कृपया सही लिंक डालें' },
  { key: 'yearInvalid', en: 'Please enter a valid year', hi: 'कृपया सही साल डालें' },
  { key: 'cityRequired', en: 'City is required', hi: 'शहर ज़रूरी है' },
  { key: 'stateRequired', en: 'State is required', hi: 'राज्य ज़रूरी है' },
  {
    key: 'countInvalid',
    en: 'Must be a whole number, 0 or more',
    hi: '0 या उससे ज़्यादा की पूरी संख्या होनी चाहिए',
  },
  { key: 'tooManyRows', en: 'Too many rows', hi: 'बहुत ज़्यादा पंक्तियाँ हैं' },
  { key: 'mustBeList', en: 'Must be a list', hi: 'यहाँ सूची होनी चाहिए' },
  {
    key: 'tooManyTeamPhotos',
    en: 'You can upload at most {max} team photos',
    hi: 'आप टीम की ज़्यादा से ज़्यादा {max} फ़ोटो अपलोड कर सकते हैं',
  },
  { key: 'logoRequired', en: 'Please choose a logo image', hi: 'कृपया लोगो की फ़ोटो चुनें' },
  {
    key: 'logoType',
    en: 'Logo must be a JPEG, PNG, WebP, AVIF or GIF image',
    hi: 'लोगो JPEG, PNG, WebP, AVIF या GIF फ़ोटो होना चाहिए',
  },
  {
    key: 'logoPixels',
    en: 'Logo must be at most {max} megapixels',
    hi: 'लोगो ज़्यादा से ज़्यादा {max} मेगापिक्सल का हो सकता है',
  },
  {
    key: 'logoUnreadable',
    en: 'Logo could not be read as a JPEG, PNG, WebP, AVIF or GIF image',
    hi: 'लोगो JPEG, PNG, WebP, AVIF या GIF फ़ोटो के रूप में पढ़ा नहीं जा सका',
  },
  {
    key: 'teamPhotoType',
    en: 'Each team photo must be a JPEG, PNG, WebP, AVIF or GIF image',
    hi: 'टीम की हर फ़ोटो JPEG, PNG, WebP, AVIF या GIF होनी चाहिए',
  },
  {
    key: 'teamPhotoPixels',
    en: 'Each team photo must be at most {max} megapixels',
    hi: 'टीम की हर फ़ोटो ज़्यादा से ज़्यादा {max} मेगापिक्सल की हो सकती है',
  },
  {
    key: 'teamPhotoUnreadable',
    en: 'Each team photo could not be read as a JPEG, PNG, WebP, AVIF or GIF image',
    hi: 'टीम की एक फ़ोटो JPEG, PNG, WebP, AVIF या GIF के रूप में पढ़ी नहीं जा सकी',
  },
  // Enquiries (ENQUIRY_MSG)
  {
    key: 'enquiryKindRequired',
    en: 'Please choose what your enquiry is about',
    hi: 'कृपया चुनें कि आपकी पूछताछ किस बारे में है',
  },
  { key: 'messageRequired', en: 'Please enter a message', hi: 'कृपया संदेश लिखें' },
  { key: 'phoneRequired', en: 'Phone number is required', hi: 'फ़ोन नंबर ज़रूरी है' },
  { key: 'phoneInvalid', en: 'Please enter a valid phone number', hi: 'कृपया सही फ़ोन नंबर डालें' },
  { key: 'loanAmountRequired', en: 'Please enter the loan amount', hi: 'कृपया लोन की राशि डालें' },
  {
    key: 'tenureInvalid',
    en: 'Please choose a tenure between 1 and 30 years',
    hi: 'कृपया 1 से 30 साल के बीच की अवधि चुनें',
  },
  {
    key: 'rateInvalid',
    en: 'Please enter an interest rate between 0 and 30',
    hi: 'कृपया 0 से 30 के बीच की ब्याज दर डालें',
  },
  {
    key: 'experienceInvalid',
    en: 'Please enter your years of experience (0 to 60)',
    hi: 'कृपया अपना अनुभव सालों में डालें (0 से 60)',
  },
  { key: 'specialtyRequired', en: 'Please choose a specialty', hi: 'कृपया एक विशेषज्ञता चुनें' },
  {
    key: 'fromCityRequired',
    en: 'Please enter the city you are moving from',
    hi: 'कृपया वह शहर डालें जहाँ से आप शिफ़्ट हो रहे हैं',
  },
  {
    key: 'toCityRequired',
    en: 'Please enter the city you are moving to',
    hi: 'कृपया वह शहर डालें जहाँ आप शिफ़्ट हो रहे हैं',
  },
  { key: 'dateInvalid', en: 'Please enter a valid date', hi: 'कृपया सही तारीख़ डालें' },
  {
    key: 'planInvalid',
    en: 'Please choose Basic, Standard or Premium',
    hi: 'कृपया बेसिक, स्टैंडर्ड या प्रीमियम चुनें',
  },
  {
    key: 'enquiryThanks',
    en: 'Thank you! We will get back to you within 24 hours.',
    hi: 'धन्यवाद! हम 24 घंटे के अंदर आपसे संपर्क करेंगे।',
  },
  {
    key: 'enquiryStatusRequired',
    en: 'Please choose a status: new, in-progress or closed',
    hi: 'कृपया स्टेटस चुनें: new, in-progress या closed',
  },
  // The EMI calculator (emi.ts)
  { key: 'loanAmountMin', en: 'Loan amount must be at least ₹ 1', hi: 'लोन की राशि कम से कम ₹ 1 होनी चाहिए' },
  {
    key: 'loanAmountMax',
    en: 'Loan amount must be at most ₹ 10,000 Cr',
    hi: 'लोन की राशि ज़्यादा से ज़्यादा ₹ 10,000 करोड़ हो सकती है',
  },
  { key: 'rateRequired', en: 'Please enter the interest rate', hi: 'कृपया ब्याज दर डालें' },
  { key: 'rateNegative', en: 'Interest rate cannot be negative', hi: 'ब्याज दर शून्य से कम नहीं हो सकती' },
  {
    key: 'rateMax',
    en: 'Interest rate must be at most {max}%',
    hi: 'ब्याज दर ज़्यादा से ज़्यादा {max}% हो सकती है',
  },
  {
    key: 'tenureChoice',
    en: 'Please choose a tenure of {years} or {last} years',
    hi: 'कृपया {years} या {last} साल की अवधि चुनें',
  },
  // Add and edit a listing (property.ts, rera.ts); the number fields' own messages are below.
  { key: 'titleRequired', en: 'Title is required', hi: 'शीर्षक ज़रूरी है' },
  { key: 'priceRequired', en: 'Price is required', hi: 'कीमत ज़रूरी है' },
  { key: 'bedroomsRequired', en: 'Bedrooms count is required', hi: 'बेडरूम की संख्या ज़रूरी है' },
  { key: 'bathroomsRequired', en: 'Bathrooms count is required', hi: 'बाथरूम की संख्या ज़रूरी है' },
  { key: 'areaRequired', en: 'Area is required', hi: 'एरिया ज़रूरी है' },
  { key: 'streetRequired', en: 'Street address is required', hi: 'सड़क का पता ज़रूरी है' },
  { key: 'localityRequired', en: 'Locality is required', hi: 'इलाक़ा ज़रूरी है' },
  { key: 'zipCodeRequired', en: 'Zip code is required', hi: 'पिन कोड ज़रूरी है' },
  { key: 'countryRequired', en: 'Country is required', hi: 'देश ज़रूरी है' },
  { key: 'imagesRequired', en: 'At least one image is required', hi: 'कम से कम एक फ़ोटो ज़रूरी है' },
  {
    key: 'imagesTooMany',
    en: 'You can upload at most {max} images',
    hi: 'आप ज़्यादा से ज़्यादा {max} फ़ोटो अपलोड कर सकते हैं',
  },
  { key: 'typeRequired', en: 'Property type is required', hi: 'प्रॉपर्टी का प्रकार ज़रूरी है' },
  { key: 'typeInvalid', en: 'Please choose a property type', hi: 'कृपया प्रॉपर्टी का प्रकार चुनें' },
  { key: 'statusRequired', en: 'Status is required', hi: 'स्थिति ज़रूरी है' },
  {
    key: 'statusCreateInvalid',
    en: 'Status must be one of: For Sale, For Rent',
    hi: 'स्थिति इनमें से एक होनी चाहिए: बिक्री के लिए, किराये के लिए',
  },
  {
    key: 'statusInvalid',
    en: 'Status must be one of: For Sale, For Rent, Sold, Rented',
    hi: 'स्थिति इनमें से एक होनी चाहिए: बिक्री के लिए, किराये के लिए, बिक गई, किराये पर चली गई',
  },
  {
    key: 'constructionStatusInvalid',
    en: 'Please choose a construction status',
    hi: 'कृपया निर्माण की स्थिति चुनें',
  },
  { key: 'agentInvalid', en: 'Please choose an agent', hi: 'कृपया एजेंट चुनें' },
  { key: 'amenityUnknown', en: 'Unknown amenity', hi: 'यह सुविधा हमारी सूची में नहीं है' },
  { key: 'highlightsTooMany', en: 'At most {max} highlights', hi: 'ज़्यादा से ज़्यादा {max} ख़ास बातें' },
  { key: 'approvalNameRequired', en: 'Approval name is required', hi: 'मंज़ूरी का नाम ज़रूरी है' },
  { key: 'approvalsTooMany', en: 'At most {max} approvals', hi: 'ज़्यादा से ज़्यादा {max} मंज़ूरियाँ' },
  {
    key: 'reraNumberInvalid',
    en: 'Enter a valid RERA registration number',
    hi: 'कृपया सही रेरा पंजीकरण नंबर डालें',
  },
  {
    key: 'reraNumberInvalidFor',
    en: 'Enter a valid {authority} registration number',
    hi: 'कृपया सही {authority} पंजीकरण नंबर डालें',
  },
  // The admin area's answers and forms (ADMIN_MSG, ADMIN_USER_MSG, the moderation's REPORT_MSG,
  // DUPLICATE_PHOTOS_MSG, SITE_SETTINGS_MSG): the admin screens show them in Hindi under /hi/admin.
  { key: 'cannotDeleteSelf', en: 'You cannot delete your own account', hi: 'आप अपना ही खाता नहीं हटा सकते' },
  {
    key: 'cannotDeactivateSelf',
    en: 'You cannot deactivate your own account',
    hi: 'आप अपना ही खाता बंद नहीं कर सकते',
  },
  {
    key: 'lastAdmin',
    en: 'The last active admin cannot be demoted, deactivated or deleted',
    hi: 'आख़िरी चालू एडमिन की भूमिका बदली नहीं जा सकती, न उसे बंद किया या हटाया जा सकता है',
  },
  { key: 'onlyAgentsVerified', en: 'Only agents can be verified', hi: 'सिर्फ़ एजेंट ही सत्यापित किए जा सकते हैं' },
  { key: 'userCreated', en: 'User created successfully', hi: 'यूज़र बना दिया गया' },
  { key: 'userUpdated', en: 'User updated successfully', hi: 'यूज़र अपडेट हो गया' },
  { key: 'userDeleted', en: 'User deleted successfully', hi: 'यूज़र हटा दिया गया' },
  { key: 'agentVerified', en: 'Agent verified successfully', hi: 'एजेंट सत्यापित हो गया' },
  { key: 'userActivated', en: 'User activated', hi: 'यूज़र चालू कर दिया गया' },
  { key: 'userDeactivated', en: 'User deactivated', hi: 'यूज़र बंद कर दिया गया' },
  { key: 'propertyDeleted', en: 'Property deleted successfully', hi: 'प्रॉपर्टी हटा दी गई' },
  { key: 'reraChecked', en: 'RERA number marked checked', hi: 'रेरा नंबर जाँचा हुआ मार्क हो गया' },
  { key: 'reraUnchecked', en: 'RERA check removed', hi: 'रेरा की जाँच हटा दी गई' },
  { key: 'noReraNumber', en: 'This listing has no RERA number', hi: 'इस लिस्टिंग का कोई रेरा नंबर नहीं है' },
  { key: 'contactUpdated', en: 'Contact request updated', hi: 'संपर्क का अनुरोध अपडेट हो गया' },
  { key: 'contactDeleted', en: 'Contact request deleted', hi: 'संपर्क का अनुरोध हटा दिया गया' },
  {
    key: 'openContactExists',
    en: 'This user already has an open request for this property',
    hi: 'इस यूज़र का इस प्रॉपर्टी के लिए एक अनुरोध पहले से खुला है',
  },
  { key: 'roleRequired', en: 'Please choose a role', hi: 'कृपया भूमिका चुनें' },
  { key: 'noUserSelected', en: 'No user selected for editing', hi: 'एडिट करने के लिए कोई यूज़र नहीं चुना गया' },
  { key: 'activeRequired', en: 'Active must be true or false', hi: 'Active की वैल्यू true या false होनी चाहिए' },
  { key: 'noOpenReports', en: 'This listing has no open reports', hi: 'इस लिस्टिंग की कोई खुली शिकायत नहीं है' },
  {
    key: 'notHiddenByModeration',
    en: 'This listing is not hidden by moderation',
    hi: 'यह लिस्टिंग मॉडरेशन ने नहीं छिपाई है',
  },
  { key: 'noAgent', en: 'This listing has no agent', hi: 'इस लिस्टिंग का कोई एजेंट नहीं है' },
  {
    key: 'agentUnreachable',
    en: 'The agent has not confirmed their email address, so they cannot be emailed',
    hi: 'एजेंट ने अपने ईमेल पते की पुष्टि नहीं की है, इसलिए उन्हें ईमेल नहीं भेजा जा सकता',
  },
  { key: 'noteRequired', en: 'Please write what the agent should check', hi: 'कृपया लिखें कि एजेंट क्या जाँचें' },
  {
    key: 'noteTooLong',
    en: 'Please keep the note under {max} characters',
    hi: 'कृपया नोट {max} अक्षरों से छोटा रखें',
  },
  { key: 'reportsDismissed', en: 'Reports dismissed', hi: 'शिकायतें ख़ारिज कर दी गईं' },
  {
    key: 'agentAsked',
    en: 'The agent has been asked to check the listing',
    hi: 'एजेंट से लिस्टिंग जाँचने को कह दिया गया है',
  },
  { key: 'listingHiddenFromPublic', en: 'Listing hidden from the public', hi: 'लिस्टिंग लोगों से छिपा दी गई' },
  { key: 'listingShown', en: 'Listing shown to the public again', hi: 'लिस्टिंग फिर से सबको दिखने लगी' },
  {
    key: 'agentDeactivated',
    en: 'Agent deactivated; their listings are hidden',
    hi: 'एजेंट बंद कर दिया गया; उनकी लिस्टिंग छिपा दी गई हैं',
  },
  { key: 'duplicateDismissed', en: 'Marked as not a duplicate', hi: 'डुप्लिकेट नहीं है, यह मार्क हो गया' },
  { key: 'listingHidden', en: 'Listing hidden', hi: 'लिस्टिंग छिपा दी गई' },
  { key: 'flagNotFound', en: 'Flag not found', hi: 'फ़्लैग नहीं मिला' },
  {
    key: 'flagAlreadyResolved',
    en: 'This flag has already been resolved',
    hi: 'यह फ़्लैग पहले ही निपटाया जा चुका है',
  },
  {
    key: 'notInFlag',
    en: 'Choose one of the two listings of this flag',
    hi: 'इस फ़्लैग की दोनों लिस्टिंग में से एक चुनें',
  },
  {
    key: 'duplicatesLoadFailed',
    en: 'Failed to load duplicate photos. Please try again later.',
    hi: 'डुप्लिकेट फ़ोटो लोड नहीं हो सकीं। कृपया थोड़ी देर बाद कोशिश करें।',
  },
  { key: 'flagUpdateFailed', en: 'Failed to update the flag', hi: 'फ़्लैग अपडेट नहीं हो सका' },
  { key: 'duplicatesEmpty', en: 'No duplicate photos to review', hi: 'जाँचने के लिए कोई डुप्लिकेट फ़ोटो नहीं है' },
  {
    key: 'duplicatesEmptyHint',
    en: 'When a new listing uses a photo of another agent’s listing, it appears here.',
    hi: 'जब कोई नई लिस्टिंग किसी दूसरे एजेंट की लिस्टिंग की फ़ोटो इस्तेमाल करती है, तो वह यहाँ दिखती है।',
  },
  { key: 'defaultCityRequired', en: 'Default city is required', hi: 'डिफ़ॉल्ट शहर ज़रूरी है' },
  { key: 'supportPhoneRequired', en: 'Support phone is required', hi: 'सहायता का फ़ोन नंबर ज़रूरी है' },
  { key: 'officeAddressRequired', en: 'Office address is required', hi: 'ऑफ़िस का पता ज़रूरी है' },
  { key: 'officeHoursRequired', en: 'Office hours are required', hi: 'ऑफ़िस का समय ज़रूरी है' },
  {
    key: 'featuredCountInvalid',
    en: 'Featured count must be a whole number from 1 to {max}',
    hi: 'फ़ीचर्ड लिस्टिंग की गिनती 1 से {max} तक की पूरी संख्या होनी चाहिए',
  },
  {
    key: 'reportHideThresholdInvalid',
    en: 'Reports before hiding must be a whole number from 1 to {max}',
    hi: 'छिपाने से पहले की शिकायतें 1 से {max} तक की पूरी संख्या होनी चाहिए',
  },
  {
    key: 'wholeDays',
    en: 'Enter a whole number of days from 1 to {max}',
    hi: '1 से {max} तक दिनों की पूरी संख्या डालें',
  },
  {
    key: 'staleBeforeHide',
    en: 'A listing must be marked as not confirmed recently before it leaves search',
    hi: 'लिस्टिंग खोज से हटने से पहले उस पर ‘हाल में पुष्टि नहीं हुई’ लगना चाहिए',
  },
  { key: 'settingsSaved', en: 'Settings saved', hi: 'सेटिंग सेव हो गईं' },
  ...LISTING_NUMBER_FIELDS.flatMap(numberFieldMessages),
];

const PLACEHOLDER = /\{(\w+)\}/g;
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const BY_TEXT = new Map<string, TApiMessage>();
const BY_KEY = new Map<string, TApiMessage>();
const PATTERNS: { re: RegExp; message: TApiMessage }[] = [];
for (const message of API_MESSAGES) {
  BY_KEY.set(message.key, message);
  if (!message.en.includes('{')) {
    BY_TEXT.set(message.en, message);
    continue;
  }
  const parts = message.en.split(PLACEHOLDER);
  // split with a group: even parts are text, odd ones the names.
  const source = parts.map((part, i) => (i % 2 ? `(?<${part}>.+?)` : escapeRe(part))).join('');
  PATTERNS.push({ re: new RegExp(`^${source}$`), message });
}

/** The entry of an English text the API writes, with the figures it carries; undefined when unknown. */
export function findApiMessage(
  text: string,
): { message: TApiMessage; values: Record<string, string> } | undefined {
  const exact = BY_TEXT.get(text);
  if (exact) return { message: exact, values: {} };
  for (const { re, message } of PATTERNS) {
    const found = re.exec(text);
    if (found) return { message, values: { ...found.groups } };
  }
  return undefined;
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);

/** A message by its key in `locale`, its figures filled in; undefined for a key not in the table. */
export function apiMessageByKey(
  key: string,
  locale: TLocale,
  values: Record<string, string> = {},
): string | undefined {
  const message = BY_KEY.get(key);
  return message && fill(locale === 'hi' ? message.hi : message.en, values);
}

/**
 * An English text the API writes, said in `locale`, with its key: English stays word for word;
 * a text not in the table stays as it is, without a key.
 */
export function sayApiMessage(text: string, locale: TLocale): { text: string; key?: string } {
  const found = findApiMessage(text);
  if (!found) return { text };
  return { text: locale === 'hi' ? fill(found.message.hi, found.values) : text, key: found.message.key };
}
