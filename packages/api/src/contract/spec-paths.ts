/** The seven calls spec section 7 names; their methods and paths are fixed by the spec. */
export const SPEC_PATHS = [
  { name: 'getUserinfo', method: 'GET', path: '/api/account/getUserinfo' },
  { name: 'captcha', method: 'GET', path: '/api/login/captcha' },
  { name: 'logout', method: 'GET', path: '/api/logout' },
  { name: 'login', method: 'POST', path: '/api/login' },
  { name: 'register', method: 'POST', path: '/api/register' },
  { name: 'sendMsgCode', method: 'POST', path: '/api/login/sendMsgCode' },
  { name: 'resetPwd', method: 'POST', path: '/api/login/resetPwd' },
] as const;
