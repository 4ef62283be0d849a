/**
 * SPEC §2's screens and their paths (aliases included). The server answers exactly these
 * paths with the app's HTML and status 200; every other page path gets the not-found page
 * with status 404. The client builds its router from the same table.
 */
export const pageIds = [
  'home',
  'dashboard',
  'chat',
  'meditation',
  'exercises',
  'reflections',
  'mood',
  'aiModules',
  'subscription',
  'simplePayment',
  'checkout',
  'paymentSuccess',
  'paymentSuccessSimple',
  'paymentSuccessFast',
  'paymentComplete',
  'manageSubscription',
  'admin',
  'resources',
  'appGuide',
  'qrcode',
  'support',
  'register',
  'login',
  'forgotPassword',
  'resetPassword',
  'test',
  'launch',
  'terms',
  'profile',
  'sitemap',
] as const;
export type PageId = (typeof pageIds)[number];

export const pagePaths: Record<PageId, readonly [string, ...string[]]> = {
  home: ['/'],
  dashboard: ['/dashboard'],
  chat: ['/chat'],
  meditation: ['/meditation', '/meditations'],
  exercises: ['/exercises'],
  reflections: ['/reflections'],
  mood: ['/mood'],
  aiModules: ['/ai-modules'],
  subscription: ['/subscription', '/premium'],
  simplePayment: ['/simple-payment'],
  checkout: ['/checkout'],
  paymentSuccess: ['/payment-success', '/payment-success-optimized'],
  paymentSuccessSimple: ['/payment-success-simple'],
  paymentSuccessFast: ['/payment-success-fast', '/test-payment'],
  paymentComplete: ['/payment-complete'],
  manageSubscription: ['/manage-subscription'],
  admin: ['/admin', '/admin-dashboard'],
  resources: ['/resources'],
  appGuide: ['/app-guide', '/guida', '/help', '/guida-app'],
  qrcode: ['/qrcode', '/download'],
  support: ['/support'],
  register: ['/register'],
  login: ['/login'],
  forgotPassword: ['/forgot-password'],
  resetPassword: ['/reset-password'],
  test: ['/test'],
  launch: ['/launch', '/promo'],
  terms: ['/terms', '/privacy'],
  profile: ['/profile'],
  sitemap: ['/sitemap'],
};

/** The canonical (first) path of a page. */
export function pathOf(id: PageId): string {
  return pagePaths[id][0];
}

const pathToPage = new Map<string, PageId>(
  pageIds.flatMap((id) => pagePaths[id].map((p) => [p, id] as const)),
);

/** The page a path belongs to; a trailing slash is tolerated. */
export function pageForPath(path: string): PageId | undefined {
  const clean = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return pathToPage.get(clean);
}

export const allPagePaths: readonly string[] = [...pathToPage.keys()];

/** SPEC §2's navigation, in order. `admin` only shows for administrators. */
export const navItems = [
  'home',
  'chat',
  'exercises',
  'meditation',
  'reflections',
  'mood',
  'resources',
  'aiModules',
  'subscription',
  'qrcode',
  'appGuide',
  'profile',
  'admin',
] as const satisfies readonly PageId[];
