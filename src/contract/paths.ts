/** Paths of the training API, verbatim from spec section 7, relative to the base path. */
export const apiBasePath = '/training-api';

export const apiPaths = {
  login: '/loginSub',
  logout: '/loginOut',
  sendEmail: '/sendEmail',
  forgetPwd: '/forgetPwd',
  userInfo: '/getUserInfo',
  switchCountry: '/switchCountry',
  updatePwd: '/updatePwd',
  health: '/health',
  countryList: '/country/list',
  /** POST, anonymous allowed: the contact/support form (spec 7). */
  submitTicket: '/SubmitTicket',
} as const;

/** A page of a list (`?page=&pageSize=`), and its query as the address carries it. */
export type ListPage = { page: number; pageSize: number };
export const listPageQuery = ({ page, pageSize }: ListPage): Record<'page' | 'pageSize', string> => ({ page: String(page), pageSize: String(pageSize) });

/** Header names every request carries (spec 7). */
export const apiHeaders = { authorization: 'authorization', country: 'country', lang: 'lang' } as const;
