/** Business constants of the spec (public-site §9, admin §9), in one place for both sides. */
export const API_BASE_PATH = '/api/v1';
export const REQUEST_TIMEOUT_MS = 30_000;
export const TOKEN_STORAGE_KEY = 'token';
export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 100;
export const PASSWORD_MIN_LENGTH = 6;
export const DEFAULT_CITY = 'Nashik';
export const SNACKBAR_MS = 6_000;
export const HIGHLIGHT_FLASH_MS = 2_000;
export const SUCCESS_REDIRECT_MS = 1_500;
export const SCROLL_TOP_AFTER_PX = 300;
export const MOBILE_MENU_MAX_WIDTH = 768;
export const MOBILE_FILTER_MAX_WIDTH = 900;
export const FEATURED_HOME_COUNT = 4;
export const FEATURED_LIST_MAX = 12;
export const TESTIMONIAL_INTERVAL_MS = 5_000;
export const SIMILAR_RADIUS_KM = 20;
export const SIMILAR_MAX = 6;
export const RECENTLY_VIEWED_MAX = 20;
export const MAX_IMAGES = 10;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_FLOOR_PLANS = 5;
export const MAX_BROCHURE_BYTES = 10 * 1024 * 1024;
export const MAX_VIRTUAL_TOUR_BYTES = 100 * 1024 * 1024;
export const MAX_HIGHLIGHTS = 5;
/** The largest price (rupees) and area (square feet) a listing may have; filters beyond them are refused. */
export const MAX_PRICE = 1_000_000_000_000;
export const MAX_AREA = 100_000_000;
/** The most bedrooms and bathrooms a listing may have. */
export const MAX_ROOMS = 100;
export const MAX_TEAM_PHOTOS = 5;
export const MAX_LOGO_BYTES = 5 * 1024 * 1024;
export const DEVELOPER_PAGE_SIZE = 12;
export const ADMIN_PAGE_SIZES = [5, 10, 25] as const;
export const ADMIN_DEFAULT_PAGE_SIZE = 10;
export const META_DESCRIPTION_MAX = 160;
export const FOUNDED_YEAR_MIN = 1800;
