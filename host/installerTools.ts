/**
 * Where the installer tools live. The store listings and the fleet tool's address are facts of the
 * product, not of this code: set them here once (the /tool page is the only reader).
 */
export const installerTools = {
  appStoreUrl: 'https://apps.apple.com/us/search?term=home%20power%20installer',
  googlePlayUrl: 'https://play.google.com/store/search?q=home%20power%20installer&c=apps',
  fleetToolUrl: 'https://fleet.training-center.local/',
} as const;
