/** Business constants of spec section 9 that client and server share. */
export const apiTimeoutMs = 20_000;
export const downloadTimeoutMs = 300_000;
export const toastDurationMs = 3_000;
export const clickThrottleMs = 500;
export const lazyLoadMarginPx = 100;
export const cookieExpiryDays = 1;
export const rememberMeExpiryDays = 30;
export const verificationCodeLength = 6;
export const verificationCodeValidMinutes = 15;
